// Nivelir's stack and tabs erasers beside `eraseToAnyModalScreen()`: a screen of the family's own
// navigation controller (or tab bar controller) class, or on UIKit of an app's subclass of it, as a
// screen of the family's class, so screens of different classes fit one array or one factory
// return type. Each is one public erasure: the built container is the same object.

@MainActor
extension Screen where Container: ScreenStackContainer, Container == Container.Platform.Stack {
    /// Nivelir's `eraseToAnyStackScreen()`: this screen as a screen of the family's navigation
    /// controller class (`AnyStackScreen` on UIKit).
    ///
    /// ```swift
    /// let settings: AnyStackScreen = settingsScreen.withStackContainer().eraseToAnyScreen()
    /// ```
    /// - Note: Never fails; keeps the name, traits and key.
    @available(*, deprecated, renamed: "eraseToAnyScreen()")
    public func eraseToAnyStackScreen() -> AnyScreen<Container> {
        eraseToAnyScreen()
    }
}

@MainActor
extension Screen where Container: ScreenTabsContainer, Container == Container.Platform.Tabs {
    /// Nivelir's `eraseToAnyTabsScreen()`: this screen as a screen of the family's tab bar
    /// controller class (`AnyTabsScreen` on UIKit).
    ///
    /// ```swift
    /// let main: AnyTabsScreen = MainTabs().eraseToAnyScreen()
    /// ```
    /// - Note: Never fails; keeps the name, traits and key.
    @available(*, deprecated, renamed: "eraseToAnyScreen()")
    public func eraseToAnyTabsScreen() -> AnyScreen<Container> {
        eraseToAnyScreen()
    }
}

#if canImport(UIKit)
    import UIKit

    @MainActor
    extension Screen where Container: UINavigationController {
        /// Nivelir's `eraseToAnyStackScreen()` for a navigation controller of the app's own class:
        /// a screen of `UINavigationController` that builds the same subclass instance.
        ///
        /// ```swift
        /// let settings = AnyStackScreen(name: "Settings") { settingsScreen.withStackContainer(of: AppNavigationController.self).build(navigator: $0) }
        /// ```
        /// - Note: Never fails; keeps the name and traits, so the key.
        @available(*, deprecated, message: "write AnyStackScreen(name:traits:) { screen.build(navigator: $0) }")
        @_disfavoredOverload
        public func eraseToAnyStackScreen() -> AnyStackScreen {
            AnyStackScreen(name: name, traits: traits) { build(navigator: $0) }
        }
    }

    @MainActor
    extension Screen where Container: UITabBarController {
        /// Nivelir's `eraseToAnyTabsScreen()` for a tab bar controller of the app's own class: a
        /// screen of `UITabBarController` that builds the same subclass instance.
        ///
        /// ```swift
        /// let main = AnyTabsScreen(name: "Main") { MainTabs().build(navigator: $0) }
        /// ```
        /// - Note: Never fails; keeps the name and traits, so the key.
        @available(*, deprecated, message: "write AnyTabsScreen(name:traits:) { screen.build(navigator: $0) }")
        @_disfavoredOverload
        public func eraseToAnyTabsScreen() -> AnyTabsScreen {
            AnyTabsScreen(name: name, traits: traits) { build(navigator: $0) }
        }
    }
#endif
