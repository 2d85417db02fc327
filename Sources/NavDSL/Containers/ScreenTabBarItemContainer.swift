/// A controller that shows a tab bar item when it is a tab: what `withTabBarItem(_:)` needs.
@MainActor
public protocol ScreenTabBarItemContainer: ScreenContainer {
    /// Sets the tab's title, image and badge.
    func setScreenTabBarItem(_ item: ScreenTabBarItem)
}
