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

    /// Sets the delegate.
    package func build(_ container: Container, navigator: ScreenNavigator) -> Container {
        container.setScreenTransitioningDelegate(delegate)
        return container
    }
}

/// A controller that takes a transitioning delegate: what `withModalTransitioningDelegate(_:)` needs.
@MainActor
public protocol ScreenTransitioningContainer: ScreenModalStylingContainer {
    /// The platform's delegate type: `UIViewControllerTransitioningDelegate` on UIKit,
    /// ``HeadlessTransitioningDelegate`` on the headless platform.
    associatedtype TransitioningDelegate

    /// Sets the controller's transitioning delegate (UIKit holds it weakly).
    func setScreenTransitioningDelegate(_ delegate: TransitioningDelegate)
}

extension Screen where Container: ScreenTransitioningContainer {
    /// The screen presented through `delegate` (Nivelir's `withModalTransitioningDelegate(_:)`),
    /// which lives exactly as long as the controller.
    ///
    /// Combine it with `.withModalPresentationStyle(.custom)` when the delegate also provides the
    /// presentation controller.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.container).present(card.withModalPresentationStyle(.custom).withModalTransitioningDelegate(SlideIn()))
    /// ```
    public func withModalTransitioningDelegate(_ delegate: Container.TransitioningDelegate) -> AnyScreen<Container> {
        decorated(by: ScreenTransitioningDelegateDecorator<Container>(delegate: delegate))
    }
}
