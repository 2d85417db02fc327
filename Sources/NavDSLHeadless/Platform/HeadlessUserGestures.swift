import NavDSL

/// The user's gestures on headless stacks and tab bars, beside the sheet's swipe-down
/// (``HeadlessViewController/dismissInteractively()``): what a test performs to model a user who
/// acts between, or instead of, navigations.
///
/// Each one changes the tree as UIKit does for the gesture, then lets the window's navigators
/// report it as a `ScreenNavigationEvent.Kind.userChange(_:)`, the same event a
/// UIKit app's navigators report when the next navigation starts.
extension HeadlessNavigationController {
    /// Simulates the user's back swipe (or back button) that finishes: pops the top controller,
    /// animated.
    ///
    /// ```swift
    /// stack.popInteractively()                 // [home, chat] -> [home]
    /// #expect(recorder.userChanges.map(\.kind) == [.stack])
    /// ```
    /// - Note: Returns `false` and changes nothing when only the root is left, as UIKit offers no
    ///   back gesture then; the report comes when the pop's transition ends.
    @discardableResult
    public func popInteractively() -> Bool {
        guard viewControllers.count > 1 else { return false }
        let window = window
        setStackContainers(Array(viewControllers.dropLast()), animation: .default) { result in
            if case .success = result { ScreenUserChangeReports.report(in: window) }
        }
        return true
    }
}

extension HeadlessTabBarController {
    /// Simulates the user tapping the tab at `index`: selects it, without animation, as the tab
    /// bar does.
    ///
    /// ```swift
    /// tabs.tapTab(at: 1)
    /// #expect(recorder.userChanges.map(\.kind) == [.selectTab])
    /// ```
    /// - Note: Returns `false` and changes nothing for an index with no tab; tapping the selected
    ///   tab changes nothing and reports nothing.
    @discardableResult
    public func tapTab(at index: Int) -> Bool {
        guard tabContainers.indices.contains(index) else { return false }
        let window = window
        selectTabContainer(at: index, animation: nil) { result in
            if case .success = result { ScreenUserChangeReports.report(in: window) }
        }
        return true
    }
}
