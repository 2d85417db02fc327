/// The nested forms of every relation (Nivelir's `presented { }`, `stack { }`, ...): run a route
/// from the related container, then continue on the current one.
///
/// Each form is the relation followed by the nested route, wrapped into one step with
/// ``ScreenThenable/resolve()``: no second implementation of any relation.
extension ScreenThenable {
    /// Runs `step` then `nested` as one step that returns to `Current`.
    fileprivate func nesting<Output: ScreenContainer, Nested: ScreenThenable>(
        _ step: ScreenRoute<Current, Output>,
        _ nested: (ScreenRootRoute<Output>) -> Nested
    ) -> ScreenRoute<Root, Current> where Nested.Root == Output {
        then(step.then(nested(ScreenRootRoute<Output>())).resolve())
    }
}

// MARK: - Modal

extension ScreenThenable where Current: ScreenModalContainer {
    /// Runs `route` from what this controller presents, then continues on this controller.
    ///
    /// ```swift
    /// navigator.navigate(from: home) { $0.presented { $0.dismiss() } }
    /// ```
    /// - Note: Fails like ``presented`` or with the nested route's error.
    public func presented<Nested: ScreenThenable>(
        route: (ScreenRootRoute<Current.Platform.Modal>) -> Nested
    ) -> ScreenRoute<Root, Current> where Nested.Root == Current.Platform.Modal {
        nesting(ScreenRootRoute<Current>().presented, route)
    }

    /// Runs `route` from what this controller presents, which must be an `Output`, then continues on this controller.
    ///
    /// ```swift
    /// navigator.navigate(from: home) { $0.presented(of: Output.self) { $0.dismiss() } }
    /// ```
    /// - Note: Fails like ``presented(of:)`` or with the nested route's error.
    public func presented<Output: ScreenContainer, Nested: ScreenThenable>(
        of type: Output.Type,
        route: (ScreenRootRoute<Output>) -> Nested
    ) -> ScreenRoute<Root, Current> where Nested.Root == Output {
        nesting(ScreenRootRoute<Current>().presented(of: type), route)
    }

    /// Runs `route` from the controller that presents this one, then continues on this controller.
    ///
    /// ```swift
    /// navigator.navigate(from: login) { $0.presenting { $0.dismiss() } }
    /// ```
    /// - Note: Fails like ``presenting`` or with the nested route's error.
    public func presenting<Nested: ScreenThenable>(
        route: (ScreenRootRoute<Current.Platform.Modal>) -> Nested
    ) -> ScreenRoute<Root, Current> where Nested.Root == Current.Platform.Modal {
        nesting(ScreenRootRoute<Current>().presenting, route)
    }

    /// Runs `route` from the controller that presents this one, which must be an `Output`, then continues on this controller.
    ///
    /// ```swift
    /// navigator.navigate(from: login) { $0.presenting(of: Output.self) { $0.dismiss() } }
    /// ```
    /// - Note: Fails like ``presenting(of:)`` or with the nested route's error.
    public func presenting<Output: ScreenContainer, Nested: ScreenThenable>(
        of type: Output.Type,
        route: (ScreenRootRoute<Output>) -> Nested
    ) -> ScreenRoute<Root, Current> where Nested.Root == Output {
        nesting(ScreenRootRoute<Current>().presenting(of: type), route)
    }

    /// Runs `route` from the navigation stack this controller is in, then continues on this controller.
    ///
    /// ```swift
    /// navigator.navigate(from: chat) { $0.stack { $0.popToRoot() } }
    /// ```
    /// - Note: Fails like ``stack`` or with the nested route's error.
    public func stack<Nested: ScreenThenable>(
        route: (ScreenRootRoute<Current.Platform.Stack>) -> Nested
    ) -> ScreenRoute<Root, Current> where Nested.Root == Current.Platform.Stack {
        nesting(ScreenRootRoute<Current>().stack, route)
    }

    /// Runs `route` from the navigation stack this controller is in, which must be an `Output`, then continues on this controller.
    ///
    /// ```swift
    /// navigator.navigate(from: chat) { $0.stack(of: Output.self) { $0.popToRoot() } }
    /// ```
    /// - Note: Fails like ``stack(of:)`` or with the nested route's error.
    public func stack<Output: ScreenStackContainer, Nested: ScreenThenable>(
        of type: Output.Type,
        route: (ScreenRootRoute<Output>) -> Nested
    ) -> ScreenRoute<Root, Current> where Nested.Root == Output {
        nesting(ScreenRootRoute<Current>().stack(of: type), route)
    }

    /// Runs `route` from the tab bar this controller is in, then continues on this controller.
    ///
    /// ```swift
    /// navigator.navigate(from: chat) { $0.tabs { $0.selectTab(with: .index(0)) } }
    /// ```
    /// - Note: Fails like ``tabs`` or with the nested route's error.
    public func tabs<Nested: ScreenThenable>(
        route: (ScreenRootRoute<Current.Platform.Tabs>) -> Nested
    ) -> ScreenRoute<Root, Current> where Nested.Root == Current.Platform.Tabs {
        nesting(ScreenRootRoute<Current>().tabs, route)
    }

