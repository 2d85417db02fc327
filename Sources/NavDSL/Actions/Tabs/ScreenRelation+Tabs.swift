/// The `tabs` family: from a controller to the tab bar it is in, and from a tab bar to its
/// selected tab (`selectedTab`).
extension ScreenRelation where From: ScreenModalContainer, To == From.Platform.Tabs {
    static var tabs: Self {
        Self("tabs", missing: { "\($0) is not in a tab bar controller. Search for the visible one with .top(.tabs) instead." }) {
            nearest(From.Platform.Tabs.self, above: $0)
        }
    }
}

extension ScreenRelation where From: ScreenTabsContainer, To == From.Platform.Modal {
    static var selectedTab: Self {
        Self("selectedTab", missing: { "\($0) has no tabs. Add one with setupTab(with:) first." }) { $0.selectedTabContainer }
    }
}

extension ScreenThenable where Current: ScreenModalContainer {
    /// Moves to the tab bar this controller is in.
    ///
    /// ```swift
    /// navigator.navigate(from: chatController) { $0.tabs.selectTab(with: .index(0)) }
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when the controller is not in a tab bar; completes at once.
    public var tabs: ScreenRoute<Root, Current.Platform.Tabs> { follow(.tabs) }

    /// Moves to the tab bar this controller is in, which must be an `Output`.
    ///
    /// ```swift
    /// navigator.navigate(from: chat) { $0.tabs(of: HeadlessTabBarController.self).selectTab(with: .index(0)) }
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when the controller is not in a tab bar and with
    ///   ``ScreenContainerTypeMismatchError`` when it is another class; completes at once.
    public func tabs<Output: ScreenTabsContainer>(of type: Output.Type) -> ScreenRoute<Root, Output> {
        follow(.tabs, as: type)
    }
}

extension ScreenThenable where Current: ScreenTabsContainer {
    /// Moves to the selected tab.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.tabs).selectedTab.present(sheet)
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when there are no tabs; completes at once.
    public var selectedTab: ScreenRoute<Root, Current.Platform.Modal> { follow(.selectedTab) }
}
