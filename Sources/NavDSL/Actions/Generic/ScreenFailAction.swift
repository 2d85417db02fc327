/// Fails with a given error: a route that must not go on, or a test of fallbacks.
package struct ScreenFailAction<Container: ScreenContainer>: ScreenAction {
    /// The error the action fails with.
    package let error: any Error

    /// Creates the action.
    package init(error: any Error) {
        self.error = error
    }

    /// `fail(with: LoginRequired)`: the error's type, since the message follows in the error itself.
    package var description: String { "fail(with: \(type(of: error)))" }

    /// Completes with the error.
    package func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        completion(.failure(error))
    }
}

extension ScreenThenable {
    /// Stops the route with `error`.
    ///
    /// ```swift
    /// isLoggedIn ? route : HeadlessWindowRoute().fail(with: LoginRequired())
    /// ```
    /// - Note: Always fails, with `error` unchanged.
    public func fail(with error: any Error) -> ScreenRoute<Root, Current> {
        then(ScreenFailAction<Current>(error: error))
    }
}
