#!/usr/bin/env bash
# Compile-time refusals of `withStackContainer(of:)`: a class that is not the family's navigation
# controller class (a tab bar controller, another family's stack) and a subclass lacking the
# `init()` NavDSL builds it with must not compile, each for its reason. Allowed.swift, the control,
# must compile, so a missing module can't pass the check. Run by .ci/run after the build.
#
#   swift build && bash Checks/StackClassRefusals/check.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
modules="$(swift build --show-bin-path)/Modules"
[ -d "$modules" ] || modules="$(swift build --show-bin-path)"
typecheck() { swiftc -typecheck -swift-version 6 -I "$modules" "Checks/StackClassRefusals/$1" 2>&1; }

if ! output=$(typecheck Allowed.swift); then
    printf '%s\n' "$output"
    echo "Stack class refusals: the control Allowed.swift does not compile (above); build first with swift build."
    exit 1
fi
for pair in "NotAStack.swift:conform to 'ScreenBuildableStackContainer'" \
    "OtherFamily.swift:(aka 'HeadlessPlatform') be equivalent" \
    "NoInit.swift:'required' initializer 'init()' must be provided"; do
    file=${pair%%:*}
    reason=${pair#*:}
    if output=$(typecheck "$file"); then
        echo "Stack class refusals: $file compiled, but it must be refused ($reason)."
        exit 1
    fi
    if ! printf '%s\n' "$output" | grep -qF "$reason"; then
        printf '%s\n' "$output"
        echo "Stack class refusals: $file failed, but not with \"$reason\" (above)."
        exit 1
    fi
    echo "$file: refused at compile time ($reason)"
done
echo "Stack class refusals: ok"
