/// Wraps a controller into a new tab bar controller, as its only tab.
public struct ScreenTabsContainerDecorator<Container: ScreenModalContainer>: ScreenDecorator {
    /// Creates the decorator.
    public init() {}

    /// `withTabsContainer()`.
    public var description: String { "withTabsContainer()" }

    /// A tab bar controller with the controller as its tab.
    public func build(_ container: Container, navigator: ScreenNavigator) -> Container.Platform.Tabs {
        Container.Platform.makeTabsContainer(with: [container.modalContainer])
    }
}

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
