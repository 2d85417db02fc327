#!/usr/bin/env bash
# The headless family is a product of its own: a file that imports NavDSL (and NavDSLAddons), as app
# code does, sees no headless type, and a test that forgets `import NavDSLHeadless` gets Swift's
# ordinary "cannot find 'HeadlessWindow' in scope", the error the migration guide quotes. Each file is
# type-checked against the modules `swift build` made; WithImport.swift, the control, must compile, so
# a missing module can't pass the check. Run by .ci/run after the build.
#
#   swift build && bash Checks/HeadlessImport/check.sh
exec bash "$(dirname "$0")/../compile-refusals.sh" "headless import" Checks/HeadlessImport WithImport.swift \
    "WithoutImport.swift:cannot find 'HeadlessWindow' in scope" \
    "AppCode.swift:cannot find type 'HeadlessAlertController' in scope"
