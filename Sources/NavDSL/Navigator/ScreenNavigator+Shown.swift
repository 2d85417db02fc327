/// Waiting for what the user sees: a test that acts as the user (or code that must wait for a flow another part
/// of the app started) waits, bounded, until a screen is the one on screen, then acts on its container.
extension ScreenNavigator {
    /// Waits until the controller the user looks at (``topContainer``) carries `screen`'s key, and returns it.
    ///
    /// A gated route started with `navigate(to:)` presents its login and waits for the user; a test waits until the
    /// login is shown, then acts as the user:
    /// ```swift
    /// navigator.navigate(to: gatedRoute)
    /// let login = try await navigator.waitUntilShown(loginScreen)
    /// login.signIn()
    /// ```
    /// The tree is read at once, then again every few milliseconds; between reads the main actor is free, so
    /// queued navigations, transitions that end later and the user's gestures go on.
    /// - Parameters:
    ///   - screen: The screen whose container is awaited (compared by ``Screen/key``: a stand-in with the same
    ///     name and traits as the app's screen matches it).
    ///   - timeout: How long to wait at most (default one second).
    /// - Returns: The container, typed as the screen builds it.
    /// - Note: Fails with ``ScreenContainerNotFoundError`` naming the screen and what is on screen instead when the
    ///   time is up, or with `CancellationError` when the waiting task is cancelled. Changes nothing.
    public func waitUntilShown<Shown: Screen>(_ screen: Shown, timeout: Duration = .seconds(1)) async throws -> Shown.Container {
        let key = screen.key
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while true {
            if let top = topContainer, top.effectiveScreenKey == key, let container = top as? Shown.Container {
                return container
            }
            guard clock.now < deadline else {
                let shown = topContainer.map { $0.effectiveScreenKey.map(\.description) ?? "\(type(of: $0))" } ?? "nothing"
                throw ScreenContainerNotFoundError("\(key) was not shown within \(timeout) (on screen: \(shown))")
            }
            try await Task.sleep(for: .milliseconds(2))
        }
    }
}
