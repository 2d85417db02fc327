/// The `window` family: from a controller to the window showing it, and from a window to its
/// root controller (`root`).
extension ScreenRelation where From: ScreenModalContainer, To == From.Platform.Window {
    static var window: Self {
        Self("window", missing: { "\($0) is not in a window. Start from a controller that is on screen." }) { $0.windowContainer }
    }
}

extension ScreenRelation where From: ScreenWindowContainer, To == From.Platform.Modal {
    static var root: Self {
        Self("root", missing: { "\($0) has no root controller. Set one with setRoot(to:) first." }) { $0.rootContainer }
    }
}

extension ScreenThenable where Current: ScreenWindowContainer {
    /// Moves to the window's root controller.
    ///
    /// ```swift
    /// HeadlessWindowRoute().root.dismissAll()
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when the window has no root; completes at once.
    public var root: ScreenRoute<Root, Current.Platform.Modal> { follow(.root) }

    /// Runs `route` from the window's root controller, then continues on this container.
    ///
    /// ```swift
    /// HeadlessWindowRoute().root { $0.dismissAll() }.makeKeyAndVisible()
    /// ```
    /// - Note: Fails like ``root`` or with the nested route's error; completes when the nested route does.
    public func root<Nested: ScreenThenable>(
        route: (ScreenRootRoute<Current.Platform.Modal>) -> Nested
    ) -> ScreenRoute<Root, Current> where Nested.Root == Current.Platform.Modal {
        follow(.root, route: route)
    }
}

extension ScreenThenable where Current: ScreenModalContainer {
    /// Moves to the window showing this controller.
    ///
    /// ```swift
    /// navigator.navigate(from: chatController) { $0.window.root.dismissAll() }
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when the controller is not in a window; completes at once.
    public var window: ScreenRoute<Root, Current.Platform.Window> { follow(.window) }

    /// Moves to the window showing this controller, which must be an `Output`.
    ///
    /// ```swift
    /// navigator.navigate(from: chat) { $0.window(of: HeadlessWindow.self).makeKeyAndVisible() }
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when the controller is not in a window and with
    ///   ``ScreenContainerTypeMismatchError`` when it is another class; completes at once.
    public func window<Output: ScreenWindowContainer>(of type: Output.Type) -> ScreenRoute<Root, Output> {
        follow(.window, as: type)
    }

    /// Runs `route` from the window showing this controller, then continues on this controller.
    ///
    /// ```swift
    /// navigator.navigate(from: chat) { $0.window { $0.makeKeyAndVisible() } }
    /// ```
    /// - Note: Fails like ``window`` or with the nested route's error; completes when the nested route does.
    public func window<Nested: ScreenThenable>(
        route: (ScreenRootRoute<Current.Platform.Window>) -> Nested
    ) -> ScreenRoute<Root, Current> where Nested.Root == Current.Platform.Window {
        follow(.window, route: route)
    }

    /// Runs `route` from the window showing this controller, which must be an `Output`, then continues on this controller.
    ///
    /// ```swift
    /// navigator.navigate(from: chat) { $0.window(of: HeadlessWindow.self) { $0.makeKeyAndVisible() } }
    /// ```
    /// - Note: Fails like ``window(of:)`` or with the nested route's error; completes when the nested route does.
    public func window<Output: ScreenWindowContainer, Nested: ScreenThenable>(
        of type: Output.Type,
        route: (ScreenRootRoute<Output>) -> Nested
    ) -> ScreenRoute<Root, Current> where Nested.Root == Output {
        follow(.window, as: type, route: route)
    }
}
