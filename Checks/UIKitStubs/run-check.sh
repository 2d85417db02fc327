#!/usr/bin/env bash
# Builds NavDSL's UIKit adapter against the UIKit signature stubs from clean, fails on any compiler
# warning, and runs the smoke tests. Called by .ci/run.
set -euo pipefail
cd "$(dirname "$0")"
rm -rf .build
swift build --build-tests 2>&1 | tee .stub-build.log
if grep -E "(error|warning):" .stub-build.log; then
    echo "UIKit stub check: the adapter does not compile cleanly against the stubs (above)."
    rm -f .stub-build.log
    exit 1
fi
rm -f .stub-build.log
swift test
