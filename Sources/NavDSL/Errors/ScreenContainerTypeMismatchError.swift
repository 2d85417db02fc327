/// A container was not of the type a step needs, for example a route built for one window class
/// run on another, or a screen of one platform shown on another platform's container.
public struct ScreenContainerTypeMismatchError: ScreenError {
    /// The type the step expected.
    public let expected: String
    /// What it got.
    public let actual: String
    /// The failing step.
    public var step: ScreenErrorStep?

    /// Creates the error from the expected type and the container found.
    public init(expected: Any.Type, actual: Any, step: ScreenErrorStep? = nil) {
        self.expected = String(describing: expected)
        self.actual = String(describing: actual)
        self.step = step
    }

    /// Names both types.
    public var reason: String {
        "expected a \(expected), found \(actual). Check that the route's root matches the navigator's window type."
    }
}
