// Nivelir's nested `setRoot(to:animation:route:)` and its `selectTab(of:with:)` without a nested
// route, funnelled into NavDSL's one nested verb. Both return `Self`, as Nivelir's do, so they also
// read inside a two-argument `fallback { error, route in ... }`.

extension ScreenThenable where Current: ScreenWindowContainer {
    /// Nivelir's `setRoot(to:animation:route:)`: sets the window's root, runs `route` from the new
    /// root controller, then continues on the window.
    ///
    /// ```swift
    /// ScreenWindowRoute().nested {
    ///     $0.setRoot(to: tabs, animation: nil).root.selectTab(with: .index(1))
    /// }
    /// ```
    /// - Note: Fails as `setRoot` does, with ``ScreenContainerTypeMismatchError`` when the root is
    ///   not the screen's container class (something replaced it meanwhile), or with the nested
    ///   route's error (the root is then put back with the rest of the navigation); completes when
    ///   the nested route does. Nivelir's default is no animation, and so is this one's.
    @available(*, deprecated, message: "use the one nested verb: nested { $0.setRoot(to: screen).root... }")
    public func setRoot<New: Screen, Nested: ScreenThenable>(
        to screen: New,
        animation: ScreenAnimation? = nil,
        route: (ScreenRootRoute<New.Container>) -> Nested
    ) -> Self where New.Container: ScreenModalContainer, New.Container.Platform == Current.Platform, Nested.Root == New.Container {
        nested {
            $0.setRoot(to: screen, animation: animation).root
                .then(
                    NivelirContainerCast<Current.Platform.Modal, New.Container>(
                        description: "setRoot(to: \(screen.key), route:)",
                        subject: "the window's root", advice: "the root changed before the nested route ran")
                )
                .then(route(ScreenRootRoute<New.Container>()))
        }
    }
}

extension ScreenThenable where Current: ScreenTabsContainer {
    /// Nivelir's `selectTab(of:with:animation:)` without a nested route: selects the tab
    /// `predicate` names, which must be an `Output`, and continues on the tab bar.
    ///
    /// ```swift
    /// ScreenWindowRoute().top(.tabs).selectTab(with: .index(0))
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` naming the step when no tab matches, and
    ///   with ``ScreenContainerTypeMismatchError`` when the tab is not an `Output` (the selection is
    ///   then undone with the rest of the navigation); completes when the tab is selected.
    @available(*, deprecated, message: "use selectTab(with:animation:): the tab's class is not needed without a nested route")
    public func selectTab<Output: ScreenContainer>(
        of type: Output.Type,
        with predicate: ScreenTabPredicate,
        animation: ScreenAnimation? = nil
    ) -> Self {
        selectTab(of: type, with: predicate, animation: animation) { $0 }
    }
}
