/// Logged by ``ScreenLeakCheck`` when a container that a navigation removed is still alive after
/// the check's delay.
public struct ScreenLeakError: ScreenError {
    /// The container still alive.
    public let container: String
    /// How long the check waited.
    public let delay: Duration
    /// The navigation that removed it.
    public var step: ScreenErrorStep?

    /// Creates the error.
    public init(container: String, delay: Duration, step: ScreenErrorStep? = nil) {
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
