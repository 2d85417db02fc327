/// Nivelir's closure forms of `navigate`: the route is written in a closure that receives the
/// empty window route, so the window type is never spelled out.
extension ScreenNavigator {
    /// Builds a headless window route in a closure and runs it from the window.
    ///
    /// ```swift
    /// navigator.navigate { route in route.top(.stack).push(chat) }
    /// ```
    /// On UIKit the same spelling builds a `ScreenWindowRoute`; this headless form is the one chosen
    /// only when the closure fits no UIKit route (a headless screen, or no UIKit at all).
    ///
    /// - Note: Fails like ``navigate(to:completion:)``; completes after the last action's transition.
    @_disfavoredOverload
    public func navigate<Route: ScreenThenable>(
        to build: (HeadlessWindowRoute) -> Route,
        completion: ScreenCompletion<Void>? = nil
    ) where Route.Root == HeadlessWindow {
        navigate(to: build(HeadlessWindowRoute()), completion: completion)
    }

    /// Builds a headless window route in a closure, runs it and returns when it has finished.
    ///
    /// ```swift
    /// try await navigator.navigate { route in route.top(.stack).push(chat) }
    /// ```
    /// - Note: Throws like ``navigate(to:)``.
    @_disfavoredOverload
    public func navigate<Route: ScreenThenable>(to build: (HeadlessWindowRoute) -> Route) async throws
    where Route.Root == HeadlessWindow {
        try await navigate(to: build(HeadlessWindowRoute()))
    }

    /// Builds the route in a closure that starts from `container` and returns when it has finished.
    ///
    /// ```swift
    /// try await navigator.navigate(from: chatController) { $0.present(profile) }
    /// ```
    /// - Note: Throws ``ScreenContainerNotFoundError`` when `container` is `nil`, else like
    ///   ``navigate(from:to:)``.
    public func navigate<Container: ScreenContainer, Route: ScreenThenable>(
        from container: Container?,
        to build: (ScreenRootRoute<Container>) -> Route
    ) async throws where Route.Root == Container {
        try await navigate(from: container, to: build(ScreenRootRoute<Container>()))
    }
}

#if canImport(UIKit)
    import UIKit

    extension ScreenNavigator {
        /// Builds a UIKit window route in a closure and runs it from the key window.
        ///
        /// ```swift
        /// navigator.navigate { route in route.top(.stack).push(chat) }
        /// ```
        /// - Note: Fails like ``navigate(to:completion:)``; completes after the last action's transition.
        public func navigate<Route: ScreenThenable>(
            to build: (ScreenWindowRoute) -> Route,
            completion: ScreenCompletion<Void>? = nil
        ) where Route.Root == UIWindow {
            navigate(to: build(ScreenWindowRoute()), completion: completion)
        }

        /// Builds a UIKit window route in a closure, runs it and returns when it has finished.
        ///
        /// ```swift
        /// try await navigator.navigate { route in route.top(.stack).push(chat) }
        /// ```
        /// - Note: Throws like ``navigate(to:)``.
        public func navigate<Route: ScreenThenable>(to build: (ScreenWindowRoute) -> Route) async throws
        where Route.Root == UIWindow {
            try await navigate(to: build(ScreenWindowRoute()))
        }
    }
#endif
