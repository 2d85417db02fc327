import Foundation

// Nivelir's seconds and animation values, funnelled into NavDSL's `Duration` and animation functions.

extension ScreenAnimation {
    /// Nivelir's cross-dissolve value; NavDSL's is a function with a defaulted duration.
    ///
    /// ```swift
    /// HeadlessWindowRoute().setRoot(to: home, animation: .crossDissolve())
    /// ```
    /// - Note: Fails never; completes never (a value).
    @available(*, deprecated, message: "use .crossDissolve()")
    public static var crossDissolve: Self { .crossDissolve() }
}

extension ScreenThenable {
    /// Nivelir's `wait(for:)` in seconds; NavDSL waits for a `Duration`.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.stack).wait(for: .seconds(3)).pop()
    /// ```
    /// - Note: Fails with ``ScreenCanceledError`` when the navigation is cancelled while waiting;
    ///   completes after the duration.
    @available(*, deprecated, message: "use wait(for: .seconds(_:)) with a Duration")
    public func wait(for seconds: TimeInterval) -> ScreenRoute<Root, Current> {
        wait(for: .seconds(seconds))
    }

    /// Nivelir's fallback whose closure receives the error and the route to build on; NavDSL's
    /// receives only the error.
    ///
    /// ```swift
    /// route.fallback(to: { error in HeadlessWindowRoute().top(.container).present(alert: ScreenAlert(error: error)) })
    /// ```
    /// - Note: Fails only when the fallback fails; completes after the route that succeeded.
    @available(*, deprecated, message: "use fallback(to: { error in ScreenRootRoute<Root>()... })")
    public func fallback<Fallback: ScreenThenable>(
        _ build: @escaping @MainActor (_ error: any Error, _ route: ScreenRootRoute<Root>) -> Fallback
    ) -> ScreenRootRoute<Root> where Fallback.Root == Root {
        fallback(to: { error in build(error, ScreenRootRoute<Root>()) })
    }
}

extension ScreenThenable where Current: ScreenModalContainer {
    /// Nivelir's `makeVisible` with its spelling of the dismissal label.
    ///
    /// ```swift
    /// HeadlessWindowRoute().first(.container(of: chat)).makeVisible(stackAnimation: .default, dismissAnimated: true)
    /// ```
    /// - Note: Fails like `makeVisible()`; completes after the last change.
    @available(*, deprecated, renamed: "makeVisible(stackAnimation:tabsAnimation:dismissAnimated:)")
    public func makeVisible(
        stackAnimation: ScreenAnimation? = .default,
        tabsAnimation: ScreenAnimation? = nil,
        dissmissAnimated: Bool
    ) -> ScreenRoute<Root, Current> {
        makeVisible(stackAnimation: stackAnimation, tabsAnimation: tabsAnimation, dismissAnimated: dissmissAnimated)
    }
}

extension ScreenThenable where Current: ScreenPlatformContainer {
    /// Nivelir's `top(_:route:)` with a route value, returning `Self` as Nivelir's does.
    ///
    /// ```swift
    /// HeadlessWindowRoute().nested { $0.top(.stack).then(nestedRoute) }
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when nothing matches; completes after the nested route.
    @available(*, deprecated, message: "use the one nested verb: nested { $0.top(predicate).then(nestedRoute) }")
    public func top<Output, Nested: ScreenThenable>(
        _ predicate: ScreenPredicate<Current.Platform, Output>, route nested: Nested
    ) -> Self where Nested.Root == Output {
        top(predicate, route: { _ in nested })
    }

    /// Nivelir's `first(_:route:)` with a route value, returning `Self` as Nivelir's does.
    ///
    /// ```swift
    /// HeadlessWindowRoute().nested { $0.first(.stack).then(nestedRoute) }
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when nothing matches; completes after the nested route.
    @available(*, deprecated, message: "use the one nested verb: nested { $0.first(predicate).then(nestedRoute) }")
    public func first<Output, Nested: ScreenThenable>(
        _ predicate: ScreenPredicate<Current.Platform, Output>, route nested: Nested
    ) -> Self where Nested.Root == Output {
        first(predicate, route: { _ in nested })
    }

    /// Nivelir's `last(_:route:)` with a route value, returning `Self` as Nivelir's does.
    ///
    /// ```swift
    /// HeadlessWindowRoute().nested { $0.last(.stack).then(nestedRoute) }
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when nothing matches; completes after the nested route.
    @available(*, deprecated, message: "use the one nested verb: nested { $0.last(predicate).then(nestedRoute) }")
    public func last<Output, Nested: ScreenThenable>(
        _ predicate: ScreenPredicate<Current.Platform, Output>, route nested: Nested
    ) -> Self where Nested.Root == Output {
        last(predicate, route: { _ in nested })
    }
}
