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
}
