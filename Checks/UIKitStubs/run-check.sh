#!/usr/bin/env bash
# Builds NavDSL's UIKit adapter against the UIKit signature stubs from clean, fails on any compiler
# warning, and runs the smoke tests, after checking the stubs' iOS availability against Package.swift's
# platforms (check-availability.sh). Called by .ci/run.
set -euo pipefail
cd "$(dirname "$0")"
bash check-availability.sh
bash check-citations.sh
rm -rf .build
swift build --build-tests 2>&1 | tee .stub-build.log
if grep -E "(error|warning):" .stub-build.log; then
    echo "UIKit stub check: the adapter does not compile cleanly against the stubs (above)."
    rm -f .stub-build.log
    exit 1
fi
rm -f .stub-build.log
swift test
