import NavDSL

/// The platform that runs everywhere: UIKit's container tree and rules modelled in plain Swift,
/// so routes, fallbacks and deep links are tested with `swift test` on Linux or macOS.
///
/// ```swift
/// let window = HeadlessWindow()
/// let navigator = ScreenNavigator(window: window)
/// try await navigator.navigateAndWait(to: HeadlessWindowRoute().setRoot(to: home.withStackContainer()))
/// print(window.hierarchyDescription)
/// ```
public enum HeadlessPlatform: ScreenSplitPlatform {
    /// ``HeadlessWindow``.
    public typealias Window = HeadlessWindow
    /// ``HeadlessViewController``.
    public typealias Modal = HeadlessViewController
    /// ``HeadlessNavigationController``.
    public typealias Stack = HeadlessNavigationController
    /// ``HeadlessTabBarController``.
    public typealias Tabs = HeadlessTabBarController
    /// ``HeadlessSplitViewController``.
    public typealias Split = HeadlessSplitViewController

    /// An empty split view controller with `style`.
    @MainActor
    public static func makeSplitContainer(style: ScreenSplitStyle) -> HeadlessSplitViewController {
        HeadlessSplitViewController(style: style)
    }

    /// A navigation controller holding `containers`.
    @MainActor
    public static func makeStackContainer(with containers: [HeadlessViewController]) -> HeadlessNavigationController {
        let stack = HeadlessNavigationController()
        stack.setViewControllers(containers, animated: false)
        return stack
    }

    /// A tab bar controller with `containers` as tabs.
    @MainActor
    public static func makeTabsContainer(with containers: [HeadlessViewController]) -> HeadlessTabBarController {
        let tabs = HeadlessTabBarController()
        tabs.setViewControllers(containers, animated: false)
        return tabs
    }
}

/// A route that starts from a headless window.
public typealias HeadlessWindowRoute = ScreenRootRoute<HeadlessWindow>
/// A route that starts from a headless view controller.
public typealias HeadlessModalRoute = ScreenRootRoute<HeadlessViewController>
/// A route that starts from a headless navigation controller.
public typealias HeadlessStackRoute = ScreenRootRoute<HeadlessNavigationController>
/// A route that starts from a headless tab bar controller.
public typealias HeadlessTabsRoute = ScreenRootRoute<HeadlessTabBarController>
/// A route that starts from a headless split view controller.
public typealias HeadlessSplitRoute = ScreenRootRoute<HeadlessSplitViewController>

extension ScreenNavigator {
    /// Builds a headless window route in a closure and runs it from the window.
    ///
    /// ```swift
    /// navigator.navigate { route in route.top(.stack).push(chat) }
    /// ```
    /// On UIKit the same spelling builds a `ScreenWindowRoute`; this headless form is the one chosen
    /// only when the closure fits no UIKit route (a headless screen, or no UIKit at all).
    ///
    /// - Note: Fails like ``navigate(to:completion:)``; completes after the last action's transition.
    @_disfavoredOverload
    public func navigate<Route: ScreenThenable>(
        to build: (HeadlessWindowRoute) -> Route,
        completion: ScreenCompletion<Void>? = nil
    ) where Route.Root == HeadlessWindow {
        navigate(to: build(HeadlessWindowRoute()), completion: completion)
    }
}
