#!/usr/bin/env bash
# Lists every behaviour of the behavioural UIKit without a citation of RULES.md, and every citation
# of RULES.md that points at a section it does not have. Called by run-check.sh; exits 1 on either.
set -euo pipefail
cd "$(dirname "$0")"
status=0
# A behaviour file is a stub file that models UIKit over time or its refusals (Stub*.swift) or one of
# the UIKit classes whose calls it models; each must cite the rule it implements.
for file in Stubs/UIKit/Stub*.swift Stubs/UIKit/UIViewController.swift Stubs/UIKit/UINavigationController.swift \
    Stubs/UIKit/UITabBarController.swift Stubs/UIKit/UIWindow.swift Stubs/UIKit/UISplitViewController.swift; do
    if ! grep -qE 'RULES\.md|§[0-9]' "$file"; then
        echo "no citation of RULES.md: $file"
        status=1
    fi
done
# Every section cited as "RULES.md §N" (or "§N" in a stub) must exist as "## §N" in RULES.md.
sections=$(grep -oE '^## §[0-9]+' RULES.md | grep -oE '[0-9]+' | sort -u)
cited=$(grep -rhoE 'RULES\.md`? §[0-9]+|^//.*§[0-9]+' ../../Sources ../../Tests ../../Checks --include=*.swift --include=*.md \
    --exclude-dir=.build 2>/dev/null | grep -oE '§[0-9]+' | grep -oE '[0-9]+' | sort -u)
for section in $cited; do
    if ! grep -qx "$section" <<<"$sections"; then
        echo "RULES.md has no §$section, which is cited"
        status=1
    fi
done
# Every finding and device question the table names is defined.
for id in $(seq 1 19 | sed 's/^/R/') $(seq 1 8 | sed 's/^/N/') $(seq 1 12 | sed 's/^/Q/'); do
    if ! grep -qE "^\| $id \|" RULES.md; then
        echo "RULES.md does not define $id"
        status=1
    fi
done
if [ "$status" -eq 0 ]; then echo "RULES.md citations: every behaviour cites a rule, every cited rule exists"; fi
exit "$status"
