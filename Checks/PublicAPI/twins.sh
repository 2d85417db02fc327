#!/usr/bin/env bash
# One way to do each thing: lists the public overloads in NavDSL, NavDSLAddons and NavDSLHeadless whose body is one
# call of another public symbol with a converted argument (twins.swift), and fails when one is not
# in the reviewed list twins.txt, or when a listed one is gone (so the list stays exact). The goal is
# no line starting with `twin` in twins.txt; `not a twin` lines record the candidates reviewed as
# different capabilities. It also dates the deprecations: each deprecated or unavailable declaration
# sits in its module's Deprecated/ folder and names the version that removes it ("Removed in 0.2.0"),
# and fails once CHANGELOG.md's newest section is that version. Run by .ci/run.
#
#   bash Checks/PublicAPI/twins.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
swift Checks/PublicAPI/twins.swift "$PWD" Checks/PublicAPI/twins.txt
