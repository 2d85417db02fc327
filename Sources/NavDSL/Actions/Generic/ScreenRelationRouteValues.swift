/// Nivelir's relation forms that take a route value (`presented(route: nestedRoute)`,
/// `stack(route:)`, ...), as its doc comments write them.
///
/// Each form hands the value to the closure form beside it in `ScreenRelationRoutes.swift`
/// (`presented { $0.then(nestedRoute) }`): no second implementation of any relation.
extension ScreenThenable where Current: ScreenModalContainer {
    /// Runs the route value `route` from what this controller presents, then continues on this controller.
    ///
    /// ```swift
    /// navigator.navigate(from: home) { $0.presented(route: HeadlessModalRoute().dismiss()) }
    /// ```
    /// - Note: Fails like ``presented`` or with the nested route's error; completes when the nested route does.
    public func presented<Nested: ScreenThenable>(route: Nested) -> ScreenRoute<Root, Current>
    where Nested.Root == Current.Platform.Modal {
        presented(route: { $0.then(route) })
    }

    /// Runs the route value `route` from what this controller presents, which must be an `Output`,
    /// then continues on this controller.
    ///
    /// ```swift
    /// navigator.navigate(from: home) { $0.presented(of: HeadlessNavigationController.self, route: HeadlessStackRoute().pop()) }
    /// ```
    /// - Note: Fails like ``presented(of:)`` or with the nested route's error; completes when the nested route does.
    public func presented<Output: ScreenContainer, Nested: ScreenThenable>(
        of type: Output.Type,
        route: Nested
    ) -> ScreenRoute<Root, Current> where Nested.Root == Output {
        presented(of: type, route: { $0.then(route) })
    }

    /// Runs the route value `route` from the controller that presents this one, then continues on this controller.
    ///
    /// ```swift
    /// navigator.navigate(from: login) { $0.presenting(route: HeadlessModalRoute().dismiss()) }
    /// ```
    /// - Note: Fails like ``presenting`` or with the nested route's error; completes when the nested route does.
    public func presenting<Nested: ScreenThenable>(route: Nested) -> ScreenRoute<Root, Current>
    where Nested.Root == Current.Platform.Modal {
        presenting(route: { $0.then(route) })
    }

    /// Runs the route value `route` from the controller that presents this one, which must be an
    /// `Output`, then continues on this controller.
    ///
    /// ```swift
    /// navigator.navigate(from: sheet) { $0.presenting(of: HeadlessNavigationController.self, route: HeadlessStackRoute().pop()) }
    /// ```
    /// - Note: Fails like ``presenting(of:)`` or with the nested route's error; completes when the nested route does.
    public func presenting<Output: ScreenContainer, Nested: ScreenThenable>(
        of type: Output.Type,
        route: Nested
    ) -> ScreenRoute<Root, Current> where Nested.Root == Output {
        presenting(of: type, route: { $0.then(route) })
    }

    /// Runs the route value `route` from the navigation stack this controller is in, then continues on this controller.
    ///
    /// ```swift
    /// navigator.navigate(from: chat) { $0.stack(route: HeadlessStackRoute().pop()) }
    /// ```
    /// - Note: Fails like ``stack`` or with the nested route's error; completes when the nested route does.
    public func stack<Nested: ScreenThenable>(route: Nested) -> ScreenRoute<Root, Current>
    where Nested.Root == Current.Platform.Stack {
        stack(route: { $0.then(route) })
    }

    /// Runs the route value `route` from the navigation stack this controller is in, which must be
    /// an `Output`, then continues on this controller.
    ///
    /// ```swift
    /// navigator.navigate(from: chat) { $0.stack(of: ChatsNavigationController.self, route: popRoute) }
    /// ```
    /// - Note: Fails like ``stack(of:)`` or with the nested route's error; completes when the nested route does.
    public func stack<Output: ScreenStackContainer, Nested: ScreenThenable>(
        of type: Output.Type,
        route: Nested
    ) -> ScreenRoute<Root, Current> where Nested.Root == Output {
        stack(of: type, route: { $0.then(route) })
    }

    /// Runs the route value `route` from the tab bar this controller is in, then continues on this controller.
    ///
    /// ```swift
    /// navigator.navigate(from: chat) { $0.tabs(route: HeadlessTabsRoute().selectTab(with: .index(1))) }
    /// ```
    /// - Note: Fails like ``tabs`` or with the nested route's error; completes when the nested route does.
    public func tabs<Nested: ScreenThenable>(route: Nested) -> ScreenRoute<Root, Current>
    where Nested.Root == Current.Platform.Tabs {
        tabs(route: { $0.then(route) })
    }

    /// Runs the route value `route` from the tab bar this controller is in, which must be an
    /// `Output`, then continues on this controller.
    ///
    /// ```swift
    /// navigator.navigate(from: chat) { $0.tabs(of: HomeTabBarController.self, route: selectFirst) }
    /// ```
    /// - Note: Fails like ``tabs(of:)`` or with the nested route's error; completes when the nested route does.
    public func tabs<Output: ScreenTabsContainer, Nested: ScreenThenable>(
        of type: Output.Type,
        route: Nested
    ) -> ScreenRoute<Root, Current> where Nested.Root == Output {
        tabs(of: type, route: { $0.then(route) })
    }

    /// Runs the route value `route` from the window showing this controller, then continues on this controller.
    ///
    /// ```swift
    /// navigator.navigate(from: chat) { $0.window(route: HeadlessWindowRoute().root.dismiss()) }
    /// ```
    /// - Note: Fails like ``window`` or with the nested route's error; completes when the nested route does.
    public func window<Nested: ScreenThenable>(route: Nested) -> ScreenRoute<Root, Current>
    where Nested.Root == Current.Platform.Window {
        window(route: { $0.then(route) })
    }

    /// Runs the route value `route` from the window showing this controller, which must be an
    /// `Output`, then continues on this controller.
    ///
    /// ```swift
    /// navigator.navigate(from: chat) { $0.window(of: HeadlessWindow.self, route: HeadlessWindowRoute().root.dismiss()) }
    /// ```
    /// - Note: Fails like ``window(of:)`` or with the nested route's error; completes when the nested route does.
    public func window<Output: ScreenWindowContainer, Nested: ScreenThenable>(
        of type: Output.Type,
        route: Nested
    ) -> ScreenRoute<Root, Current> where Nested.Root == Output {
        window(of: type, route: { $0.then(route) })
    }
}
