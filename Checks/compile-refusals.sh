#!/usr/bin/env bash
# What a compile-time refusal check does, once for every such check in Checks/: type-check a control file
# that must compile (so a missing module cannot pass the check), then each snippet, which must fail with
# an error line that contains its reason. Files are type-checked against the modules `swift build` made.
#
#   bash Checks/compile-refusals.sh LABEL DIR CONTROL "File.swift:reason" ...
# LABEL starts each message ("SwiftUI refusals"); DIR holds the files, relative to the package root.
set -euo pipefail
label=$1 dir=$2 control=$3
shift 3
cd "$(dirname "$0")/.."
modules="$(swift build --show-bin-path)/Modules"
[ -d "$modules" ] || modules="$(swift build --show-bin-path)"
typecheck() { swiftc -typecheck -swift-version 6 -I "$modules" "$dir/$1" 2>&1; }

if ! output=$(typecheck "$control"); then
    printf '%s\n' "$output"
    echo "$label: the control $control does not compile (above); build first with swift build."
    exit 1
fi
for pair in "$@"; do
    file=${pair%%:*}
    reason=${pair#*:}
    if output=$(typecheck "$file"); then
        echo "$label: $file compiled, but it must be refused ($reason)."
        exit 1
    fi
    if ! printf '%s\n' "$output" | grep 'error:' | grep -qF "$reason"; then
        printf '%s\n' "$output"
        echo "$label: $file failed, but with no error naming \"$reason\" (above)."
        exit 1
    fi
    echo "$file: refused at compile time ($reason)"
done
echo "$label: ok"
