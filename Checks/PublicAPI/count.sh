#!/usr/bin/env bash
# Counts the public API of NavDSL and NavDSLAddons: types (structs, classes, enums, protocols,
# typealiases, nested ones included) and members (everything else: methods, properties, inits,
# cases, operators, associated types, subscripts), from the symbol graphs of a public-level dump.
# Not counted: the `Headless...` models (they mirror UIKit's classes, member for member) and the
# symbols the graph synthesizes (protocol-extension members repeated on each conforming type).
# The UIKit adapter is not compiled on Linux, so this is the API every platform shares.
#
#   bash Checks/PublicAPI/count.sh          # the two counts
#   bash Checks/PublicAPI/count.sh --list   # every counted symbol, then the counts
#
# Issue 30 (target: at most 60% of d53e79b): d53e79b 223 types / 1201 members; after the verb structs
# became package and the relation families were rewritten (issue-30b): 176 types / 955 members (79% / 80%).
set -euo pipefail
cd "$(dirname "$0")/../.."
swift package dump-symbol-graph --minimum-access-level public > /dev/null 2>&1 || { echo "count.sh: swift package dump-symbol-graph failed"; exit 1; }
graphs=$(dirname "$(ls .build/*/symbolgraph/NavDSL.symbols.json | head -n 1)")
swift Checks/PublicAPI/count.swift "$graphs" "$@"
