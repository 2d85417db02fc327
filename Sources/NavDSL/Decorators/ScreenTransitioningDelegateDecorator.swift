/// Gives a controller a transitioning delegate (its custom presentation) and keeps the delegate
/// alive exactly as long as the controller: UIKit's `transitioningDelegate` is weak, so the
/// decorator's payload owns it.
package struct ScreenTransitioningDelegateDecorator<Container: ScreenTransitioningContainer>: ScreenDecorator {
    /// The delegate.
    package let delegate: Container.TransitioningDelegate

    /// Creates the decorator.
    package init(delegate: Container.TransitioningDelegate) {
        self.delegate = delegate
    }

    /// The delegate, retained by the container's payload.
    package var payload: AnyObject? { delegate as AnyObject }

    /// `withModalTransitioningDelegate(SlideIn)`.
    package var description: String { "withModalTransitioningDelegate(\(type(of: delegate as AnyObject)))" }

    /// Sets the delegate and the `.custom` presentation style (so the delegate's presentation
    /// controller is used, as Nivelir does); a `withModalPresentationStyle(_:)` after it wins.
    package func build(_ container: Container, navigator: ScreenNavigator) -> Container {
        container.setScreenModalPresentationStyle(.custom)
        container.setScreenTransitioningDelegate(delegate)
        return container
    }
}

/// A controller that takes a transitioning delegate: what `withModalTransitioningDelegate(_:)` needs.
@MainActor
public protocol ScreenTransitioningContainer: ScreenModalStylingContainer {
    /// The platform's delegate type: `UIViewControllerTransitioningDelegate` on UIKit,
    /// `HeadlessTransitioningDelegate` on the headless platform.
    associatedtype TransitioningDelegate

    /// Sets the controller's transitioning delegate (UIKit holds it weakly).
    func setScreenTransitioningDelegate(_ delegate: TransitioningDelegate)
}

@MainActor
extension Screen where Container: ScreenTransitioningContainer {
    /// The screen presented through `delegate` (Nivelir's `withModalTransitioningDelegate(_:)`),
    /// which lives exactly as long as the controller.
    ///
    /// It also sets the `.custom` presentation style, so the presentation controller the delegate
    /// provides is used; a `withModalPresentationStyle(_:)` applied after it wins.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.container).present(card.withModalTransitioningDelegate(SlideIn()))
    /// ```
    public func withModalTransitioningDelegate(_ delegate: Container.TransitioningDelegate) -> AnyScreen<Container> {
        decorated(by: ScreenTransitioningDelegateDecorator<Container>(delegate: delegate))
    }
}
