// `present` and `push` with a route value (Nivelir's `present(_:route: nestedRoute)`). NavDSL's
// nested forms take a closure, which says the same (`present(screen) { $0.then(nestedRoute) }`),
// as the relations and the searches do, so these live here rather than in the core.

extension ScreenThenable where Current: ScreenModalContainer {
    /// Nivelir's `present(_:route:)` with a route value: presents `screen`, runs `nested` from it and
    /// continues here.
    ///
    /// ```swift
    /// HeadlessWindowRoute().root.present(chats.withStackContainer()) { $0.then(compose) }
    /// ```
    /// - Note: Fails like `present(_:animated:)` or with the nested route's error; completes when
    ///   the nested route does.
    @available(*, deprecated, message: "use the closure form: present(screen) { $0.then(nestedRoute) }")
    public func present<New: Screen, Nested: ScreenThenable>(
        _ screen: New,
        animated: Bool = true,
        route nested: Nested
    ) -> ScreenRoute<Root, Current>
    where New.Container: ScreenModalContainer, New.Container.Platform == Current.Platform, Nested.Root == New.Container {
        present(screen, animated: animated, route: { $0.then(nested) })
    }
}

extension ScreenThenable where Current: ScreenStackContainer {
    /// Nivelir's `push(_:route:)` with a route value: pushes `screen`, runs `nested` from it and
    /// continues on the stack.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.stack).push(chat) { $0.then(attach) }
    /// ```
    /// - Note: Fails like `push(_:animation:separated:)` or with the nested route's error; completes
    ///   when the nested route does.
    @available(*, deprecated, message: "use the closure form: push(screen) { $0.then(nestedRoute) }")
    public func push<New: Screen, Nested: ScreenThenable>(
        _ screen: New,
        animation: ScreenAnimation? = .default,
        separated: Bool = false,
        route nested: Nested
    ) -> ScreenRoute<Root, Current>
    where New.Container: ScreenModalContainer, New.Container.Platform == Current.Platform, Nested.Root == New.Container {
        push(screen, animation: animation, separated: separated, route: { $0.then(nested) })
    }
}
