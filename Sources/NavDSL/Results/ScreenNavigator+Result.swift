/// Showing a screen and getting its answer: `result(of:)` runs a route and returns what the
/// ``ResultScreen`` it shows reports.
extension ScreenNavigator {
    // MARK: - Completion forms

    /// Runs `route` from the window and completes with what the result screen it shows reports.
    ///
    /// ```swift
    /// navigator.result(of: HeadlessWindowRoute().top(.container).present(picker), as: String.self) { result in ... }
    /// ```
    /// The awaited screen is the first ``ResultScreen`` reporting `Value` that the navigation builds
    /// (directly or in navigations nested in it). The wait does not dismiss the screen: the screen
    /// (or the caller, once it has the value) closes it.
    /// - Note: Completes once: with the reported value; with ``ScreenResultError`` when the screen
    ///   leaves the hierarchy (`.dismissed`) or is released (`.released`) without reporting, or the
    ///   route showed none (`.notShown`); with the navigation's own error when it fails or is cancelled.
    public func result<Route: ScreenThenable, Value>(
        of route: Route,
        as type: Value.Type = Value.self,
        completion: @escaping ScreenCompletion<Value>
    ) where Route.Root: ScreenWindowContainer {
        let navigation = makeNavigation(to: route, completion: nil)
        results.waiter(for: navigation, as: type).completion = completion
        submit(navigation)
    }

    /// Runs `route` from `container` and completes with what the result screen it shows reports.
    ///
    /// ```swift
    /// navigator.result(from: chatController, of: HeadlessModalRoute().present(picker), as: String.self) { result in ... }
    /// ```
    /// - Note: Completes once, as ``result(of:as:completion:)`` does.
    public func result<Container: ScreenContainer, Route: ScreenThenable, Value>(
        from container: Container,
        of route: Route,
        as type: Value.Type = Value.self,
        completion: @escaping ScreenCompletion<Value>
    ) where Route.Root == Container {
        let navigation = makeNavigation(from: container, to: route, completion: nil)
        results.waiter(for: navigation, as: type).completion = completion
        submit(navigation)
    }

    // MARK: - Async forms

    /// Runs `route` from the window and returns what the result screen it shows reports, waiting at
    /// most `timeout` when one is given (from the call, the navigation included).
    ///
    /// ```swift
    /// let color = try await navigator.result(of: HeadlessWindowRoute().top(.container).present(picker), as: String.self)
    /// let answer = try await navigator.result(of: route, as: String.self, timeout: .seconds(30))
    /// ```
    /// Without a bound, the wait lasts until the screen reports, closes or is released; give one
    /// when nothing else ends it (a screen that may never answer). Like a cancelled wait, a timed-out
    /// one leaves the screen up: close it yourself if the user should not see it any more.
    /// - Note: Throws ``ScreenResultError`` when the screen closes without reporting or the route
    ///   showed none (``ScreenResultError/Kind/timedOut`` when `timeout` passes first), the
    ///   navigation's error when it fails, and ``ScreenCanceledError`` when the task is cancelled (the
    ///   screen then stays; its later report is dropped). For a value that is not `Sendable`, use the
    ///   completion form.
    public func result<Route: ScreenThenable, Value: Sendable>(
        of route: Route,
        as type: Value.Type = Value.self,
        timeout: Duration? = nil
    ) async throws -> Value where Route.Root: ScreenWindowContainer {
        try await awaitingResult(of: makeNavigation(to: route, completion: nil), as: type, timeout: timeout)
    }

    /// Runs `route` from `container` and returns what the result screen it shows reports.
    ///
    /// ```swift
    /// let color = try await navigator.result(from: chatController, of: HeadlessModalRoute().present(picker), as: String.self)
    /// ```
    /// - Note: Throws as ``result(of:as:timeout:)`` does.
    public func result<Container: ScreenContainer, Route: ScreenThenable, Value: Sendable>(
        from container: Container,
        of route: Route,
        as type: Value.Type = Value.self
    ) async throws -> Value where Route.Root == Container {
        try await awaitingResult(of: makeNavigation(from: container, to: route, completion: nil), as: type)
    }

    private func awaitingResult<Value: Sendable>(
        of navigation: ScreenNavigation,
        as type: Value.Type,
        timeout: Duration? = nil
    ) async throws -> Value {
        guard !Task.isCancelled else { throw ScreenCanceledError() }
        let waiter = results.waiter(for: navigation, as: type)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Value, any Error>) in
                // The timer holds the waiter weakly and is cancelled by the answer, so a wait that
                // ends first leaves no sleeping task behind.
                let timer = timeout.map { timeout in
                    Task { @MainActor [weak waiter] in
                        try? await Task.sleep(for: timeout)
                        guard !Task.isCancelled else { return }
                        waiter?.timeOut()
                    }
                }
                waiter.completion = { result in
                    timer?.cancel()
                    continuation.resume(with: result)
                }
                submit(navigation)
            }
        } onCancel: {
            Task { @MainActor in
                navigation.cancel()
                waiter.cancel()
            }
        }
    }
}
