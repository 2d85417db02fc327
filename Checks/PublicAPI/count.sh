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
# became package and the relation families were rewritten (issue-30b, with main at 8c5d405 merged:
# 223 / 1205 there): 177 types / 963 members (79% / 80%). Main then grew (split views, the manual:
# 201 / 1120 on a98cc96). After issue-30c made package what no user must name or call
# (the restoration record's encoding, initializers of values only NavDSL makes, protocols the two
# platforms share, Nivelir-only navigator helpers and route-value forms moved to the compat module,
# overloads folded into defaulted parameters; see "Public face" on the DocC root page), with main at
# b975ee4 merged (main there: 203 / 1140): 194 types / 1055 members (87% / 88%). The rest of the
# way to 60% needs contract changes (the route verbs, the Deeplink API, the error and container
# protocols), not hiding. Main at the end of that stop (split views restorable, `result(value)` kept
# one release as a deprecated spelling): 194 / 1057.
set -euo pipefail
cd "$(dirname "$0")/../.."
# Old graphs are removed first, so a failed dump cannot be counted. The dump's exit code is not used:
# on a checkout whose tests were never built it fails for the test modules after writing the
# library's graphs, which are the ones counted.
rm -f .build/*/symbolgraph/*.symbols.json
log=$(mktemp)
swift package dump-symbol-graph --minimum-access-level public > "$log" 2>&1 || true
graph=$(ls .build/*/symbolgraph/NavDSL.symbols.json 2> /dev/null | head -n 1)
[ -n "$graph" ] || { echo "count.sh: no symbol graph for NavDSL (see $log)"; exit 1; }
graphs=$(dirname "$graph")
swift Checks/PublicAPI/count.swift "$graphs" "$@"
