// Nivelir's nested forms of the relations (`presented { }`, `presenting(of:) { }`, ...), funnelled
// into NavDSL's one nested verb, `nested { $0.presented.dismiss() }`. They return `Self`, as
// Nivelir's do, so an app's own verbs declared `-> Self` over them keep compiling
// (`func dismissAll() -> Self { presenting { $0.dismiss() } }`).

extension ScreenThenable where Current: ScreenModalContainer {
    /// Nivelir's `presented(route:)`: runs `route` from what this controller presents, then continues here.
    ///
    /// ```swift
    /// navigator.navigate(from: controller) { $0.nested { $0.presented.dismiss() } }
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when nothing is presented, or with the nested route's error; completes when the nested route does.
    @available(*, deprecated, message: "use the one nested verb: nested { $0.presented.dismiss() }")
    public func presented<Nested: ScreenThenable>(route: (ScreenRootRoute<Current.Platform.Modal>) -> Nested) -> Self
    where Nested.Root == Current.Platform.Modal {
        nested { $0.presented.then(route(ScreenRootRoute<Current.Platform.Modal>())) }
    }

    /// Nivelir's `presented(of:route:)`: runs `route` from what this controller presents, which must be an `Output`, then continues here.
    ///
    /// ```swift
    /// navigator.navigate(from: controller) { $0.nested { $0.presented(of: Output.self).dismiss() } }
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when nothing is presented, with ``ScreenContainerTypeMismatchError`` when it is another class,
    ///   or with the nested route's error; completes when the nested route does.
    @available(*, deprecated, message: "use the one nested verb: nested { $0.presented(of: type).dismiss() }")
    public func presented<Output: ScreenContainer, Nested: ScreenThenable>(
        of type: Output.Type, route: (ScreenRootRoute<Output>) -> Nested
    ) -> Self where Nested.Root == Output {
        nested { $0.presented(of: type).then(route(ScreenRootRoute<Output>())) }
    }

    /// Nivelir's `presenting(route:)`: runs `route` from the controller that presents this one, then continues here.
    ///
    /// ```swift
    /// navigator.navigate(from: controller) { $0.nested { $0.presenting.dismiss() } }
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when this controller is not presented, or with the nested route's error; completes when the nested route does.
    @available(*, deprecated, message: "use the one nested verb: nested { $0.presenting.dismiss() }")
    public func presenting<Nested: ScreenThenable>(route: (ScreenRootRoute<Current.Platform.Modal>) -> Nested) -> Self
    where Nested.Root == Current.Platform.Modal {
        nested { $0.presenting.then(route(ScreenRootRoute<Current.Platform.Modal>())) }
    }

    /// Nivelir's `presenting(of:route:)`: runs `route` from the controller that presents this one, which must be an `Output`, then continues here.
    ///
    /// ```swift
    /// navigator.navigate(from: controller) { $0.nested { $0.presenting(of: Output.self).dismiss() } }
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when this controller is not presented, with ``ScreenContainerTypeMismatchError`` when it is another class,
    ///   or with the nested route's error; completes when the nested route does.
    @available(*, deprecated, message: "use the one nested verb: nested { $0.presenting(of: type).dismiss() }")
    public func presenting<Output: ScreenContainer, Nested: ScreenThenable>(
        of type: Output.Type, route: (ScreenRootRoute<Output>) -> Nested
    ) -> Self where Nested.Root == Output {
        nested { $0.presenting(of: type).then(route(ScreenRootRoute<Output>())) }
    }

    /// Nivelir's `stack(route:)`: runs `route` from the navigation stack this controller is in, then continues here.
    ///
    /// ```swift
    /// navigator.navigate(from: controller) { $0.nested { $0.stack.popToRoot() } }
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when the controller is not in a stack, or with the nested route's error; completes when the nested route does.
    @available(*, deprecated, message: "use the one nested verb: nested { $0.stack.popToRoot() }")
    public func stack<Nested: ScreenThenable>(route: (ScreenRootRoute<Current.Platform.Stack>) -> Nested) -> Self
    where Nested.Root == Current.Platform.Stack {
        nested { $0.stack.then(route(ScreenRootRoute<Current.Platform.Stack>())) }
    }

