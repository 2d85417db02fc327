import NavDSLAddons

/// The tab bar of a logged-in user: a chats stack, a news stack and a settings tab without a stack.
///
/// It sets up its tabs through the navigator, as Nivelir apps do: the navigation runs at once,
/// nested in the one that builds the screen, so the rest of that route sees the tabs.
struct MainTabsScreen: Screen {
    var name: String { "MainTabs" }

    func build(navigator: ScreenNavigator) -> HeadlessTabBarController {
        let tabs = HeadlessTabBarController()
        navigator.navigate(from: tabs) {
            $0.setupTab(with: AppScreen.chats.withStackContainer())
                .setupTab(with: AppScreen.news.withStackContainer())
                .setupTab(with: AppScreen.settings)
                .selectTab(with: .index(0))
        }
        return tabs
    }
}
