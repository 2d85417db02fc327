#if canImport(UIKit)
    import UIKit

    /// The platform of iOS apps: `UIWindow`, `UIViewController`, `UINavigationController`,
    /// `UITabBarController`.
    ///
    /// ```swift
    /// let navigator = ScreenNavigator(windowProvider: ScreenKeyWindowProvider())
    /// navigator.navigate(to: ScreenWindowRoute().top(.stack).push(chat))   // top(.stack) is a UINavigationController
    /// ```
    public enum UIKitPlatform: ScreenSplitPlatform {
        /// `UIWindow`.
        public typealias Window = UIWindow
        /// `UIViewController`.
        public typealias Modal = UIViewController
        /// `UINavigationController`.
        public typealias Stack = UINavigationController
        /// `UITabBarController`.
        public typealias Tabs = UITabBarController
        /// `UISplitViewController` (column style).
        public typealias Split = UISplitViewController

        /// An empty column-style split view controller.
        @MainActor
        public static func makeSplitContainer(style: ScreenSplitStyle) -> UISplitViewController {
            UISplitViewController(style: style == .tripleColumn ? .tripleColumn : .doubleColumn)
        }

        /// A navigation controller holding `containers`.
        @MainActor
        public static func makeStackContainer(with containers: [UIViewController]) -> UINavigationController {
            let stack = UINavigationController()
            stack.setViewControllers(containers, animated: false)
            return stack
        }

        /// A tab bar controller with `containers` as tabs.
        @MainActor
        public static func makeTabsContainer(with containers: [UIViewController]) -> UITabBarController {
            let tabs = UITabBarController()
            tabs.setViewControllers(containers, animated: false)
            return tabs
        }
    }

    /// A route that starts from a window (Nivelir's name).
    public typealias ScreenWindowRoute = ScreenRootRoute<UIWindow>
    /// A route that starts from a view controller.
    public typealias ScreenModalRoute = ScreenRootRoute<UIViewController>
    /// A route that starts from a navigation controller.
    public typealias ScreenStackRoute = ScreenRootRoute<UINavigationController>
    /// A route that starts from a tab bar controller.
    public typealias ScreenTabsRoute = ScreenRootRoute<UITabBarController>
    /// A route that starts from a split view controller.
    public typealias ScreenSplitRoute = ScreenRootRoute<UISplitViewController>
    /// A screen that builds a view controller.
    public typealias AnyModalScreen = AnyScreen<UIViewController>
    /// A screen that builds a navigation controller.
    public typealias AnyStackScreen = AnyScreen<UINavigationController>
    /// A screen that builds a tab bar controller.
    public typealias AnyTabsScreen = AnyScreen<UITabBarController>
#endif
