extension ScreenNavigator {
    /// Reports, as ``ScreenNavigationEvent/Kind-swift.enum/userChange(_:)`` events, what changed
    /// in the window's tree since this navigator's last navigation ended: a back swipe that
    /// finished, a sheet swiped down, a tab tapped.
    ///
    /// Without this call the changes are reported when the next navigation starts. Call it from a
    /// delegate your app already owns to hear them at once:
    /// ```swift
    /// func presentationControllerDidDismiss(_ controller: UIPresentationController) {
    ///     navigator.noticeUserChanges()
    /// }
    /// ```
    /// - Note: Reports nothing while a navigation runs (the tree is the navigator's to change then)
    ///   and nothing when no listener is registered. Completes at once; never changes the tree.
    public func noticeUserChanges() {
        let window = window
        guard queue.isFree else { return }
        for change in userChanges.compare(with: window) {
            events.emit(.userDriven, .none, .userChange(change), by: self)
        }
        dropUnshownSheetHooks()
    }

    /// Starts watching for user changes: called when a top-level navigation starts.
    package func userChangesBeforeNavigation() {
        let listened = events.hasListeners
        for change in userChanges.navigationStarts(in: listened ? window : nil, listened: listened) {
            events.emit(.userDriven, .none, .userChange(change), by: self)
        }
    }

    /// Remembers the tree when the last running top-level navigation has ended.
    package func userChangesAfterNavigation() {
        let listened = events.hasListeners
        userChanges.navigationEnds(in: listened ? window : nil, listened: listened)
    }
}

/// Where platforms report a user gesture that changed a window's tree, without knowing the
/// navigators: every live navigator of that window compares its tree
/// (``ScreenNavigator/noticeUserChanges()``).
///
/// Headless gestures report here; a UIKit app may call `noticeUserChanges()` from its own delegates.
@MainActor
package enum ScreenUserChangeReports {
    private struct Entry {
        weak var navigator: ScreenNavigator?
    }

    private static var entries: [Entry] = []

    /// Lets `navigator` hear reports (weakly).
    package static func register(_ navigator: ScreenNavigator) {
        entries.removeAll { $0.navigator == nil }
        entries.append(Entry(navigator: navigator))
    }

    /// A gesture changed the tree of `window`: its navigators report what changed.
    package static func report(in window: (any ScreenWindowContainer)?) {
        guard let window else { return }
        entries.removeAll { $0.navigator == nil }
        for entry in entries {
            guard let navigator = entry.navigator, navigator.window === window else { continue }
            navigator.noticeUserChanges()
        }
    }
}
