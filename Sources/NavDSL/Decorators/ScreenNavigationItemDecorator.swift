/// Sets what a controller shows in the navigation bar: its title and bar buttons.
package struct ScreenNavigationItemDecorator<Container: ScreenNavigationItemContainer>: ScreenDecorator {
    /// Where a button goes.
    package enum Side: String, Sendable {
        /// The leading side.
        case left
        /// The trailing side.
        case right
    }

    /// The title to set, if any.
    package let title: String?
    /// The button to add, and where.
    package let button: (item: ScreenBarButtonItem, side: Side)?

    /// A decorator that sets the title.
    package init(title: String) {
        self.title = title
        self.button = nil
    }

    /// A decorator that adds a button.
    package init(button: ScreenBarButtonItem, side: Side) {
        self.title = nil
        self.button = (button, side)
    }

    /// `withTitle(Settings)` or `withLeftBarButton(Close)`.
    package var description: String {
        if let title { return "withTitle(\(title))" }
        let name = button?.item.title ?? button?.item.imageName ?? "button"
        return button?.side == .left ? "withLeftBarButton(\(name))" : "withRightBarButton(\(name))"
    }

    /// Sets the title or adds the button; returns the same controller.
    package func build(_ container: Container, navigator: ScreenNavigator) -> Container {
        if let title { container.setScreenTitle(title) }
        if let (item, side) = button {
            switch side {
            case .left: container.addScreenLeftBarButton(item, navigator: navigator)
            case .right: container.addScreenRightBarButton(item, navigator: navigator)
            }
        }
        return container
    }
}

@MainActor
extension Screen where Container: ScreenNavigationItemContainer {
    /// The screen with `title` in its navigation bar.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.stack).push(settings.withTitle("Settings"))
    /// ```
    public func withTitle(_ title: String) -> AnyScreen<Container> {
        decorated(by: ScreenNavigationItemDecorator<Container>(title: title))
    }

    /// The screen with `button` on the left of its navigation bar (a close button, say).
    ///
    /// ```swift
    /// login.withLeftBarButton(close).withStackContainer()
    /// ```
    public func withLeftBarButton(_ button: ScreenBarButtonItem) -> AnyScreen<Container> {
        decorated(by: ScreenNavigationItemDecorator<Container>(button: button, side: .left))
    }

    /// The screen with `button` on the right of its navigation bar.
    ///
    /// ```swift
    /// profile.withRightBarButton(edit)
    /// ```
    public func withRightBarButton(_ button: ScreenBarButtonItem) -> AnyScreen<Container> {
        decorated(by: ScreenNavigationItemDecorator<Container>(button: button, side: .right))
    }
}

// MARK: - Tab bar item

/// Sets what a controller's tab shows.
package struct ScreenTabBarItemDecorator<Container: ScreenTabBarItemContainer>: ScreenDecorator {
    /// The tab bar item.
    package let item: ScreenTabBarItem

    /// Creates the decorator.
    package init(item: ScreenTabBarItem) {
        self.item = item
    }

    /// `withTabBarItem(Chats)`.
    package var description: String { "withTabBarItem(\(item.title ?? item.imageName ?? ""))" }

    /// Sets the item; returns the same controller.
    package func build(_ container: Container, navigator: ScreenNavigator) -> Container {
        container.setScreenTabBarItem(item)
        return container
    }
}

@MainActor
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
