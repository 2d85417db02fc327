/// Runs a route from its root and reports success whatever happened; the error, if any, is logged.
package struct ScreenCauterizeAction<Container: ScreenContainer>: ScreenAction, ScreenRouteScoping {
    /// The steps whose errors are swallowed.
    package let actions: [AnyScreenRouteAction]

    /// Creates the action.
    package init(actions: [AnyScreenRouteAction]) {
        self.actions = actions
    }

    /// `{ ... }.cauterize()`.
    package var description: String { ScreenRouteText.of(textPieces) }

    /// Runs the steps and succeeds.
    package func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        navigator.run(actions, from: container) { result in
            if case .failure(let error) = result {
                navigator.emitInRunningNavigation(.info, .cauterized(error))
            }
            completion(.success(()))
        }
    }

    package var scopedActions: [AnyScreenRouteAction] { actions }
    package var scope: ScreenRouteScope { .cauterize }
    package var textPieces: [ScreenRouteText.Piece] { [.text("{ "), .steps(actions), .text(" }.cauterize()")] }
}

extension ScreenThenable {
    /// Ignores a failure of any step so far (the error is logged as info); the route continues
    /// from the root.
    ///
    /// ```swift
    /// HeadlessWindowRoute().root.presented.dismiss().cauterize().top(.stack).popToRoot()
    /// ```
    /// - Note: Never fails; completes after the steps ran or stopped.
    public func cauterize() -> ScreenRootRoute<Root> {
        ScreenRootRoute<Root>().then(ScreenCauterizeAction<Root>(actions: actions))
    }
}
