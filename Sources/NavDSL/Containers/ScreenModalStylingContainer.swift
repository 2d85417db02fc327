/// A controller whose presentation can be styled: what `withModalPresentationStyle(_:)` and
/// `withModalTransitionStyle(_:)` need.
@MainActor
public protocol ScreenModalStylingContainer: ScreenContainer {
    /// Sets how the controller covers the screen when presented.
    func setScreenModalPresentationStyle(_ style: ScreenModalPresentationStyle)
    /// Sets the presentation's animation.
    func setScreenModalTransitionStyle(_ style: ScreenModalTransitionStyle)
}
