#if canImport(UIKit)
    import NavDSL
    import UIKit

    /// The tab bar: chats and news in navigation stacks, settings without one.
    ///
    /// It sets up its tabs through the navigator, as Nivelir apps do: the navigation runs at once,
    /// nested in the one that builds the screen, so the rest of that route already sees the tabs.
    struct MainTabsScreen: Screen {
        var name: String { "MainTabs" }

        func build(navigator: ScreenNavigator) -> UITabBarController {
            let tabs = UITabBarController()
            navigator.navigate(from: tabs) {
                $0.setupTab(with: ChatsScreen().withStackContainer().withTabBarItem(ScreenTabBarItem(title: "Chats")), animated: false)
                    .setupTab(with: NewsScreen().withStackContainer().withTabBarItem(ScreenTabBarItem(title: "News")), animated: false)
                    .setupTab(with: SettingsScreen(), animated: false)
                    .selectTab(with: .index(0))
            }
            return tabs
        }
    }
#endif
