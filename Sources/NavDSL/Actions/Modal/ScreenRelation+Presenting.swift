/// The `presenting` family: from a presented controller to the controller that presents it.
extension ScreenRelation where From: ScreenModalContainer, To == From.Platform.Modal {
    static var presenting: Self {
        Self(
            "presenting",
            missing: { "\($0) is not presented. Start from a presented controller, or go to the window's root with .window.root." }
        ) { $0.presentingContainer }
    }
}

extension ScreenThenable where Current: ScreenModalContainer {
    /// Moves to the controller that presents this one.
    ///
    /// ```swift
    /// navigator.navigate(from: login) { $0.presenting.dismiss() }   // close the login modal
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when this controller is not presented; completes at once.
    public var presenting: ScreenRoute<Root, Current.Platform.Modal> { follow(.presenting) }

    /// Moves to the controller that presents this one, which must be an `Output`.
    ///
    /// ```swift
    /// navigator.navigate(from: login) { $0.presenting(of: HeadlessTabBarController.self).selectTab(with: .index(0)) }
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when this controller is not presented and with
    ///   ``ScreenContainerTypeMismatchError`` when it is another class; completes at once.
    public func presenting<Output: ScreenContainer>(of type: Output.Type) -> ScreenRoute<Root, Output> {
        follow(.presenting, as: type)
    }
}
