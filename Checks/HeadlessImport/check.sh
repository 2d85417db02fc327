#!/usr/bin/env bash
# The headless family is a product of its own: a file that imports NavDSL (and NavDSLAddons), as app
# code does, sees no headless type, and a test that forgets `import NavDSLHeadless` gets Swift's
# ordinary "cannot find 'HeadlessWindow' in scope", the error the migration guide quotes. Each file is
# type-checked against the modules `swift build` made; WithImport.swift, the control, must compile, so
# a missing module can't pass the check. Run by .ci/run after the build.
#
#   swift build && bash Checks/HeadlessImport/check.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
modules="$(swift build --show-bin-path)/Modules"
[ -d "$modules" ] || modules="$(swift build --show-bin-path)"
typecheck() { swiftc -typecheck -swift-version 6 -I "$modules" "Checks/HeadlessImport/$1" 2>&1; }

if ! output=$(typecheck WithImport.swift); then
    printf '%s\n' "$output"
    echo "headless import: the control WithImport.swift does not compile (above); build first with swift build."
    exit 1
fi
for pair in "WithoutImport.swift:cannot find 'HeadlessWindow' in scope" "AppCode.swift:cannot find type 'HeadlessAlertController' in scope"; do
    file=${pair%%:*}
    message=${pair#*:}
    if output=$(typecheck "$file"); then
        echo "headless import: $file compiled, but NavDSL and NavDSLAddons must not declare a headless type."
        exit 1
    fi
    if ! printf '%s\n' "$output" | grep -qF "error: $message"; then
        printf '%s\n' "$output"
        echo "headless import: $file failed, but not with \"$message\" (above)."
        exit 1
    fi
    echo "$file: $message"
done
echo "headless import: ok"
