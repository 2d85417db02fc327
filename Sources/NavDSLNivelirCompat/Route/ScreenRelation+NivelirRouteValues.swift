// The relation forms that take a route value (Nivelir's `presented(route: nestedRoute)`), returning
// `Self` as Nivelir's do. NavDSL says the same with its one nested verb
// (`nested { $0.presented.then(nestedRoute) }`), so these live here rather than in the core.

extension ScreenThenable where Current: ScreenModalContainer {
    /// Nivelir's `presented(route:)` with a route value: runs it from what this controller presents.
    ///
    /// ```swift
    /// navigator.navigate(from: controller) { $0.nested { $0.presented.then(HeadlessModalRoute().dismiss()) } }
    /// ```
    /// - Note: Fails like `presented` or with the nested route's error; completes when the nested route does.
    @available(*, deprecated, message: "use the one nested verb: nested { $0.presented.then(nestedRoute) }")
    public func presented<Nested: ScreenThenable>(route nested: Nested) -> Self
    where Nested.Root == Current.Platform.Modal {
        presented(route: { $0.then(nested) })
    }

    /// Nivelir's `presented(of:route:)` with a route value: runs it from what this controller presents, which must be an `Output`.
    ///
    /// ```swift
    /// navigator.navigate(from: controller) { $0.nested { $0.presented(of: type).then(nestedRoute) } }
    /// ```
    /// - Note: Fails like `presented(of:)` or with the nested route's error; completes when the nested route does.
    @available(*, deprecated, message: "use the one nested verb: nested { $0.presented(of: type).then(nestedRoute) }")
    public func presented<Output: ScreenContainer, Nested: ScreenThenable>(of type: Output.Type, route nested: Nested) -> Self
    where Nested.Root == Output {
        presented(of: type, route: { $0.then(nested) })
    }

    /// Nivelir's `presenting(route:)` with a route value: runs it from the controller that presented this one.
    ///
    /// ```swift
    /// navigator.navigate(from: controller) { $0.nested { $0.presenting.then(HeadlessModalRoute().dismiss()) } }
    /// ```
    /// - Note: Fails like `presenting` or with the nested route's error; completes when the nested route does.
    @available(*, deprecated, message: "use the one nested verb: nested { $0.presenting.then(nestedRoute) }")
    public func presenting<Nested: ScreenThenable>(route nested: Nested) -> Self
    where Nested.Root == Current.Platform.Modal {
        presenting(route: { $0.then(nested) })
    }

    /// Nivelir's `presenting(of:route:)` with a route value: runs it from the controller that presented this one, which must be an `Output`.
    ///
    /// ```swift
    /// navigator.navigate(from: controller) { $0.nested { $0.presenting(of: type).then(nestedRoute) } }
    /// ```
    /// - Note: Fails like `presenting(of:)` or with the nested route's error; completes when the nested route does.
    @available(*, deprecated, message: "use the one nested verb: nested { $0.presenting(of: type).then(nestedRoute) }")
    public func presenting<Output: ScreenContainer, Nested: ScreenThenable>(of type: Output.Type, route nested: Nested) -> Self
    where Nested.Root == Output {
        presenting(of: type, route: { $0.then(nested) })
    }

    /// Nivelir's `stack(route:)` with a route value: runs it from the navigation stack this controller is in.
    ///
    /// ```swift
    /// navigator.navigate(from: controller) { $0.nested { $0.stack.then(HeadlessStackRoute().pop()) } }
    /// ```
    /// - Note: Fails like `stack` or with the nested route's error; completes when the nested route does.
    @available(*, deprecated, message: "use the one nested verb: nested { $0.stack.then(nestedRoute) }")
    public func stack<Nested: ScreenThenable>(route nested: Nested) -> Self
    where Nested.Root == Current.Platform.Stack {
        stack(route: { $0.then(nested) })
    }

    /// Nivelir's `stack(of:route:)` with a route value: runs it from the navigation stack this controller is in, which must be an `Output`.
    ///
    /// ```swift
    /// navigator.navigate(from: controller) { $0.nested { $0.stack(of: type).then(nestedRoute) } }
    /// ```
    /// - Note: Fails like `stack(of:)` or with the nested route's error; completes when the nested route does.
    @available(*, deprecated, message: "use the one nested verb: nested { $0.stack(of: type).then(nestedRoute) }")
    public func stack<Output: ScreenStackContainer, Nested: ScreenThenable>(of type: Output.Type, route nested: Nested) -> Self
    where Nested.Root == Output {
        stack(of: type, route: { $0.then(nested) })
    }

    /// Nivelir's `tabs(route:)` with a route value: runs it from the tab bar this controller is in.
    ///
    /// ```swift
    /// navigator.navigate(from: controller) { $0.nested { $0.tabs.then(HeadlessTabsRoute().selectTab(with: .index(1))) } }
    /// ```
    /// - Note: Fails like `tabs` or with the nested route's error; completes when the nested route does.
    @available(*, deprecated, message: "use the one nested verb: nested { $0.tabs.then(nestedRoute) }")
    public func tabs<Nested: ScreenThenable>(route nested: Nested) -> Self
    where Nested.Root == Current.Platform.Tabs {
        tabs(route: { $0.then(nested) })
    }

    /// Nivelir's `tabs(of:route:)` with a route value: runs it from the tab bar this controller is in, which must be an `Output`.
    ///
    /// ```swift
    /// navigator.navigate(from: controller) { $0.nested { $0.tabs(of: type).then(nestedRoute) } }
    /// ```
    /// - Note: Fails like `tabs(of:)` or with the nested route's error; completes when the nested route does.
    @available(*, deprecated, message: "use the one nested verb: nested { $0.tabs(of: type).then(nestedRoute) }")
    public func tabs<Output: ScreenTabsContainer, Nested: ScreenThenable>(of type: Output.Type, route nested: Nested) -> Self
    where Nested.Root == Output {
        tabs(of: type, route: { $0.then(nested) })
    }

    /// Nivelir's `window(route:)` with a route value: runs it from the window this controller is in.
    ///
    /// ```swift
    /// navigator.navigate(from: controller) { $0.nested { $0.window.then(HeadlessWindowRoute().root.dismiss()) } }
    /// ```
    /// - Note: Fails like `window` or with the nested route's error; completes when the nested route does.
    @available(*, deprecated, message: "use the one nested verb: nested { $0.window.then(nestedRoute) }")
    public func window<Nested: ScreenThenable>(route nested: Nested) -> Self
    where Nested.Root == Current.Platform.Window {
        window(route: { $0.then(nested) })
    }

    /// Nivelir's `window(of:route:)` with a route value: runs it from the window this controller is in, which must be an `Output`.
    ///
    /// ```swift
    /// navigator.navigate(from: controller) { $0.nested { $0.window(of: type).then(nestedRoute) } }
    /// ```
    /// - Note: Fails like `window(of:)` or with the nested route's error; completes when the nested route does.
    @available(*, deprecated, message: "use the one nested verb: nested { $0.window(of: type).then(nestedRoute) }")
    public func window<Output: ScreenWindowContainer, Nested: ScreenThenable>(of type: Output.Type, route nested: Nested) -> Self
    where Nested.Root == Output {
        window(of: type, route: { $0.then(nested) })
    }
}
