// The decorators that give a screen a tab bar: `withTabsContainer()` wraps its controller in a new
// tab bar, `withTabs(...)` installs the tabs of a tab bar it built (such as the empty tab bar that
// `ScreenTabsScreen` builds).

/// Wraps a controller into a new tab bar controller, as its only tab.
package struct ScreenTabsContainerDecorator<Container: ScreenModalContainer>: ScreenDecorator {
    /// Creates the decorator.
    package init() {}

    /// `withTabsContainer()`.
    package var description: String { "withTabsContainer()" }

    /// A tab bar controller with the controller as its tab.
    package func build(_ container: Container, navigator: ScreenNavigator) -> Container.Platform.Tabs {
        Container.Platform.makeTabsContainer(with: [container.modalContainer])
    }
}

@MainActor
extension Screen where Container: ScreenModalContainer {
    /// The screen as the single tab of a new tab bar; add tabs later with `setupTab(with:)`.
    ///
    /// ```swift
    /// HeadlessWindowRoute().setRoot(to: home.withStackContainer().withTabsContainer())
    /// ```
    public func withTabsContainer() -> AnyScreen<Container.Platform.Tabs> {
        decorated(by: ScreenTabsContainerDecorator<Container>())
    }
}

/// Sets the tabs of a tab bar a screen built, and selects one.
package struct ScreenTabsFillDecorator<Container: ScreenTabsContainer>: ScreenDecorator {
    private let builders: [@MainActor (ScreenNavigator) -> Container.Platform.Modal?]
    private let names: [String]
    /// The index of the tab to select.
    package let selected: Int

    /// Creates the decorator from builders of the tabs, in order.
    package init(names: [String], builders: [@MainActor (ScreenNavigator) -> Container.Platform.Modal?], selected: Int) {
        self.names = names
        self.builders = builders
        self.selected = selected
    }

    /// `withTabs(Chats, Settings, selected: 1)`.
    package var description: String { "withTabs(\(names.joined(separator: ", ")), selected: \(selected))" }

    /// Installs the tabs and selects `selected` (the first tab when out of range).
    ///
    /// A screen of
    /// another platform's classes is left out and logged.
    package func build(_ container: Container, navigator: ScreenNavigator) -> Container {
        let tabs = ScreenFilledContainers.build(builders, names: names, into: container, navigator: navigator)
        container.setTabContainers(tabs, animated: false) { _ in }
        container.selectTabContainer(at: container.tabContainers.indices.contains(selected) ? selected : 0) { _ in }
        return container
    }
}

@MainActor
extension Screen where Container: ScreenTabsContainer {
    /// The tab bar screen with `screens` as its tabs, `selected` selected.
    ///
    /// ```swift
    /// // ScreenTabsScreen builds the platform's empty tab bar, also in code generic over the platform.
    /// ScreenTabsScreen<HeadlessPlatform>(name: "Main").withTabs(chats.withStackContainer(), settings, selected: 1)
    /// ```
    public func withTabs<each Tab: Screen>(_ screens: repeat each Tab, selected: Int = 0) -> AnyScreen<Container>
    where repeat (each Tab).Container: ScreenModalContainer {
        let (names, builders) = ScreenFilledContainers.builders(for: repeat each screens, platform: Container.Platform.self)
        return decorated(by: ScreenTabsFillDecorator<Container>(names: names, builders: builders, selected: selected))
    }

    /// The tab bar screen with an array of screens as its tabs, `selected` selected (Nivelir's
    /// array form, for tabs built from data).
    ///
    /// ```swift
    /// ScreenTabsScreen<HeadlessPlatform>(name: "Main").withTabs([chats.eraseToAnyModalScreen(), settings.eraseToAnyModalScreen()], selected: 1)
    /// ```
    public func withTabs<Tab: Screen>(_ screens: [Tab], selected: Int = 0) -> AnyScreen<Container>
    where Tab.Container: ScreenModalContainer {
        let (names, builders) = ScreenFilledContainers.builders(for: screens, platform: Container.Platform.self)
        return decorated(by: ScreenTabsFillDecorator<Container>(names: names, builders: builders, selected: selected))
    }
}

/// A screen that builds an empty tab bar, to fill with `withTabs(...)`.
public struct ScreenTabsScreen<Platform: ScreenPlatform>: Screen {
    /// The screen's name.
    public let name: String

    /// Creates the screen.
    public init(name: String = "Tabs") {
        self.name = name
    }

    /// An empty tab bar.
    public func build(navigator: ScreenNavigator) -> Platform.Tabs {
        Platform.makeTabsContainer(with: [])
    }
}
