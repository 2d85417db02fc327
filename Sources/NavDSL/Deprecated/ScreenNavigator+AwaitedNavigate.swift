// The awaited `navigate` spellings, renamed `navigateAndWait`: an `async` overload named `navigate` is what Swift
// picks inside `async` code, so `navigate` could not be fire-and-forget there. Unavailable with a fix-it (a call
// still written `try await navigator.navigate(to:)` compiles as the fire-and-forget form, with a warning);
// this file is deleted in 0.2.0 (CHANGELOG.md).

extension ScreenNavigator {
    /// Renamed ``navigateAndWait(to:)``: an `async` overload named `navigate` shadowed the
    /// fire-and-forget one inside every `async` function.
    ///
    /// ```swift
    /// try await navigator.navigateAndWait(to: route)
    /// ```
    /// - Note: Unavailable; a call written `try await navigator.navigate(to: route)` now starts the
    ///   navigation without waiting, and Swift warns that nothing in it is `async` or throws.
    @available(*, unavailable, renamed: "navigateAndWait(to:)", message: "Removed in 0.2.0")
    @discardableResult
    public func navigate<Route: ScreenThenable>(to route: Route) async throws -> Route.Current where Route.Root: ScreenWindowContainer {
        try await navigateAndWait(to: route)
    }

    /// Renamed ``navigateAndWait(from:to:)``, as ``navigateAndWait(to:)`` was.
    ///
    /// ```swift
    /// try await navigator.navigateAndWait(from: controller, to: route)
    /// ```
    /// - Note: Unavailable; see ``navigateAndWait(to:)``.
    @available(*, unavailable, renamed: "navigateAndWait(from:to:)", message: "Removed in 0.2.0")
    @discardableResult
    public func navigate<Container: ScreenContainer, Route: ScreenThenable>(from container: Container?, to route: Route)
        async throws -> Route.Current where Route.Root == Container
    {
        try await navigateAndWait(from: container, to: route)
    }
}
