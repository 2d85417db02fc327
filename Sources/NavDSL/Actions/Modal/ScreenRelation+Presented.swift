/// The `presented` family: from a controller to what it (or its presenting ancestor) presents.
extension ScreenRelation where From: ScreenModalContainer, To == From.Platform.Modal {
    static var presented: Self {
        Self(
            "presented",
            missing: { "\($0) presents nothing. Present a screen first, or search for what is on screen with .top(.container)." }
        ) { $0.presentedContainer }
    }
}

extension ScreenThenable where Current: ScreenModalContainer {
    /// Moves to what this controller (or its presenting ancestor) presents.
    ///
    /// ```swift
    /// HeadlessWindowRoute().root.presented.dismiss()
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when nothing is presented; completes at once.
    public var presented: ScreenRoute<Root, Current.Platform.Modal> { follow(.presented) }

    /// Moves to what this controller presents, which must be an `Output`.
    ///
    /// ```swift
    /// navigator.navigate(from: home) { $0.presented(of: HeadlessNavigationController.self).pop() }
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when nothing is presented and with
    ///   ``ScreenContainerTypeMismatchError`` when it is another class; completes at once.
    public func presented<Output: ScreenContainer>(of type: Output.Type) -> ScreenRoute<Root, Output> {
        follow(.presented, as: type)
    }
}
