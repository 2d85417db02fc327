/// Sets what a controller's tab shows.
public struct ScreenTabBarItemDecorator<Container: ScreenTabBarItemContainer>: ScreenDecorator {
    /// The tab bar item.
    public let item: ScreenTabBarItem

    /// Creates the decorator.
    public init(item: ScreenTabBarItem) {
        self.item = item
    }

    /// `withTabBarItem(Chats)`.
    public var description: String { "withTabBarItem(\(item.title ?? item.imageName ?? ""))" }

    /// Sets the item; returns the same controller.
    public func build(_ container: Container, navigator: ScreenNavigator) -> Container {
        container.setScreenTabBarItem(item)
        return container
    }
}

extension Screen where Container: ScreenTabBarItemContainer {
    /// The screen with `item` as its tab's title, image and badge.
    ///
    /// ```swift
    /// chats.withStackContainer().withTabBarItem(ScreenTabBarItem(title: "Chats", imageName: "bubble"))
    /// ```
    public func withTabBarItem(_ item: ScreenTabBarItem) -> AnyScreen<Container> {
        decorated(by: ScreenTabBarItemDecorator<Container>(item: item))
    }
}
