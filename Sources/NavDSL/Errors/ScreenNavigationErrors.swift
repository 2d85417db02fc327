// The errors about a navigation's run rather than its containers: it was cancelled, an action never
// completed or completed twice, or a container it removed stayed alive.

/// The navigation was cancelled before it finished (its `Task` was cancelled); the remaining
/// actions did not run.
public struct ScreenCanceledError: ScreenError {
    /// The failing step.
    public var step: ScreenStep?

    /// Creates the error.
    public init(step: ScreenStep? = nil) {
        self.step = step
    }

    /// A fixed message.
    public var reason: String { "the navigation was cancelled; the remaining actions did not run" }
}

/// An action did not complete within the navigator's ``ScreenNavigator/actionTimeout``.
///
/// The
/// navigation failed so later navigations are not blocked. A late completion is ignored; a change
/// it reports is undone as queued work of its own.
public struct ScreenActionTimeoutError: ScreenError {
    /// The action that did not complete.
    public let action: String
    /// How long the navigator waited.
    public let timeout: Duration
    /// The failing step, set by the navigator.
    public var step: ScreenStep?

    /// Creates the error.
    package init(action: String, timeout: Duration, step: ScreenStep? = nil) {
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

/// Logged (not returned) when an action calls its completion a second time; the second call is ignored.
public struct ScreenActionCompletedTwiceError: ScreenError {
    /// The action that misbehaved.
    public let action: String
    /// Always `nil`: the navigation has already moved on.
    public var step: ScreenStep?

    /// Creates the error for `action`.
    package init(action: String) {
        self.action = action
    }

    /// Names the action and the rule.
    public var reason: String {
        "\(action) called its completion twice; the second call was ignored. Call completion exactly once."
    }
}

/// Logged by ``ScreenLeakCheck`` when a container that a navigation removed is still alive after
/// the check's delay.
public struct ScreenLeakError: ScreenError {
    /// The container still alive.
    public let container: String
    /// How long the check waited.
    public let delay: Duration
    /// The navigation that removed it.
    public var step: ScreenStep?

    /// Creates the error.
    package init(container: String, delay: Duration, step: ScreenStep? = nil) {
        self.container = container
        self.delay = delay
        self.step = step
    }

    /// Names the container and the usual causes.
    public var reason: String {
        "\(container) was removed from the tree but is still alive \(delay) later. "
            + "Look for a closure or a delegate that holds it strongly."
    }
}
