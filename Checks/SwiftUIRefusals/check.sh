#!/usr/bin/env bash
# Compile-time refusals of the SwiftUI family: `withPopover(anchor:)`, the anchored alert and share
# sheet (`present(alert:anchor:)`, `present(share:anchor:)`) and
# `withModalTransitioningDelegate(_:)` must not compile on a SwiftUI screen (its models do not adopt
# ScreenPopoverContainer or ScreenTransitioningContainer). Each snippet is type-checked against the
# modules `swift build` made; it must fail, and for the missing conformance. Allowed.swift, the
# control, must compile, so a missing module can't pass the check. Run by .ci/run after the build.
#
#   swift build && bash Checks/SwiftUIRefusals/check.sh
exec bash "$(dirname "$0")/../compile-refusals.sh" "SwiftUI refusals" Checks/SwiftUIRefusals Allowed.swift \
    "Popover.swift:ScreenPopoverContainer" "TransitioningDelegate.swift:ScreenTransitioningContainer" \
    "AlertAnchor.swift:ScreenPopoverContainer" "ShareAnchor.swift:ScreenPopoverContainer"
