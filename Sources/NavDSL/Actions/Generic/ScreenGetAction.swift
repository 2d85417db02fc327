/// Hands the current container to a closure, for reading state or configuring a controller mid-route.
package struct ScreenGetAction<Container: ScreenContainer>: ScreenAction {
    private let body: @MainActor (Container) -> Void

    /// Creates the action.
    package init(_ body: @escaping @MainActor (Container) -> Void) {
        self.body = body
    }

    /// `get()`.
    package var description: String { "get()" }

    /// Calls the closure.
    package func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        body(container)
        completion(.success(()))
    }
}

extension ScreenThenable {
    /// Calls `body` with the current container; the route stays there.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.stack).get { stack in print(stack.viewControllers) }
    /// ```
    /// - Note: Never fails; completes at once.
    public func get(_ body: @escaping @MainActor (Current) -> Void) -> ScreenRoute<Root, Current> {
        then(ScreenGetAction<Current>(body))
    }
}
