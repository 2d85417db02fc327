/// Runs a route from its root; when any of its steps fails, runs a fallback route from the root
/// instead, whose result becomes the result.
package struct ScreenFallbackAction<Container: ScreenContainer>: ScreenAction, ScreenRouteScoping {
    /// The route that is tried first.
    package let actions: [AnyScreenRouteAction]
    private let fallback: @MainActor (any Error) -> [AnyScreenRouteAction]
    /// How the fallback appears in the route's text: a literal, or its steps when they are known.
    private let fallbackText: ScreenRouteText.Piece

    /// Creates the action from the primary steps and a builder of the fallback steps;
    /// `fallbackDescription` shows the fallback in logs.
    package init(
        actions: [AnyScreenRouteAction],
        fallbackDescription: String = "{ error in ... }",
        fallback: @escaping @MainActor (any Error) -> [AnyScreenRouteAction]
    ) {
        self.actions = actions
        self.fallbackText = .text(fallbackDescription)
        self.fallback = fallback
    }

    /// `top(.stack).push(Chat).fallback(to: top(.container).present(Chat))`.
    package var description: String { ScreenRouteText.of(textPieces) }

    /// A fallback to fixed steps, which the route's text shows.
    package init(actions: [AnyScreenRouteAction], fallbackSteps: [AnyScreenRouteAction]) {
        self.actions = actions
        self.fallbackText = .steps(fallbackSteps)
        self.fallback = { _ in fallbackSteps }
    }

    /// Runs the primary steps, then the fallback steps if they failed.
    package func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        navigator.run(actions, from: container) { result in
            guard case .failure(let error) = result else { return completion(.success(())) }
            if isNavigationCancellation(error) { return completion(.failure(error)) }
            navigator.emitInRunningNavigation(.info, .fallback(after: error))
            navigator.run(fallback(error), from: container) { completion($0.map { _ in }) }
        }
    }

    package var scopedActions: [AnyScreenRouteAction] { actions }
    package var scope: ScreenRouteScope { .fallback(fallback) }
    package var textPieces: [ScreenRouteText.Piece] { [.steps(actions), .text(".fallback(to: "), fallbackText, .text(")")] }
}

extension ScreenThenable {
    /// If any step so far fails, runs `route` from the root instead; the route continues from the root.
    ///
    /// ```swift
    /// HeadlessWindowRoute()
    ///     .first(.container(of: chat)).makeVisible()
    ///     .fallback(to: HeadlessWindowRoute().top(.stack).push(chat))
    ///     .fallback(to: HeadlessWindowRoute().top(.container).present(chat.withStackContainer()))
    /// ```
    /// - Note: Fails only when the fallback fails (with its error); a cancelled navigation is not
    ///   caught. Completes after the route that succeeded.
    public func fallback<Fallback: ScreenThenable>(to route: Fallback) -> ScreenRootRoute<Root> where Fallback.Root == Root {
        ScreenRootRoute<Root>().then(ScreenFallbackAction<Root>(actions: actions, fallbackSteps: route.actions))
    }

    /// If any step so far fails, builds a fallback route from the error and runs it from the root.
    ///
    /// ```swift
    /// route.fallback { error in HeadlessWindowRoute().top(.container).present(ErrorScreen(error)) }
    /// ```
    /// - Note: Fails only when the fallback fails; completes after the route that succeeded.
    public func fallback<Fallback: ScreenThenable>(
        to build: @escaping @MainActor (any Error) -> Fallback
    ) -> ScreenRootRoute<Root> where Fallback.Root == Root {
        ScreenRootRoute<Root>().then(ScreenFallbackAction<Root>(actions: actions) { error in build(error).actions })
    }
}