    /// Nivelir's `stack(of:route:)`: runs `route` from the navigation stack this controller is in, which must be an `Output`, then continues here.
    ///
    /// ```swift
    /// navigator.navigate(from: controller) { $0.nested { $0.stack(of: Output.self).popToRoot() } }
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when the controller is not in a stack, with ``ScreenContainerTypeMismatchError`` when it is another class,
    ///   or with the nested route's error; completes when the nested route does.
    @available(*, deprecated, message: "use the one nested verb: nested { $0.stack(of: type).popToRoot() }")
    public func stack<Output: ScreenStackContainer, Nested: ScreenThenable>(
        of type: Output.Type, route: (ScreenRootRoute<Output>) -> Nested
    ) -> Self where Nested.Root == Output {
        nested { $0.stack(of: type).then(route(ScreenRootRoute<Output>())) }
    }

    /// Nivelir's `tabs(route:)`: runs `route` from the tab bar this controller is in, then continues here.
    ///
    /// ```swift
    /// navigator.navigate(from: controller) { $0.nested { $0.tabs.selectTab(with: .index(0)) } }
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when the controller is not in a tab bar, or with the nested route's error; completes when the nested route does.
    @available(*, deprecated, message: "use the one nested verb: nested { $0.tabs.selectTab(with: .index(0)) }")
    public func tabs<Nested: ScreenThenable>(route: (ScreenRootRoute<Current.Platform.Tabs>) -> Nested) -> Self
    where Nested.Root == Current.Platform.Tabs {
        nested { $0.tabs.then(route(ScreenRootRoute<Current.Platform.Tabs>())) }
    }

    /// Nivelir's `tabs(of:route:)`: runs `route` from the tab bar this controller is in, which must be an `Output`, then continues here.
    ///
    /// ```swift
    /// navigator.navigate(from: controller) { $0.nested { $0.tabs(of: Output.self).selectTab(with: .index(0)) } }
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when the controller is not in a tab bar, with ``ScreenContainerTypeMismatchError`` when it is another class,
    ///   or with the nested route's error; completes when the nested route does.
    @available(*, deprecated, message: "use the one nested verb: nested { $0.tabs(of: type).selectTab(with: .index(0)) }")
    public func tabs<Output: ScreenTabsContainer, Nested: ScreenThenable>(
        of type: Output.Type, route: (ScreenRootRoute<Output>) -> Nested
    ) -> Self where Nested.Root == Output {
        nested { $0.tabs(of: type).then(route(ScreenRootRoute<Output>())) }
    }

    /// Nivelir's `window(route:)`: runs `route` from the window showing this controller, then continues here.
    ///
    /// ```swift
    /// navigator.navigate(from: controller) { $0.nested { $0.window.makeKeyAndVisible() } }
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when the controller is not in a window, or with the nested route's error; completes when the nested route does.
    @available(*, deprecated, message: "use the one nested verb: nested { $0.window.makeKeyAndVisible() }")
    public func window<Nested: ScreenThenable>(route: (ScreenRootRoute<Current.Platform.Window>) -> Nested) -> Self
    where Nested.Root == Current.Platform.Window {
        nested { $0.window.then(route(ScreenRootRoute<Current.Platform.Window>())) }
    }

    /// Nivelir's `window(of:route:)`: runs `route` from the window showing this controller, which must be an `Output`, then continues here.
    ///
    /// ```swift
    /// navigator.navigate(from: controller) { $0.nested { $0.window(of: Output.self).makeKeyAndVisible() } }
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when the controller is not in a window, with ``ScreenContainerTypeMismatchError`` when it is another class,
    ///   or with the nested route's error; completes when the nested route does.
    @available(*, deprecated, message: "use the one nested verb: nested { $0.window(of: type).makeKeyAndVisible() }")
    public func window<Output: ScreenWindowContainer, Nested: ScreenThenable>(
        of type: Output.Type, route: (ScreenRootRoute<Output>) -> Nested
    ) -> Self where Nested.Root == Output {
        nested { $0.window(of: type).then(route(ScreenRootRoute<Output>())) }
    }
}