    /// Runs `route` from the tab bar this controller is in, which must be an `Output`, then continues on this controller.
    ///
    /// ```swift
    /// navigator.navigate(from: chat) { $0.tabs(of: Output.self) { $0.selectTab(with: .index(0)) } }
    /// ```
    /// - Note: Fails like ``tabs(of:)`` or with the nested route's error.
    public func tabs<Output: ScreenTabsContainer, Nested: ScreenThenable>(
        of type: Output.Type,
        route: (ScreenRootRoute<Output>) -> Nested
    ) -> ScreenRoute<Root, Current> where Nested.Root == Output {
        nesting(ScreenRootRoute<Current>().tabs(of: type), route)
    }

    /// Runs `route` from the window showing this controller, then continues on this controller.
    ///
    /// ```swift
    /// navigator.navigate(from: chat) { $0.window { $0.makeKeyAndVisible() } }
    /// ```
    /// - Note: Fails like ``window`` or with the nested route's error.
    public func window<Nested: ScreenThenable>(
        route: (ScreenRootRoute<Current.Platform.Window>) -> Nested
    ) -> ScreenRoute<Root, Current> where Nested.Root == Current.Platform.Window {
        nesting(ScreenRootRoute<Current>().window, route)
    }

    /// Runs `route` from the window showing this controller, which must be an `Output`, then continues on this controller.
    ///
    /// ```swift
    /// navigator.navigate(from: chat) { $0.window(of: Output.self) { $0.makeKeyAndVisible() } }
    /// ```
    /// - Note: Fails like ``window(of:)`` or with the nested route's error.
    public func window<Output: ScreenWindowContainer, Nested: ScreenThenable>(
        of type: Output.Type,
        route: (ScreenRootRoute<Output>) -> Nested
    ) -> ScreenRoute<Root, Current> where Nested.Root == Output {
        nesting(ScreenRootRoute<Current>().window(of: type), route)
    }
}

extension ScreenThenable where Current: ScreenWindowContainer {
    /// Runs `route` from the window's root controller, then continues on this container.
    ///
    /// ```swift
    /// HeadlessWindowRoute().root { $0.dismissAll() }.makeKeyAndVisible()
    /// ```
    /// - Note: Fails like ``root`` or with the nested route's error.
    public func root<Nested: ScreenThenable>(
        route: (ScreenRootRoute<Current.Platform.Modal>) -> Nested
    ) -> ScreenRoute<Root, Current> where Nested.Root == Current.Platform.Modal {
        nesting(ScreenRootRoute<Current>().root, route)
    }
}

extension ScreenThenable where Current: ScreenStackContainer {
    /// Runs `route` from the bottom controller of the stack, then continues on this container.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.stack) { $0.stackRoot { $0.present(sheet) }.popToRoot() }
    /// ```
    /// - Note: Fails like ``stackRoot`` or with the nested route's error.
    public func stackRoot<Nested: ScreenThenable>(
        route: (ScreenRootRoute<Current.Platform.Modal>) -> Nested
    ) -> ScreenRoute<Root, Current> where Nested.Root == Current.Platform.Modal {
        nesting(ScreenRootRoute<Current>().stackRoot, route)
    }
}

extension ScreenThenable where Current: ScreenStackContainer {
    /// Runs `route` from the top controller of the stack, then continues on this container.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.stack) { $0.stackTop { $0.present(sheet) } }
    /// ```
    /// - Note: Fails like ``stackTop`` or with the nested route's error.
    public func stackTop<Nested: ScreenThenable>(
        route: (ScreenRootRoute<Current.Platform.Modal>) -> Nested
    ) -> ScreenRoute<Root, Current> where Nested.Root == Current.Platform.Modal {
        nesting(ScreenRootRoute<Current>().stackTop, route)
    }
}

extension ScreenThenable where Current: ScreenStackContainer {
    /// Runs `route` from what the stack shows (what it presents, else its top), then continues on this container.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.stack) { $0.stackVisible { $0.get { print($0) } } }
    /// ```
    /// - Note: Fails like ``stackVisible`` or with the nested route's error.
    public func stackVisible<Nested: ScreenThenable>(
        route: (ScreenRootRoute<Current.Platform.Modal>) -> Nested
    ) -> ScreenRoute<Root, Current> where Nested.Root == Current.Platform.Modal {
        nesting(ScreenRootRoute<Current>().stackVisible, route)
    }
}

extension ScreenThenable where Current: ScreenTabsContainer {
    /// Runs `route` from the selected tab, then continues on this container.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.tabs) { $0.selectedTab { $0.present(sheet) } }
    /// ```
    /// - Note: Fails like ``selectedTab`` or with the nested route's error.
    public func selectedTab<Nested: ScreenThenable>(
        route: (ScreenRootRoute<Current.Platform.Modal>) -> Nested
    ) -> ScreenRoute<Root, Current> where Nested.Root == Current.Platform.Modal {
        nesting(ScreenRootRoute<Current>().selectedTab, route)
    }
}
