// The errors about containers: the one a step looked for is not there, is of another type, is of a
// kind the step cannot handle, or already presents another controller. Each names the containers
// involved and the fix.

/// No container matched: a search predicate found nothing, a stack was empty, a tab did not exist,
/// or the route asked for a container (`presented`, `stack`, `window`) that is not there.
public struct ScreenContainerNotFoundError: ScreenError {
    /// What was looked for and where, with a hint.
    public let reason: String
    /// The failing step.
    public var step: ScreenStep?

    /// Creates the error with a reason such as "no container matches .stack on the visible path".
    public init(_ reason: String, step: ScreenStep? = nil) {
        self.reason = reason
        self.step = step
    }
}

// MARK: - Messages written in more than one place

extension ScreenContainerNotFoundError {
    /// `tabs` has no tab at `index`; the tab containers' own refusal (UIKit ignores the index).
    package static func noTab(at index: Int, in tabs: Any, count: Int) -> Self {
        Self("\(tabs) has no tab at index \(index); it has \(tabCount(count)). Add the tab with setupTab(with:) first.")
    }

    /// No tab of `tabs` matches `predicate`.
    package static func noTab(matching predicate: String, in tabs: Any, count: Int) -> Self {
        Self("no tab of \(tabs) matches \(predicate) (it has \(tabCount(count))). Set the tab up first with setupTab(with:).")
    }

    private static func tabCount(_ count: Int) -> String {
        switch count {
        case 0: "no tabs"
        case 1: "1 tab"
        default: "\(count) tabs"
        }
    }
}

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
    public var step: ScreenStep?

    /// Creates the error from the expected type and the container found.
    public init(expected: Any.Type, actual: Any, hint: String = "", step: ScreenStep? = nil) {
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

/// The step met a container kind it cannot handle, for example `makeVisible()` inside a custom
/// container that is neither a stack nor a tab bar.
public struct ScreenContainerNotSupportedError: ScreenError {
    /// The container that is not supported.
    public let container: String
    /// Why it is not supported.
    public let why: String
    /// The failing step.
    public var step: ScreenStep?

    /// Creates the error for `container`.
    public init(container: Any, why: String, step: ScreenStep? = nil) {
        self.container = String(describing: container)
        self.why = why
        self.step = step
    }

    /// Names the container and the limit.
    public var reason: String { "\(container) is not supported: \(why)" }
}

/// A presentation was refused because the presenter already presents another controller.
///
/// UIKit only logs `Attempt to present … which is already presenting …` and drops the request;
/// NavDSL returns this error instead. Present from the top of the chain (`.top(.container)`) or
/// dismiss first.
public struct ScreenContainerAlreadyPresentingError: ScreenError {
    /// The controller that was to be presented.
    public let container: String
    /// The controller UIKit resolved as the presenter.
    public let presenter: String
    /// What the presenter already presents.
    public let presented: String
    /// The controller `present` was called on (it may differ from the presenter).
    public let caller: String
    /// The failing step.
    public var step: ScreenStep?

    /// Creates the error from the four controllers involved.
    public init(container: Any, presenter: Any, presented: Any, caller: Any, step: ScreenStep? = nil) {
        self.container = String(describing: container)
        self.presenter = String(describing: presenter)
        self.presented = String(describing: presented)
        self.caller = String(describing: caller)
        self.step = step
    }

    /// UIKit's message followed by the fix.
    public var reason: String {
        "Attempt to present \(container) on \(presenter) (from \(caller)) which is already presenting \(presented). "
            + "Present from the top container (.top(.container)) or dismiss first."
    }
}
