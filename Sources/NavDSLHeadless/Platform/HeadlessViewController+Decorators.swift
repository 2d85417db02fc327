import NavDSL

/// The decorator capabilities of headless controllers, mapped onto their UIKit-named members.
extension HeadlessViewController: ScreenModalStylingContainer, ScreenModalStyleReadingContainer, ScreenNavigationItemContainer,
    ScreenTabBarItemContainer
{
    /// ``modalPresentationStyle``.
    package var screenModalPresentationStyle: ScreenModalPresentationStyle { modalPresentationStyle }

    /// ``modalTransitionStyle``.
    package var screenModalTransitionStyle: ScreenModalTransitionStyle { modalTransitionStyle }

    /// Sets ``modalPresentationStyle``.
    public func setScreenModalPresentationStyle(_ style: ScreenModalPresentationStyle) {
        modalPresentationStyle = style
    }

    /// Sets ``modalTransitionStyle``.
    public func setScreenModalTransitionStyle(_ style: ScreenModalTransitionStyle) {
        modalTransitionStyle = style
    }

    /// Sets ``title`` and the navigation item's title.
    public func setScreenTitle(_ title: String) {
        self.title = title
        navigationItem.title = title
    }

    /// Appends a ``HeadlessBarButtonItem`` whose tap runs the item's action.
    public func addScreenLeftBarButton(_ item: ScreenBarButtonItem, navigator: ScreenNavigator) {
        navigationItem.leftBarButtonItems.append(Self.button(for: item, navigator: navigator))
    }

    /// Appends a ``HeadlessBarButtonItem`` whose tap runs the item's action.
    public func addScreenRightBarButton(_ item: ScreenBarButtonItem, navigator: ScreenNavigator) {
        navigationItem.rightBarButtonItems.append(Self.button(for: item, navigator: navigator))
    }

    /// Sets ``tabBarItem``.
    public func setScreenTabBarItem(_ item: ScreenTabBarItem) {
        tabBarItem = item
    }

    /// The button holds the navigator weakly: a controller must not keep its navigator alive
    /// through its own buttons.
    private static func button(for item: ScreenBarButtonItem, navigator: ScreenNavigator) -> HeadlessBarButtonItem {
        let action = item.action
        return HeadlessBarButtonItem(title: item.title, imageName: item.imageName) { [weak navigator] in
            if let navigator { action(navigator) }
        }
    }
}
