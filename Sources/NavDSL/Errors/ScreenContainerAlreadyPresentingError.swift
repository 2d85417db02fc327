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
    public var step: ScreenErrorStep?

    /// Creates the error from the four controllers involved.
    public init(container: Any, presenter: Any, presented: Any, caller: Any, step: ScreenErrorStep? = nil) {
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
