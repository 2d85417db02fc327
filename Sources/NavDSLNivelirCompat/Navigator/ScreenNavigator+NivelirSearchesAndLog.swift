// Nivelir's navigator reads the tree and writes the log itself; NavDSL's navigator hands out the
// parts that do it (`iterator`, `logger`) and keeps `topContainer`, so these are funnels into them.

extension ScreenNavigator {
    /// Nivelir's deepest navigation stack the user sees; NavDSL says it as a route, `top(.stack)`.
    ///
    /// ```swift
    /// navigator.topStackContainer?.stackContainers.count
    /// ```
    /// - Note: `nil` when no stack is visible (no window, or the stack is under a modal); never
    ///   changes the tree, completes at once.
    @available(*, deprecated, message: "use a route, top(.stack), or iterator.topContainer(in:where:)")
    public var topStackContainer: (any ScreenStackContainer)? {
        visible { $0 as? any ScreenStackContainer }
    }

    /// Nivelir's deepest tab bar the user sees; NavDSL says it as a route, `top(.tabs)`.
    ///
    /// ```swift
    /// navigator.topTabsContainer?.selectedTabContainer
    /// ```
    /// - Note: `nil` when no tab bar is visible; never changes the tree, completes at once.
    @available(*, deprecated, message: "use a route, top(.tabs), or iterator.topContainer(in:where:)")
    public var topTabsContainer: (any ScreenTabsContainer)? {
        visible { $0 as? any ScreenTabsContainer }
    }

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

    private func visible<Output>(_ cast: (any ScreenContainer) -> Output?) -> Output? {
        guard let window else { return nil }
        return iterator.topContainer(in: window) { cast($0) != nil }.flatMap(cast)
    }
}
