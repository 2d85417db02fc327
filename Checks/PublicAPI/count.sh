#!/usr/bin/env bash
# Reports the public API of NavDSL, NavDSLAddons and NavDSLSwiftUI by area (module and top-level folder,
# so NavDSLSwiftUI/Model and NavDSLSwiftUI/Addons are areas of their own; NavDSLSwiftUI/Views compiles
# only where SwiftUI exists, so the Linux graph has none of it), from the symbol graphs of a public-level dump: types (structs, classes, enums, protocols, typealiases, nested
# ones included) and members (everything else), with the members split into enum cases, protocol
# witnesses (a member implementing a requirement of a protocol its type conforms to, or a protocol
# extension's default) and the rest, the vocabulary a user learns.
# Left out by module, not by name: NavDSLHeadless (the headless platform and the addons' headless
# models, which mirror UIKit's classes; a test product no app links) is read and reported on a line of
# its own; a core type is counted whatever its name. Symbols the graph synthesizes (protocol-extension members repeated on each
# conforming type) are not declarations. The UIKit adapter is not compiled on Linux.
#
#   bash Checks/PublicAPI/count.sh          # the table by area
#   bash Checks/PublicAPI/count.sh --list   # every counted symbol with its area and column, then the table
#
# The goals (issue 40; the "60% of the 2026-11-24 count" target is retired): one way to do each thing
# (twins.sh, at zero), public means used as a user would (UserPackage/), and this report by area against
# Nivelir's. History: d53e79b 223 types / 1201 members; 194 / 1057 on main at dde3fad (name-prefix count);
# issue-40b (folder count, ScreenTransition counted, one-release deprecated aliases included): 198 / 1076,
# of which 195 enum cases and 119 witnesses; headless models 45 / 280 not counted.
# issue-44b (NavDSLSwiftUI counted; witnesses of another module's protocols, such as the SwiftUI models'
# container conformances, found through every graph's requirements): 228 / 1239, of which NavDSLSwiftUI/Model
# 22 / 141 (61 witnesses) and NavDSL + NavDSLAddons 206 / 1098; 205 cases, 212 witnesses in all.
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
