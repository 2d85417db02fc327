/// The step met a container kind it cannot handle, for example `makeVisible()` inside a custom
/// container that is neither a stack nor a tab bar.
public struct ScreenContainerNotSupportedError: ScreenError {
    /// The container that is not supported.
    public let container: String
    /// Why it is not supported.
    public let why: String
    /// The failing step.
    public var step: ScreenErrorStep?

    /// Creates the error for `container`.
    public init(container: Any, why: String, step: ScreenErrorStep? = nil) {
        self.container = String(describing: container)
        self.why = why
        self.step = step
    }

    /// Names the container and the limit.
    public var reason: String { "\(container) is not supported: \(why)" }
}
