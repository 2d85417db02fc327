/// Logged (not returned) when an action calls its completion a second time; the second call is ignored.
public struct ScreenActionCompletedTwiceError: ScreenError {
    /// The action that misbehaved.
    public let action: String
    /// Always `nil`: the navigation has already moved on.
    public var step: ScreenErrorStep?

    /// Creates the error for `action`.
    public init(action: String) {
        self.action = action
    }

    /// Names the action and the rule.
    public var reason: String {
        "\(action) called its completion twice; the second call was ignored. Call completion exactly once."
    }
}
