#!/usr/bin/env bash
# Lists every behaviour of the behavioural UIKit without a citation of RULES.md (behaviours.awk says
# what a behaviour is), and every citation of RULES.md that points at a section it does not have, and
# any citation in Sources, Tests or Checks of a document or script outside the clone. Called by run-check.sh;
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
# Nothing cites a document or a script outside the clone. No outside name is listed here (a list
# would itself name them); three shapes of citation are checked instead, each against the clone:
# - a Markdown document named in capitals that no file of the repository is;
# - a document named in hyphenated capitals (how rules documents and reviews are named), or a
#   hyphenated name ending in "-review", that no file of the repository is named after;
# - a relative path up to a folder, in a comment or in Markdown prose, whose folder does not exist
#   beside the file that names it.
root=$(cd ../.. && pwd)
scanned=(../../Sources ../../Tests ../../Checks)
outside=""
exists_named() { # a file of the repository whose name is $1, or starts with "$1." when $2 is "stem"
    local pattern="$1"; [ "${2:-}" = stem ] && pattern="$1.*"
    [ -n "$(find "$root" -name .build -prune -o -name "$pattern" -print -quit)" ]
}
for name in $(grep -rhoE '\b[A-Z][A-Z0-9_-]*\.md\b' "${scanned[@]}" --exclude-dir=.build 2>/dev/null | sort -u); do
    exists_named "$name" || outside+=$(grep -rnF "$name" "${scanned[@]}" --exclude-dir=.build)$'\n'
done
for name in $(grep -rhoE '\b[A-Z]{2,}(-[A-Z]{2,})+\b|\b[a-z]+(-[a-z]+)*-review\b' "${scanned[@]}" --exclude-dir=.build 2>/dev/null | sort -u); do
    exists_named "$name" stem || outside+=$(grep -rnF "$name" "${scanned[@]}" --exclude-dir=.build)$'\n'
done
while IFS= read -r file; do
    # Comment lines of code, and Markdown outside code blocks (whose paths are the reader's own).
    outside+=$(awk -v dir="$(dirname "$file")" -v markdown="$([[ $file == *.md ]] && echo 1)" '
        markdown && /^[[:space:]]*```/ { fenced = !fenced; next }
        (markdown && !fenced) || (!markdown && /^[[:space:]]*(\/\/|#)/) {
            line = $0
            while (match(line, /(\.\.\/)+[A-Za-z0-9_.-]+\//)) {
                path = substr(line, RSTART, RLENGTH)
                if (system("test -d \"" dir "/" path "\"") != 0) print FILENAME ":" FNR ": " $0
                line = substr(line, RSTART + RLENGTH)
            }
        }' "$file")
done < <(grep -rlE '\.\./' "${scanned[@]}" --exclude-dir=.build --include=*.swift --include=*.sh --include=*.awk --include=*.md 2>/dev/null)
outside=$(grep -v '^$' <<<"$outside" | sort -u || true)
if [ -n "$outside" ]; then
    echo "cites a document outside the clone:"
    echo "$outside"
    status=1
fi
if [ "$status" -eq 0 ]; then echo "RULES.md citations: every behaviour cites a rule, every cited rule exists"; fi
exit "$status"
