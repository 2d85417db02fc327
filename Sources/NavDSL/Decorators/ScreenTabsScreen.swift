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
