/// Runs a whole route as one step on its root and returns to the root afterwards: the mechanism
/// behind ``ScreenThenable/resolve()`` and the nested-route forms such as `top(.stack) { ... }`.
public struct ScreenNestedRouteAction<Container: ScreenContainer>: ScreenAction, ScreenRouteScoping {
    /// The nested steps.
    public let actions: [AnyScreenRouteAction]

    /// Wraps `actions`, which must start on `Container`.
    public init(actions: [AnyScreenRouteAction]) {
        self.actions = actions
    }

    /// `{ top(.stack).push(Chat) }`.
    public var description: String { ScreenRouteText.of(textPieces) }

    /// Runs the steps; the route continues on `container` whatever they ended on.
    public func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        navigator.run(actions, from: container) { result in completion(result.map { _ in }) }
    }

    package var scopedActions: [AnyScreenRouteAction] { actions }
    package var scope: ScreenRouteScope { .nested }
    package var textPieces: [ScreenRouteText.Piece] { [.text("{ "), .steps(actions), .text(" }")] }
}
