/// An action did not complete within the navigator's ``ScreenNavigator/actionTimeout``.
///
/// The
/// navigation failed so later navigations are not blocked. A late completion is ignored.
public struct ScreenActionTimeoutError: ScreenError {
    /// The action that did not complete.
    public let action: String
    /// How long the navigator waited.
    public let timeout: Duration
    /// The failing step, set by the navigator.
    public var step: ScreenErrorStep?

    /// Creates the error.
    public init(action: String, timeout: Duration, step: ScreenErrorStep? = nil) {
        self.action = action
        self.timeout = timeout
        self.step = step
    }

    /// Names the action and the limit.
    public var reason: String {
        "\(action) did not complete within \(timeout). Make sure every path of the action calls its completion, "
            + "or raise ScreenNavigator.actionTimeout."
    }
}
