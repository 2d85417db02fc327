#!/usr/bin/env bash
# Compiles NavDSL, NavDSLAddons, optional further modules and an iOS app's sources with `swiftc` against
# Apple's real iPhoneOS SDK, for arm64-apple-ios<minimum>, as Xcode would build them. The UIKit adapter's
# tests run against the behavioural UIKit in Checks/UIKitStubs, whose declarations are written by hand; this
# check is what proves those declarations (types, actor isolation, availability) are Apple's. README.md
# beside this script says how to set an SDK up and why each compiler flag is there.
#
#   bash Checks/RealSDK/check.sh [CHECKOUT]      CHECKOUT: the folder holding Sources/ (default: this repository)
#
# Environment (all optional):
#   NAVDSL_IOS_SDK      the iPhoneOS SDK folder; else the newest iPhoneOS*.sdk in the cache folder
#                       ${XDG_CACHE_HOME:-~/.cache}/navdsl-ios-sdk; else, on a Mac, `xcrun --sdk iphoneos --show-sdk-path`
#   MIN_IOS             deployment target; default: the `.iOS(...)` of CHECKOUT's Package.swift (or this repository's)
#   SWIFTC_EXTRA_FLAGS  more swiftc flags, split on spaces (CI runs "" and "-application-extension")
#   IOS_EXTRA_MODULES   "Name=dir ..." modules compiled in order after NavDSLAddons, each importable by the next
#                       and by the app (dir relative to CHECKOUT, or absolute)
#   IOS_APP_DIR         the app's sources, compiled last (default: CHECKOUT/Examples/NavDSLiOSExample; none: no app)
#   SWIFTC              the compiler (default: swiftc on the PATH)
#
# Exit status: 0 with no error, 1 with errors, 2 when no SDK is set up (the last line then says how to set one up).
# Last line, always: NavDSL+NavDSLAddons[+<module>...][+<app folder>] iOS <minimum> <SDK name>: N errors, W warnings
set -uo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repository=$(cd "$here/../.." && pwd)
checkout=$(realpath "${1:-$repository}")
cache=${XDG_CACHE_HOME:-$HOME/.cache}/navdsl-ios-sdk

# --- the SDK: the environment, the cache folder, then Xcode's ---
sdk=${NAVDSL_IOS_SDK:-}
if [ -z "$sdk" ]; then
    sdk=$(ls -d "$cache"/iPhoneOS*.sdk 2>/dev/null | sort -V | tail -n 1)
fi
if [ -z "$sdk" ] && [ "$(uname -s)" = Darwin ] && command -v xcrun > /dev/null; then
    sdk=$(xcrun --sdk iphoneos --show-sdk-path 2>/dev/null)
fi
if [ -z "$sdk" ] || [ ! -d "$sdk" ]; then
    echo "real-SDK check skipped: no iPhoneOS SDK; set NAVDSL_IOS_SDK to an iPhoneOS.sdk folder, copy one into $cache, or install Xcode (Checks/RealSDK/README.md)"
    exit 2
fi
sdk=$(realpath "$sdk")
sdk_name=$(basename "$sdk" .sdk)
swiftc=${SWIFTC:-$(command -v swiftc)}

