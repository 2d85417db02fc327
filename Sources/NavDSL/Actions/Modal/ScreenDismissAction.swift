/// Dismisses what the current controller presents.
///
/// The presented controller and everything above
/// it. The current controller stays. Public, as Nivelir's, for an app's own actions:
///
/// ```swift
/// HeadlessWindowRoute().root.then(ScreenDismissAction(animated: false))   // what dismiss(animated: false) adds
/// ```
/// - Note: Fails as ``ScreenThenable/dismiss(animated:)`` fails; completes after the dismissal.
public struct ScreenDismissAction<Container: ScreenModalContainer>: ScreenAction {
    /// Whether the dismissal is animated.
    public let animated: Bool

    /// Creates the action.
    public init(animated: Bool) {
        self.animated = animated
    }

    /// `dismiss()`.
    public var description: String { "dismiss()" }

    /// Dismisses; completes at once when nothing is presented.
    public func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        container.dismissPresentedContainer(animated: animated, undoableBy: navigator, completion: completion)
    }
}

extension ScreenThenable where Current: ScreenModalContainer {
    /// Dismisses what this controller presents (and everything above it).
    ///
    /// This controller stays.
    /// To close the modal you are in, go to its presenter first.
    ///
    /// ```swift
    /// HeadlessWindowRoute().root.dismiss()                                   // close every modal
    /// navigator.navigate(from: loginController) { $0.presenting.dismiss() }  // close the login modal
    /// ```
    /// - Parameters:
    ///   - animated: Whether the change animates (default `true`); undo never animates.
    /// - Note: Succeeds without a change when nothing is presented, unlike UIKit's `dismiss`, which
    ///   would then dismiss the receiver itself; fails with a platform rule error when a transition
    ///   is running; completes after the dismissal.
    public func dismiss(animated: Bool = true) -> ScreenRoute<Root, Current> {
        then(ScreenDismissAction<Current>(animated: animated))
    }
}
