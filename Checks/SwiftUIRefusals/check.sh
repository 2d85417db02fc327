#!/usr/bin/env bash
# Compile-time refusals of the SwiftUI family: `withPopover(anchor:)` and
# `withModalTransitioningDelegate(_:)` must not compile on a SwiftUI screen (its models do not adopt
# ScreenPopoverContainer or ScreenTransitioningContainer). Each snippet is type-checked against the
# modules `swift build` made; it must fail, and for the missing conformance. Allowed.swift, the
# control, must compile, so a missing module can't pass the check. Run by .ci/run after the build.
#
#   swift build && bash Checks/SwiftUIRefusals/check.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
modules="$(swift build --show-bin-path)/Modules"
[ -d "$modules" ] || modules="$(swift build --show-bin-path)"
typecheck() { swiftc -typecheck -swift-version 6 -I "$modules" "Checks/SwiftUIRefusals/$1" 2>&1; }

if ! output=$(typecheck Allowed.swift); then
    printf '%s\n' "$output"
    echo "SwiftUI refusals: the control Allowed.swift does not compile (above); build first with swift build."
    exit 1
fi
for pair in "Popover.swift:ScreenPopoverContainer" "TransitioningDelegate.swift:ScreenTransitioningContainer"; do
    file=${pair%%:*}
    protocol=${pair#*:}
    if output=$(typecheck "$file"); then
        echo "SwiftUI refusals: $file compiled, but a SwiftUI screen must not offer what needs $protocol."
        exit 1
    fi
    if ! printf '%s\n' "$output" | grep -q "error: .*$protocol"; then
        printf '%s\n' "$output"
        echo "SwiftUI refusals: $file failed, but not for the missing $protocol conformance (above)."
        exit 1
    fi
    echo "$file: refused at compile time ($protocol)"
done
echo "SwiftUI refusals: ok"
