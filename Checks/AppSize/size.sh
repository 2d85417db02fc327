#!/usr/bin/env bash
# What an app links, measured: compiles NavDSL + NavDSLAddons (and NavDSLSwiftUI on its own, after them)
# as Xcode builds them for an iPhone app (arm64, -O, whole module) against Apple's iOS SDK, reports
# the object bytes of each module, and fails when NavDSL + NavDSLAddons pass the byte budget in
# budget.txt beside this file. Where no iOS SDK is set up it prints one line and exits 0. Run by .ci/run.
#
#   bash Checks/AppSize/size.sh              # the report, checked against the budget
#   bash Checks/AppSize/size.sh --top 10     # and the ten largest symbols of NavDSL + NavDSLAddons
#   bash Checks/AppSize/size.sh --top 10 /path/to/other/checkout   # measure another checkout the same way
#
# The SDK: $NAVDSL_IOS_SDK, else the newest iPhoneOS*.sdk in ${XDG_CACHE_HOME:-~/.cache}/navdsl-ios-sdk
# (the real-SDK check's folder; Apple's SDK is never copied into the repository). Linux swiftc builds
# Darwin objects with two things made once in that folder: a resource dir whose top-level module map
# names the toolchain's Swift shims (swiftc stops clang from searching subfolders for module maps on
# Darwin targets), and a module cache where the SDK's Swift modules are rebuilt from their
# .swiftinterface files (the first run takes minutes).
set -euo pipefail
top=0
if [ "${1:-}" = --top ]; then top=$2; shift 2; fi
here=$(cd "$(dirname "$0")" && pwd)
checkout=$(realpath "${1:-$here/../..}")
cache=${XDG_CACHE_HOME:-$HOME/.cache}/navdsl-ios-sdk
sdk=${NAVDSL_IOS_SDK:-$(ls -d "$cache"/iPhoneOS*.sdk 2> /dev/null | sort -V | tail -n 1 || true)}
if [ -z "$sdk" ] || [ ! -d "$sdk" ]; then
    echo "app size check skipped: no iOS SDK (set NAVDSL_IOS_SDK, or put an iPhoneOS*.sdk in $cache)"
    exit 0
fi
swiftc=$(command -v swiftc)
toolchain_lib=$(cd "$(dirname "$(realpath "$swiftc")")/../lib" && pwd)
resources=$cache/resource-dir
if [ ! -e "$resources/module.modulemap" ]; then
    mkdir -p "$resources"
    ln -sfn "$toolchain_lib/swift/shims" "$resources/shims"
    ln -sfn "$(ls -d "$toolchain_lib"/clang/*/ | sort -V | tail -n 1)" "$resources/clang"
    printf '%s\n' 'extern module SwiftShims "shims/module.modulemap"' 'extern module _SwiftConcurrencyShims "shims/module.modulemap"' \
        'extern module SwiftOverlayShims "shims/module.modulemap"' 'extern module _SynchronizationShims "shims/module.modulemap"' \
        > "$resources/module.modulemap"
fi
mkdir -p "$cache/module-cache"
minimum=$(sed -n 's/.*\.iOS(\.v\([0-9]*\)).*/\1/p' "$checkout/Package.swift" | head -n 1)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# APP_SIZE_KEEP=<folder> keeps the objects there, to study them.

# As SwiftPM builds a library for an app's release configuration: whole module, -O, one object per module.
compile() { # module name; its sources' folder
    local sources
    mapfile -t sources < <(find "$checkout/Sources/$2" -name '*.swift' | LC_ALL=C sort)
    "$swiftc" -c -wmo -O -num-threads 0 -module-name "$1" -parse-as-library -swift-version 6 -package-name navdsl \
        -DSWIFT_PACKAGE -target "arm64-apple-ios${minimum:-16}.0" -sdk "$sdk" -resource-dir "$resources" \
        -module-cache-path "$cache/module-cache" -I "$work" -emit-module -emit-module-path "$work/$1.swiftmodule" \
        -o "$work/$1.o" "${sources[@]}" 2> "$work/$1.log" || { cat "$work/$1.log"; echo "app size: $1 does not compile (above)"; exit 1; }
}
# An object's bytes: the sum of its sections (code, constants, metadata, data), what the linker takes
# into the app; not its symbol table or relocations, which it drops.
bytes() { llvm-size "$work/$1.o" | awk 'NR == 2 { print $5 }'; }
keep() { [ -z "${APP_SIZE_KEEP:-}" ] || { mkdir -p "$APP_SIZE_KEEP" && cp "$work"/*.o "$APP_SIZE_KEEP/"; }; }
compile NavDSL NavDSL
compile NavDSLAddons NavDSLAddons
compile NavDSLSwiftUI NavDSLSwiftUI
keep
core=$(bytes NavDSL)
addons=$(bytes NavDSLAddons)
total=$((core + addons))
budget=$(grep -v '^#' "$here/budget.txt" | head -n 1 | tr -d '[:space:]')

if [ "$top" -gt 0 ]; then
    # A Mach-O object has no symbol sizes: a symbol's size is the distance to the next one in its section.
    echo "largest symbols of NavDSL + NavDSLAddons (bytes, demangled):"
    for module in NavDSL NavDSLAddons; do llvm-nm -n -m --defined-only "$work/$module.o"; done | awk '
        function hex(text,    i, value) {
            value = 0
            for (i = 1; i <= length(text); i++) value = value * 16 + index("0123456789abcdef", substr(tolower(text), i, 1)) - 1
            return value
        }
        $2 ~ /^\(/ { address = hex($1); section = $2 " " $3; name = $NF
            if (section == last_section && last_name != "") print address - last_address, last_name
            last_section = section; last_address = address; last_name = name }' |
        sort -rn | { head -n "$top"; cat > /dev/null; } | while read -r size name; do
            printf '%8d  %s\n' "$size" "$(swift demangle --simplified "$name" | cut -c 1-140)"
        done
fi
printf 'NavDSL %d bytes, NavDSLAddons %d bytes, NavDSLSwiftUI %d bytes (arm64-apple-ios, -O, whole module)\n' \
    "$core" "$addons" "$(bytes NavDSLSwiftUI)"
if [ "$total" -gt "$budget" ]; then
    echo "app size: NavDSL + NavDSLAddons is $total bytes, past the budget of $budget in Checks/AppSize/budget.txt"
    exit 1
fi
echo "app size: NavDSL + NavDSLAddons $total bytes, within the budget of $budget bytes"
