#!/usr/bin/env bash
# Public means used as a user would: the public symbols no user-side code names (unused.swift), after
# a public-level symbol-graph dump (as count.sh makes); fails when one is neither used nor listed in
# extension-points.txt. .ci/run runs unused.swift on the graphs its Documentation step dumps.
#
#   bash Checks/PublicAPI/unused.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
rm -f .build/*/symbolgraph/*.symbols.json
swift package dump-symbol-graph --minimum-access-level public > /dev/null 2>&1 || true
graph=$(ls .build/*/symbolgraph/NavDSL.symbols.json 2> /dev/null | head -n 1)
[ -n "$graph" ] || { echo "unused.sh: no symbol graph for NavDSL"; exit 1; }
users=Checks/PublicAPI/UserPackage
swift Checks/PublicAPI/unused.swift "$(dirname "$graph")" Checks/PublicAPI/extension-points.txt \
    "$users/Sources/ExampleTour/" "$users/Sources/AddonsFromOutside/" "$users/Sources/CompatFromOutside/" \
    "$users/Tests/DocSnippets/" Examples/NavDSLiOSExample README.md Sources/NavDSL/NavDSL.docc
