// The relation forms that take a route value (Nivelir's `presented(route: nestedRoute)`). NavDSL's
// nested forms take a closure, which says the same (`presented { $0.then(nestedRoute) }`), so these
// live here rather than in the core.

extension ScreenThenable where Current: ScreenModalContainer {
    /// Nivelir's `presented(route:)` with a route value: runs it from what this controller presents.
    ///
    /// ```swift
    /// navigator.navigate(from: controller) { $0.presented { $0.then(HeadlessModalRoute().dismiss()) } }
    /// ```
    /// - Note: Fails like `presented` or with the nested route's error; completes when the nested route does.
    @available(*, deprecated, message: "use the closure form: presented { $0.then(nestedRoute) }")
    public func presented<Nested: ScreenThenable>(route nested: Nested) -> ScreenRoute<Root, Current>
    where Nested.Root == Current.Platform.Modal {
        presented(route: { $0.then(nested) })
    }

    /// Nivelir's `presented(of:route:)` with a route value: runs it from what this controller presents, which must be an `Output`.
    ///
    /// ```swift
    /// navigator.navigate(from: controller) { $0.presented(of: type) { $0.then(nestedRoute) } }
    /// ```
    /// - Note: Fails like `presented(of:)` or with the nested route's error; completes when the nested route does.
    @available(*, deprecated, message: "use the closure form: presented(of: type) { $0.then(nestedRoute) }")
    public func presented<Output: ScreenContainer, Nested: ScreenThenable>(of type: Output.Type, route nested: Nested) -> ScreenRoute<
        Root, Current
    >
    where Nested.Root == Output {
        presented(of: type, route: { $0.then(nested) })
    }

    /// Nivelir's `presenting(route:)` with a route value: runs it from the controller that presented this one.
    ///
    /// ```swift
    /// navigator.navigate(from: controller) { $0.presenting { $0.then(HeadlessModalRoute().dismiss()) } }
    /// ```
    /// - Note: Fails like `presenting` or with the nested route's error; completes when the nested route does.
    @available(*, deprecated, message: "use the closure form: presenting { $0.then(nestedRoute) }")
    public func presenting<Nested: ScreenThenable>(route nested: Nested) -> ScreenRoute<Root, Current>
    where Nested.Root == Current.Platform.Modal {
        presenting(route: { $0.then(nested) })
    }

    /// Nivelir's `presenting(of:route:)` with a route value: runs it from the controller that presented this one, which must be an `Output`.
    ///
    /// ```swift
    /// navigator.navigate(from: controller) { $0.presenting(of: type) { $0.then(nestedRoute) } }
    /// ```
    /// - Note: Fails like `presenting(of:)` or with the nested route's error; completes when the nested route does.
    @available(*, deprecated, message: "use the closure form: presenting(of: type) { $0.then(nestedRoute) }")
    public func presenting<Output: ScreenContainer, Nested: ScreenThenable>(of type: Output.Type, route nested: Nested) -> ScreenRoute<
        Root, Current
    >
    where Nested.Root == Output {
        presenting(of: type, route: { $0.then(nested) })
    }

    /// Nivelir's `stack(route:)` with a route value: runs it from the navigation stack this controller is in.
    ///
    /// ```swift
    /// navigator.navigate(from: controller) { $0.stack { $0.then(HeadlessStackRoute().pop()) } }
    /// ```
    /// - Note: Fails like `stack` or with the nested route's error; completes when the nested route does.
    @available(*, deprecated, message: "use the closure form: stack { $0.then(nestedRoute) }")
    public func stack<Nested: ScreenThenable>(route nested: Nested) -> ScreenRoute<Root, Current>
    where Nested.Root == Current.Platform.Stack {
        stack(route: { $0.then(nested) })
    }

    /// Nivelir's `stack(of:route:)` with a route value: runs it from the navigation stack this controller is in, which must be an `Output`.
    ///
    /// ```swift
    /// navigator.navigate(from: controller) { $0.stack(of: type) { $0.then(nestedRoute) } }
    /// ```
    /// - Note: Fails like `stack(of:)` or with the nested route's error; completes when the nested route does.
    @available(*, deprecated, message: "use the closure form: stack(of: type) { $0.then(nestedRoute) }")
    public func stack<Output: ScreenStackContainer, Nested: ScreenThenable>(of type: Output.Type, route nested: Nested) -> ScreenRoute<
        Root, Current
    >
    where Nested.Root == Output {
        stack(of: type, route: { $0.then(nested) })
    }

    /// Nivelir's `tabs(route:)` with a route value: runs it from the tab bar this controller is in.
    ///
    /// ```swift
    /// navigator.navigate(from: controller) { $0.tabs { $0.then(HeadlessTabsRoute().selectTab(with: .index(1))) } }
    /// ```
    /// - Note: Fails like `tabs` or with the nested route's error; completes when the nested route does.
    @available(*, deprecated, message: "use the closure form: tabs { $0.then(nestedRoute) }")
    public func tabs<Nested: ScreenThenable>(route nested: Nested) -> ScreenRoute<Root, Current>
    where Nested.Root == Current.Platform.Tabs {
        tabs(route: { $0.then(nested) })
    }

    /// Nivelir's `tabs(of:route:)` with a route value: runs it from the tab bar this controller is in, which must be an `Output`.
    ///
    /// ```swift
    /// navigator.navigate(from: controller) { $0.tabs(of: type) { $0.then(nestedRoute) } }
    /// ```
    /// - Note: Fails like `tabs(of:)` or with the nested route's error; completes when the nested route does.
    @available(*, deprecated, message: "use the closure form: tabs(of: type) { $0.then(nestedRoute) }")
    public func tabs<Output: ScreenTabsContainer, Nested: ScreenThenable>(of type: Output.Type, route nested: Nested) -> ScreenRoute<
        Root, Current
    >
    where Nested.Root == Output {
        tabs(of: type, route: { $0.then(nested) })
    }

    /// Nivelir's `window(route:)` with a route value: runs it from the window this controller is in.
    ///
    /// ```swift
    /// navigator.navigate(from: controller) { $0.window { $0.then(HeadlessWindowRoute().root.dismiss()) } }
    /// ```
    /// - Note: Fails like `window` or with the nested route's error; completes when the nested route does.
    @available(*, deprecated, message: "use the closure form: window { $0.then(nestedRoute) }")
    public func window<Nested: ScreenThenable>(route nested: Nested) -> ScreenRoute<Root, Current>
    where Nested.Root == Current.Platform.Window {
        window(route: { $0.then(nested) })
    }

    /// Nivelir's `window(of:route:)` with a route value: runs it from the window this controller is in, which must be an `Output`.
    ///
    /// ```swift
    /// navigator.navigate(from: controller) { $0.window(of: type) { $0.then(nestedRoute) } }
    /// ```
    /// - Note: Fails like `window(of:)` or with the nested route's error; completes when the nested route does.
    @available(*, deprecated, message: "use the closure form: window(of: type) { $0.then(nestedRoute) }")
    public func window<Output: ScreenWindowContainer, Nested: ScreenThenable>(of type: Output.Type, route nested: Nested) -> ScreenRoute<
        Root, Current
    >
    where Nested.Root == Output {
        window(of: type, route: { $0.then(nested) })
    }
}
