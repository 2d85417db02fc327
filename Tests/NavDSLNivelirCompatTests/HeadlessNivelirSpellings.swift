import NavDSLHeadless
import NavDSLNivelirCompat

// Nivelir's spellings that name a platform's own classes, declared for the headless family. The compat
// module declares them for UIKit only (an app links no headless type); these mirror them one for one,
// funnelling into the same native calls, so the funnel tests run Nivelir's call sites on Linux.

extension HeadlessViewController {
    /// Nivelir's name for the controller that presented this one (or an ancestor).
    ///
    /// ```swift
    /// navigator.navigate(from: controller.presentingViewController) { $0.dismiss() }
    /// ```
    /// - Note: Fails never (`nil` when nothing presented it); completes at once.
    @available(*, deprecated, renamed: "presentingViewController")
    var presenting: HeadlessViewController? { presentingViewController }

    /// Nivelir's name for the controller this one presents.
    ///
    /// ```swift
    /// navigator.navigate(from: controller.presentedViewController) { $0.dismiss() }
    /// ```
    /// - Note: Fails never (`nil` when it presents nothing); completes at once.
    @available(*, deprecated, renamed: "presentedViewController")
    var presented: HeadlessViewController? { presentedViewController }

    /// Nivelir's name for the navigation stack that holds this controller.
    ///
    /// ```swift
    /// navigator.navigate(from: controller.navigationController) { $0.pop() }
    /// ```
    /// - Note: Fails never (`nil` outside a stack); completes at once.
    @available(*, deprecated, renamed: "navigationController")
    var stack: HeadlessNavigationController? { navigationController }

    /// Nivelir's name for the tab bar that holds this controller.
    ///
    /// ```swift
    /// navigator.navigate(from: controller.tabBarController) { $0.selectTab(with: .index(0)) }
    /// ```
    /// - Note: Fails never (`nil` outside a tab bar); completes at once.
    @available(*, deprecated, renamed: "tabBarController")
    var tabs: HeadlessTabBarController? { tabBarController }
}

extension ScreenNavigator {
    /// Nivelir's `navigate(fromTop:to:)`: runs a route from the visible
    /// container matching `predicate`.
    ///
    /// ```swift
    /// navigator.navigate { $0.top(.stack).push(chat) }
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when nothing visible matches, else as the
    ///   route's steps fail; completes after the last one.
    @available(*, deprecated, message: "use navigate { $0.top(predicate)... }, a route that starts with the search")
    @_disfavoredOverload
    func navigate<Output, Route: ScreenThenable>(
        fromTop predicate: ScreenPredicate<HeadlessPlatform, Output>, to build: (ScreenRootRoute<Output>) -> Route,
        completion: ScreenCompletion<Void>? = nil
    ) where Route.Root == Output {
        navigate(to: HeadlessWindowRoute().top(predicate, route: build), completion: completion)
    }

    /// Nivelir's `navigate(fromFirst:to:)`: runs a route from the first
    /// container matching `predicate` in the tree.
    ///
    /// ```swift
    /// navigator.navigate { $0.first(.stack).popToRoot() }
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when nothing matches, else as the route's
    ///   steps fail; completes after the last one.
    @available(*, deprecated, message: "use navigate { $0.first(predicate)... }, a route that starts with the search")
    @_disfavoredOverload
    func navigate<Output, Route: ScreenThenable>(
        fromFirst predicate: ScreenPredicate<HeadlessPlatform, Output>, to build: (ScreenRootRoute<Output>) -> Route,
        completion: ScreenCompletion<Void>? = nil
    ) where Route.Root == Output {
        navigate(to: HeadlessWindowRoute().first(predicate, route: build), completion: completion)
    }

    /// Nivelir's `navigate(fromLast:to:)`: runs a route from the last
    /// container matching `predicate` in the tree.
    ///
    /// ```swift
    /// navigator.navigate { $0.last(.stack).pop() }
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when nothing matches, else as the route's
    ///   steps fail; completes after the last one.
    @available(*, deprecated, message: "use navigate { $0.last(predicate)... }, a route that starts with the search")
    @_disfavoredOverload
    func navigate<Output, Route: ScreenThenable>(
        fromLast predicate: ScreenPredicate<HeadlessPlatform, Output>, to build: (ScreenRootRoute<Output>) -> Route,
        completion: ScreenCompletion<Void>? = nil
    ) where Route.Root == Output {
        navigate(to: HeadlessWindowRoute().last(predicate, route: build), completion: completion)
    }
}

#if !canImport(UIKit)
    /// What `topStackContainer` returns here: the headless navigation controller (the compat module's
    /// is `UINavigationController`).
    typealias NivelirTopStack = HeadlessNavigationController
    /// What `topTabsContainer` returns here: the headless tab bar controller (the compat module's is
    /// `UITabBarController`).
    typealias NivelirTopTabs = HeadlessTabBarController

    extension ScreenNavigator {
        /// Nivelir's deepest navigation stack the user sees, read as the compat module's UIKit form reads it.
        @available(*, deprecated, message: "use a route, top(.stack), or iterator.topContainer(in:where:)")
        var topStackContainer: NivelirTopStack? { visibleHeadless { $0 as? NivelirTopStack } }

        /// Nivelir's deepest tab bar the user sees, read as the compat module's UIKit form reads it.
        @available(*, deprecated, message: "use a route, top(.tabs).selectTab(with:), or iterator.topContainer(in:where:)")
        var topTabsContainer: NivelirTopTabs? { visibleHeadless { $0 as? NivelirTopTabs } }

        private func visibleHeadless<Output>(_ cast: (any ScreenContainer) -> Output?) -> Output? {
            guard let window else { return nil }
            return iterator.topContainer(in: window) { cast($0) != nil }.flatMap(cast)
        }
    }
#endif
