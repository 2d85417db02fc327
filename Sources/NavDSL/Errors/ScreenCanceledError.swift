/// The navigation was cancelled before it finished (its `Task` was cancelled); the remaining
/// actions did not run.
public struct ScreenCanceledError: ScreenError {
    /// The failing step.
    public var step: ScreenErrorStep?

    /// Creates the error.
    public init(step: ScreenErrorStep? = nil) {
        self.step = step
    }

    /// A fixed message.
    public var reason: String { "the navigation was cancelled; the remaining actions did not run" }
}
