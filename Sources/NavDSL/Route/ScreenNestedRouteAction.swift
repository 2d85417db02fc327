/// Runs a whole route as one step on its root and returns to the root afterwards: the mechanism
/// behind ``ScreenThenable/resolve()`` and the nested-route forms such as `top(.stack) { ... }`.
package struct ScreenNestedRouteAction<Container: ScreenContainer>: ScreenAction, ScreenRouteScoping {
    /// The nested steps.
    package let actions: [AnyScreenRouteAction]

    /// Wraps `actions`, which must start on `Container`.
    package init(actions: [AnyScreenRouteAction]) {
        self.actions = actions
    }

    /// `{ top(.stack).push(Chat) }`.
    package var description: String { ScreenRouteText.of(textPieces) }

    /// Runs the steps; the route continues on `container` whatever they ended on.
    package func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        navigator.run(actions, from: container) { result in completion(result.map { _ in }) }
    }

    package var scopedActions: [AnyScreenRouteAction] { actions }
    package var scope: ScreenRouteScope { .nested }
    package var textPieces: [ScreenRouteText.Piece] { [.text("{ "), .steps(actions), .text(" }")] }
}
