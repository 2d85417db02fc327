#!/usr/bin/env bash
# One way to do each thing: lists the public overloads in NavDSL, NavDSLAddons and NavDSLHeadless whose body is one
# call of another public symbol with a converted argument (twins.swift), and fails when one is not
# in the reviewed list twins.txt, or when a listed one is gone (so the list stays exact). The goal is
# no line starting with `twin` in twins.txt; `not a twin` lines record the candidates reviewed as
# different capabilities. Run by .ci/run.
#
#   bash Checks/PublicAPI/twins.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
swift Checks/PublicAPI/twins.swift "$PWD" Checks/PublicAPI/twins.txt
