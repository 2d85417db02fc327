// Nivelir's navigator reads the tree and writes the log itself; NavDSL's navigator hands out the
// parts that do it (`iterator`, `logger`) and keeps `topContainer`, so these are funnels into them.

#if canImport(UIKit)
    import UIKit

    /// The class Nivelir's `topStackContainer` returns: UIKit's navigation controller.
    ///
    /// ```swift
    /// let stack: NivelirTopStack? = navigator.topStackContainer
    /// ```
    /// - Note: Fails never (an alias).
    public typealias NivelirTopStack = UINavigationController
    /// The class Nivelir's `topTabsContainer` returns: UIKit's tab bar controller.
    ///
    /// ```swift
    /// let tabs: NivelirTopTabs? = navigator.topTabsContainer
    /// ```
    /// - Note: Fails never (an alias).
    public typealias NivelirTopTabs = UITabBarController

    extension ScreenNavigator {
        /// Nivelir's deepest navigation stack the user sees, typed as Nivelir types it:
        /// `UINavigationController?` on UIKit.
        ///
        /// ```swift
        /// navigator.topStackContainer?.popToRootViewController(animated: true)
        /// ```
        /// - Note: `nil` when no stack of that class is visible (no window, or the stack is under a
        ///   modal). Reading never changes the
        ///   tree; what you do with the controller bypasses the navigator's queue and undo, as in Nivelir.
        @available(*, deprecated, message: "use a route, top(.stack), or iterator.topContainer(in:where:)")
        public var topStackContainer: NivelirTopStack? {
            visible { $0 as? NivelirTopStack }
        }

        /// Nivelir's deepest tab bar the user sees, typed as Nivelir types it: `UITabBarController?` on
        /// UIKit.
        ///
        /// ```swift
        /// navigator.topTabsContainer?.selectedIndex = 2
        /// ```
        /// - Note: `nil` when no tab bar of that class is visible. Reading never changes the tree; setting
        ///   `selectedIndex` on it is UIKit's own call, outside the navigator's queue, as in Nivelir
        ///   (the route `top(.tabs).selectTab(with: .index(2))` goes through the queue).
        @available(*, deprecated, message: "use a route, top(.tabs).selectTab(with:), or iterator.topContainer(in:where:)")
        public var topTabsContainer: NivelirTopTabs? {
            visible { $0 as? NivelirTopTabs }
        }

        private func visible<Output>(_ cast: (any ScreenContainer) -> Output?) -> Output? {
            guard let window else { return nil }
            return iterator.topContainer(in: window) { cast($0) != nil }.flatMap(cast)
        }
    }
#endif

extension ScreenNavigator {
    /// Nivelir's visible-path search from `container`: the navigator's ``ScreenNavigator/iterator``.
    ///
    /// ```swift
    /// navigator.topContainer(in: window) { $0 is ChatController }
    /// ```
    /// - Note: `nil` when nothing visible matches; never changes the tree, completes at once.
    @available(*, deprecated, message: "use iterator.topContainer(in:where:)")
    public func topContainer(
        in container: any ScreenContainer,
        where predicate: (any ScreenContainer) -> Bool
    ) -> (any ScreenContainer)? {
        iterator.topContainer(in: container, where: predicate)
    }

    /// Nivelir's depth-first search from `container`: the navigator's ``ScreenNavigator/iterator``.
    ///
    /// ```swift
    /// navigator.firstContainer(in: window) { $0 is ChatController }
    /// ```
    /// - Note: `nil` when nothing matches; never changes the tree, completes at once.
    @available(*, deprecated, message: "use iterator.firstContainer(in:where:)")
    public func firstContainer(
        in container: any ScreenContainer,
        where predicate: (any ScreenContainer) -> Bool
    ) -> (any ScreenContainer)? {
        iterator.firstContainer(in: container, where: predicate)
    }

    /// Nivelir's reverse depth-first search from `container`: the navigator's ``ScreenNavigator/iterator``.
    ///
    /// ```swift
    /// navigator.lastContainer(in: window) { $0 is ChatController }
    /// ```
    /// - Note: `nil` when nothing matches; never changes the tree, completes at once.
    @available(*, deprecated, message: "use iterator.lastContainer(in:where:)")
    public func lastContainer(
        in container: any ScreenContainer,
        where predicate: (any ScreenContainer) -> Bool
    ) -> (any ScreenContainer)? {
        iterator.lastContainer(in: container, where: predicate)
    }

    /// Nivelir's log call: the navigator's ``ScreenNavigator/logger``, silent when it is `nil`.
    ///
    /// ```swift
    /// navigator.logInfo("Authorizing before \(route.routeDescription)")
    /// ```
    /// - Note: Never fails; the message is built only when there is a logger.
    @available(*, deprecated, message: "use logger?.info(_:)")
    public func logInfo(_ message: @autoclosure () -> String) {
        guard let logger else { return }
        logger.info(message())
    }

    /// Nivelir's error log call: the navigator's ``ScreenNavigator/logger``, silent when it is `nil`.
    ///
    /// ```swift
    /// navigator.logError(ScreenContainerNotFoundError("no login screen"))
    /// ```
    /// - Note: Never fails; the error is built only when there is a logger.
    @available(*, deprecated, message: "use logger?.error(_:)")
    public func logError(_ error: @autoclosure () -> any Error) {
        guard let logger else { return }
        logger.error(error())
    }
}
