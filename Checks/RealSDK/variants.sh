#!/usr/bin/env bash
# Runs check.sh beside this file on every variant CI builds for iOS, each as app code and as app-extension code
# (`-application-extension`, where APIs unavailable to extensions are errors), and fails unless each says
# "0 errors, 0 warnings". Exits 0 with a one-line note when no SDK is set up (check.sh says how to set one up).
#
#   bash Checks/RealSDK/variants.sh
#
# Variant                          what it proves compiles in Xcode
#   NavDSLiOSExample               NavDSL, NavDSLAddons, and the iOS example with the routes it shares with the tour
#   NavDSLNivelirCompat            the compat module, as a third module importing NavDSL and NavDSLAddons
#   NavDSLiOSQuickStart            the README's and "Get started"'s UIKit blocks, as an app
#   NivelirCompatApp               real Nivelir apps' UIKit-named patterns, with only the import changed
#   NavDSLSwiftUI                  the SwiftUI family (models and views) as a module after the addons
#   NavDSLSwiftUIExample           the SwiftUI example app importing it
#   NavDSLHeadless                 the headless family, which an app's test target compiles for the iOS simulator
set -uo pipefail
cd "$(dirname "$0")/../.."
check=Checks/RealSDK/check.sh

# variant APP_DIR EXTRA_MODULES LABEL: the label check.sh's last line must carry
variants=(
    "Examples/NavDSLiOSExample||NavDSL+NavDSLAddons+NavDSLiOSExample"
    "Sources/NavDSLNivelirCompat||NavDSL+NavDSLAddons+NavDSLNivelirCompat"
    "Examples/NavDSLiOSQuickStart||NavDSL+NavDSLAddons+NavDSLiOSQuickStart"
    "Checks/NivelirCompatApp|NavDSLNivelirCompat=Sources/NavDSLNivelirCompat|NavDSL+NavDSLAddons+NavDSLNivelirCompat+NivelirCompatApp"
    "none|NavDSLSwiftUI=Sources/NavDSLSwiftUI|NavDSL+NavDSLAddons+NavDSLSwiftUI"
    "Examples/NavDSLSwiftUIExample|NavDSLSwiftUI=Sources/NavDSLSwiftUI|NavDSL+NavDSLAddons+NavDSLSwiftUI+NavDSLSwiftUIExample"
    "none|NavDSLHeadless=Sources/NavDSLHeadless|NavDSL+NavDSLAddons+NavDSLHeadless"
)
# The controls first, so a broken harness cannot pass: correct UIKit code gives no diagnostic, a member UIKit
# lacks gives exactly one error.
positive=$(bash "$check" Checks/RealSDK/controls/positive 2>&1)
status=$?
if [ "$status" -eq 2 ]; then
    printf '%s\n' "$positive" | tail -n 1
    exit 0
fi
if [ "$status" -ne 0 ] || ! printf '%s\n' "$positive" | tail -n 1 | grep -qE ': 0 errors, 0 warnings$'; then
    printf '%s\n' "$positive"
    echo "real-SDK check: the positive control (Checks/RealSDK/controls/positive) did not compile cleanly (above)."
    exit 1
fi
negative=$(bash "$check" Checks/RealSDK/controls/negative 2>&1)
status=$?
if [ "$status" -ne 1 ] || ! printf '%s\n' "$negative" | tail -n 1 | grep -qE ': 1 errors, 0 warnings$'; then
    printf '%s\n' "$negative"
    echo "real-SDK check: the negative control (Checks/RealSDK/controls/negative) did not give exactly one error (above)."
    exit 1
fi
echo "controls: positive 0 errors, negative 1 error"

for flags in "" "-application-extension"; do
    for variant in "${variants[@]}"; do
        IFS='|' read -r app modules label <<< "$variant"
        [ "$app" = none ] || app=$PWD/$app
        output=$(IOS_APP_DIR="$app" IOS_EXTRA_MODULES="$modules" SWIFTC_EXTRA_FLAGS="$flags" bash "$check" 2>&1)
        status=$?
        last=$(printf '%s\n' "$output" | tail -n 1)
        if ! printf '%s\n' "$last" | grep -qE "^${label//+/\\+} iOS .*: 0 errors, 0 warnings\$"; then
            printf '%s\n' "$output"
            echo "real-SDK check: $label${flags:+ ($flags)} reported errors or warnings (above); NavDSL builds with none."
            exit 1
        fi
        echo "$last${flags:+ ($flags)}"
    done
done
