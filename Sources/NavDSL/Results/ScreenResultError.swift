/// A screen whose result was awaited closed without reporting it, or the route showed no such screen.
///
/// ```swift
/// do {
///     let color = try await navigator.result(of: HeadlessWindowRoute().top(.container).present(picker), as: String.self)
/// } catch let error as ScreenResultError where error.kind == .dismissed {
///     // the user closed the picker
/// }
/// ```
/// - Note: When the navigation that shows the screen fails or is cancelled, the waiter gets that
///   navigation's own error instead (``ScreenCanceledError`` for a cancellation), as `navigate` does.
public struct ScreenResultError: ScreenError, Equatable {
    /// Why no result came.
    public enum Kind: Sendable {
        /// A navigation of this navigator took the screen out of the window's hierarchy (dismissed,
        /// popped, its window root replaced) before it reported; checked when each top-level
        /// navigation finishes, whether the screen's controller is still alive or not.
        case dismissed
        /// The screen's container was deallocated before it reported, with no navigation of this
        /// navigator involved (a UIKit back button or swipe down, a pop done outside the
        /// navigator); noticed on the main actor's next turn.
        case released
        /// The route finished without building a ``ResultScreen`` of the awaited type.
        case notShown
        /// The bound given to ``ScreenNavigator/result(of:as:timeout:)`` passed before the screen
        /// reported; the screen stays up.
        case timedOut
    }

    /// Why no result came.
    public let kind: Kind
    /// The screen, as its key prints (`ColorPicker`), or the awaited type for ``Kind/notShown``.
    public let screen: String
    /// Always `nil`: the error belongs to the wait, not to a step of the route.
    public var step: ScreenStep?

    /// Creates the error.
    package init(_ kind: Kind, screen: String) {
        self.kind = kind
        self.screen = screen
    }

    /// Names the screen, what happened and what to do.
    public var reason: String {
        switch kind {
        case .dismissed:
            "'\(screen)' left the screen without reporting its result. Report before closing it, or handle this error as the user cancelling."
        case .released:
            "'\(screen)' was released without reporting its result. Report before closing it, or handle this error as the user cancelling."
        case .timedOut:
            "'\(screen)' did not report its result in time. Close it if the user should not see it any more, or wait longer."
        case .notShown:
            "the route showed no screen reporting a result of type \(screen). Present or push a ResultScreen whose ScreenResult is \(screen)."
        }
    }
}

/// Logged (not returned) when a screen reports a second result; the second report is ignored.
public struct ScreenResultReportedTwiceError: ScreenError {
    /// The screen that reported twice.
    public let screen: String
    /// Always `nil`: no route step is involved.
    public var step: ScreenStep?

    /// Creates the error for `screen`.
    package init(screen: String) {
        self.screen = screen
    }

    /// Names the screen and the rule.
    public var reason: String {
        "'\(screen)' reported its result twice; the second report was ignored. A screen reports exactly once."
    }
}
