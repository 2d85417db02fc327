#!/usr/bin/env bash
# Compile-time refusals of `withStackContainer(of:)`: a class that is not the family's navigation
# controller class (a tab bar controller, another family's stack) and a subclass lacking the
# `init()` NavDSL builds it with must not compile, each for its reason. Allowed.swift, the control,
# must compile, so a missing module can't pass the check. Run by .ci/run after the build.
#
#   swift build && bash Checks/StackClassRefusals/check.sh
exec bash "$(dirname "$0")/../compile-refusals.sh" "Stack class refusals" Checks/StackClassRefusals Allowed.swift \
    "NotAStack.swift:conform to 'ScreenBuildableStackContainer'" \
    "OtherFamily.swift:(aka 'HeadlessPlatform') be equivalent" \
    "NoInit.swift:'required' initializer 'init()' must be provided"
