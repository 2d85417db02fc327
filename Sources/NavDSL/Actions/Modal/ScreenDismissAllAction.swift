/// Dismisses every modal above the window's root, whichever controller the route is on.
package struct ScreenDismissAllAction<Container: ScreenModalContainer>: ScreenAction {
    /// Whether the dismissal is animated.
    package let animated: Bool

    /// Creates the action.
    package init(animated: Bool) {
        self.animated = animated
    }

    /// `dismissAll()`.
    package var description: String { "dismissAll()" }

    /// Dismisses what the window's root presents; completes at once when nothing is presented.
    package func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        guard let root = container.windowContainer?.rootContainer else {
            return completion(.failure(ScreenContainerNotFoundError("\(container) is not in a window, so there is no root to dismiss to.")))
        }
        root.dismissPresentedContainer(animated: animated, undoableBy: navigator, completion: completion)
    }
}

extension ScreenThenable where Current: ScreenModalContainer {
    /// Dismisses every modal above the window's root.
    ///
    /// ```swift
    /// HeadlessWindowRoute().root.dismissAll().top(.tabs).selectTab(with: .index(0))
    /// ```
    /// - Parameters:
    ///   - animated: Whether the change animates (default `true`); undo never animates.
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when the controller is not in a window;
    ///   completes after the dismissal (at once when nothing is presented).
    public func dismissAll(animated: Bool = true) -> ScreenRoute<Root, Current> {
        then(ScreenDismissAllAction<Current>(animated: animated))
    }
}