# --- off a Mac, a resource folder whose top-level module map names the Swift shims (README.md: "Why") ---
resource_flags=()
if [ "$(uname -s)" != Darwin ]; then
    resources=$cache/resource-dir
    if [ ! -e "$resources/module.modulemap" ]; then
        toolchain_lib=$(cd "$(dirname "$(realpath "$swiftc")")/../lib" && pwd)
        clang_dir=$(ls -d "$toolchain_lib"/clang/*/ | sort -V | tail -n 1)
        mkdir -p "$resources"
        ln -sfn "$toolchain_lib/swift/shims" "$resources/shims"
        ln -sfn "${clang_dir%/}" "$resources/clang"
        printf '%s\n' "// Darwin targets stop clang searching subfolders for module maps: name the shims here." \
            'extern module SwiftShims "shims/module.modulemap"' \
            'extern module _SwiftConcurrencyShims "shims/module.modulemap"' \
            'extern module SwiftOverlayShims "shims/module.modulemap"' \
            'extern module _SynchronizationShims "shims/module.modulemap"' > "$resources/module.modulemap"
    fi
    resource_flags=(-resource-dir "$resources")
fi
module_cache=$cache/module-cache
mkdir -p "$module_cache"

# --- the deployment target ---
minimum=${MIN_IOS:-}
if [ -z "$minimum" ]; then
    manifest=$checkout/Package.swift
    [ -f "$manifest" ] || manifest=$repository/Package.swift
    # `.iOS(.v16)`, `.iOS(.v15_4)` or `.iOS("16.0")`, comments left out.
    minimum=$(sed 's://.*$::' "$manifest" | tr -d '\n' \
        | grep -oE '\.iOS\([[:space:]]*(\.v[0-9]+(_[0-9]+)?|"[0-9]+(\.[0-9]+)?[^"]*")[[:space:]]*\)' | head -n 1 \
        | grep -oE '[0-9]+([._][0-9]+)?' | head -n 1 | tr _ .)
    minimum=${minimum:-12.0}
fi
case $minimum in *.*) ;; *) minimum=$minimum.0 ;; esac

# shellcheck disable=SC2206 # the flags are meant to be split on spaces
extra_flags=(${SWIFTC_EXTRA_FLAGS:-})
flags=(-target "arm64-apple-ios$minimum" -sdk "$sdk" "${resource_flags[@]}" -module-cache-path "$module_cache"
    -swift-version 6 -parse-as-library -package-name navdsl -DSWIFT_PACKAGE -DDEBUG -Onone
    -j1 -num-threads 0 -continue-building-after-errors "${extra_flags[@]}")

work=$(mktemp -d "${TMPDIR:-/tmp}/navdsl-real-sdk.XXXXXX")
trap 'rm -rf "$work"' EXIT
mkdir "$work/modules"
log=$work/diagnostics.log
: > "$log"

# compile NAME FOLDER: emits NAME's module (with the SIL passes that report region-isolation errors) and logs its
# diagnostics. When it has errors, the module is emitted again without bodies, uncounted, so that the modules
# after it are still checked.
compile() {
    local name=$1 folder=$2 sources
    mapfile -t sources < <(find "$folder" -name '*.swift' | LC_ALL=C sort)
    echo "== $name: ${#sources[@]} files, iOS $minimum, $sdk_name" | tee -a "$log"
    "$swiftc" -emit-module -wmo -no-emit-module-separately-wmo -module-name "$name" -I "$work/modules" "${flags[@]}" \
        -emit-module-path "$work/modules/$name.swiftmodule" "${sources[@]}" 2>&1 | tee -a "$log"
    if [ ! -e "$work/modules/$name.swiftmodule" ]; then
        "$swiftc" -emit-module -wmo -module-name "$name" -I "$work/modules" "${flags[@]}" \
            -Xfrontend -experimental-skip-all-function-bodies -Xfrontend -experimental-allow-module-with-compiler-errors \
            -emit-module-path "$work/modules/$name.swiftmodule" "${sources[@]}" > "$work/$name-again.log" 2>&1
    fi
}

label=NavDSL+NavDSLAddons
modules=("NavDSL=Sources/NavDSL" "NavDSLAddons=Sources/NavDSLAddons")
read -r -a extra_modules <<< "${IOS_EXTRA_MODULES:-}"
for entry in "${extra_modules[@]}"; do
    case $entry in *=*) ;; *) echo "IOS_EXTRA_MODULES: '$entry' is not Name=folder" >&2; exit 1 ;; esac
    modules+=("$entry")
    label="$label+${entry%%=*}"
done
for entry in "${modules[@]}"; do
    folder=${entry#*=}
    case $folder in /*) ;; *) folder=$checkout/$folder ;; esac
    [ -d "$folder" ] || { echo "no folder $folder for module ${entry%%=*}" >&2; exit 1; }
    compile "${entry%%=*}" "$folder"
done
app=${IOS_APP_DIR:-$checkout/Examples/NavDSLiOSExample}
if [ "$app" != none ] && [ -d "$app" ] && [ -n "$(find "$app" -name '*.swift' -print -quit)" ]; then
    compile NavDSLiOSApp "$app"
    label="$label+$(basename "$app")"
fi

# Primary diagnostics only ("file:line:col: error: ..." or a bare "error: ..."), not the source excerpts under them.
errors=$(grep -cE '^([^ ].*:[0-9]+:[0-9]+: |<unknown>:0: )?error: ' "$log")
warnings=$(grep -cE '^([^ ].*:[0-9]+:[0-9]+: |<unknown>:0: )?warning: ' "$log")
echo "$label iOS $minimum $sdk_name: $errors errors, $warnings warnings"
[ "$errors" -eq 0 ]
