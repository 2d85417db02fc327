import NavDSLAddons

/// The tab bar of a logged-in user: a chats stack, a news stack and a settings tab without a stack.
struct MainTabsScreen: Screen {
    var name: String { "MainTabs" }

    func build(navigator: ScreenNavigator) -> HeadlessTabBarController {
        HeadlessPlatform.makeTabsContainer(with: [
            AppScreen.chats.withStackContainer().build(navigator: navigator),
            AppScreen.news.withStackContainer().build(navigator: navigator),
            AppScreen.settings.build(navigator: navigator),
        ])
    }
}
