#!/usr/bin/env bash
# Lists every behaviour of the behavioural UIKit without a citation of RULES.md (behaviours.awk says
# what a behaviour is), and every citation of RULES.md that points at a section it does not have, and
# any citation in Sources, Tests or Checks of a document outside the clone. Called by run-check.sh;
# exits 1 on any.
set -euo pipefail
cd "$(dirname "$0")"
status=0
# Every behaviour of the behavioural UIKit cites the rule it implements, one citation per behaviour:
# behaviours.awk defines a behaviour (a declaration whose body refuses a call, records a crash, makes
# time pass or starts a transition, or edits the tree: children, appearance, presentation links) and
# lists each one without a citation in the comment above it or in its body.
for file in Stubs/*/*.swift; do
    if ! awk -f behaviours.awk "$file"; then status=1; fi
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
# Nothing cites a rules document or a review outside the clone.
outside=$(grep -rnE 'UIKIT-RULES|\.\./shared/|UIKIT-RUNTIME-REVIEW|UIKIT-REREAD|uikit-runtime-review' ../../Sources ../../Tests ../../Checks \
    --exclude-dir=.build 2>/dev/null | grep -v 'check-citations.sh' || true)
if [ -n "$outside" ]; then
    echo "cites a document outside the clone:"
    echo "$outside"
    status=1
fi
if [ "$status" -eq 0 ]; then echo "RULES.md citations: every behaviour cites a rule, every cited rule exists"; fi
exit "$status"
