/// Runs a whole route as one step on its root and returns to the root afterwards: the mechanism
/// behind ``ScreenThenable/resolve()`` and ``ScreenThenable/nested(_:)``.
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

extension ScreenThenable {
    /// Runs `route` from the current container, then continues on it.
    ///
    /// Go somewhere, do something there, come back: the one nested verb, for every relation,
    /// search and custom verb.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.stack).nested { $0.stackTop.present(sheet) }.popToRoot()
    /// navigator.navigate(from: login) { $0.nested { $0.presenting.dismiss() }.push(welcome) }
    /// HeadlessWindowRoute().nested { $0.first(.stack(name: "Chats")).popToRoot() }.makeKeyAndVisible()
    /// ```
    /// The closure receives an empty route on `Current`, so any verb fits in it, your own included,
    /// and what it ends on does not matter. It returns `Self`, so a custom verb declared
    /// `-> Self` can be written with it:
    /// ```swift
    /// extension ScreenThenable where Current: HeadlessViewController {
    ///     func closeModal() -> Self { nested { $0.presenting.dismiss() } }
    /// }
    /// ```
    /// - Note: Fails with the nested route's first error (its changes are undone with the rest of
    ///   the navigation); completes when the nested route's last step has.
    public func nested<Nested: ScreenThenable>(_ route: (ScreenRootRoute<Current>) -> Nested) -> Self where Nested.Root == Current {
        Self(route: then(ScreenNestedRouteAction<Current>(actions: route(ScreenRootRoute<Current>()).actions)))
    }
}
