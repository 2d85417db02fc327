/// A container was not of the type a step needs, for example a route built for one window class
/// run on another, or a screen of one platform shown on another platform's container.
public struct ScreenContainerTypeMismatchError: ScreenError {
    /// The type the step expected.
    public let expected: String
    /// What it got.
    public let actual: String
    /// What to do instead, for the place the mismatch was found; empty when there is no advice.
    public let hint: String
    /// The failing step.
    public var step: ScreenErrorStep?

    /// Creates the error from the expected type and the container found.
    public init(expected: Any.Type, actual: Any, hint: String = "", step: ScreenErrorStep? = nil) {
        self.expected = String(describing: expected)
        self.actual = String(describing: actual)
        self.hint = hint
        self.step = step
    }

    /// Names both types, then the hint.
    public var reason: String {
        let mismatch = "expected a \(expected), found \(actual)."
        return hint.isEmpty ? mismatch : "\(mismatch) \(hint)"
    }
}

// MARK: - Where a mismatch is found, and its fix

extension ScreenContainerTypeMismatchError {
    /// A route whose root is not the navigator's window type.
    package static func routeRoot(_ root: Any.Type, window: Any) -> Self {
        Self(
            expected: root, actual: window,
            hint: "The route's root must be the navigator's window type: build it from ScreenRootRoute<\(type(of: window))>().")
    }

    /// A step, or the end of a route, given a container its route was not built for: steps taken
    /// from one route (its `actions`) and run where another route is.
    package static func stepInput(_ expected: Any.Type, actual: Any) -> Self {
        Self(
            expected: expected, actual: actual,
            hint: "The route got here on a \(type(of: actual)); steps taken from a route (its actions) run only where that route starts.")
    }

    /// A typed relation (`presented(of:)`) that found a container of another class.
    package static func relation(_ name: String, expected: Any.Type, actual: Any) -> Self {
        Self(
            expected: expected, actual: actual,
            hint: "Name the class it has, \(name)(of: \(type(of: actual)).self), or use \(name) without a type.")
    }

    /// A screen whose controller belongs to another platform than the container it fills.
    package static func otherPlatform(_ expected: Any.Type, screen: String) -> Self {
        Self(expected: expected, actual: screen, hint: "Fill a container with screens built for its own platform.")
    }
}
