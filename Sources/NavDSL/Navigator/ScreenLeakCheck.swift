/// An opt-in debug check: after each navigation, every container it removed from the tree (popped,
/// dismissed, replaced) must be deallocated within ``delay``; one still alive is reported through
/// the navigator's logger as a ``ScreenLeakError``.
///
/// ```swift
/// #if DEBUG
/// navigator.leakCheck = ScreenLeakCheck(delay: .seconds(1))
/// #endif
/// ```
/// A leak is usually a closure capturing the controller strongly or a delegate that is not weak.
/// The check costs two walks of the tree per navigation; keep it out of release builds.
public struct ScreenLeakCheck: Sendable {
    /// How long a removed container may live on (UIKit releases dismissed controllers after the
    /// transition, a little later than the completion).
    public var delay: Duration

    /// Creates the check.
    public init(delay: Duration = .seconds(1)) {
        self.delay = delay
    }
}
