/// What the user sees now, read without writing a route, as Nivelir's navigator offers it: for a
/// button's enabled state, an analytics event, a custom action that looks before it changes.
extension ScreenNavigator {
    /// The deepest view controller on the visible path of the window's top layer.
    ///
    /// ```swift
    /// navigator.topContainer           // the controller the user looks at
    /// ```
    /// - Note: `nil` when there is no window or it has no root; never changes the tree.
    public var topContainer: (any ScreenModalContainer)? {
        top { $0 as? any ScreenModalContainer }
    }

    /// The deepest navigation stack on the visible path of the window's top layer.
    ///
    /// ```swift
    /// navigator.topStackContainer?.stackContainers.count
    /// ```
    /// - Note: `nil` when no stack is visible; never changes the tree.
    public var topStackContainer: (any ScreenStackContainer)? {
        top { $0 as? any ScreenStackContainer }
    }

    /// The deepest tab bar on the visible path of the window's top layer.
    ///
    /// ```swift
    /// navigator.topTabsContainer?.selectedTabContainer
    /// ```
    /// - Note: `nil` when no tab bar is visible; never changes the tree.
    public var topTabsContainer: (any ScreenTabsContainer)? {
        top { $0 as? any ScreenTabsContainer }
    }

    /// The deepest container under `container` matching `predicate` that the user sees, with the
    /// navigator's iterator (what `top(_:)` uses).
    ///
    /// ```swift
    /// navigator.topContainer(in: window) { $0 is ChatController }
    /// ```
    /// - Note: `nil` when nothing visible matches.
    public func topContainer(
        in container: any ScreenContainer,
        where predicate: (any ScreenContainer) -> Bool
    ) -> (any ScreenContainer)? {
        iterator.topContainer(in: container, where: predicate)
    }

    /// The first container under `container` matching `predicate` in a depth-first walk (what
    /// `first(_:)` uses).
    ///
    /// ```swift
    /// navigator.firstContainer(in: window) { $0 is ChatController }
    /// ```
    /// - Note: `nil` when nothing matches.
    public func firstContainer(
        in container: any ScreenContainer,
        where predicate: (any ScreenContainer) -> Bool
    ) -> (any ScreenContainer)? {
        iterator.firstContainer(in: container, where: predicate)
    }

    /// The last container under `container` matching `predicate` in a depth-first walk (what
    /// `last(_:)` uses).
    ///
    /// ```swift
    /// navigator.lastContainer(in: window) { $0 is ChatController }
    /// ```
    /// - Note: `nil` when nothing matches.
    public func lastContainer(
        in container: any ScreenContainer,
        where predicate: (any ScreenContainer) -> Bool
    ) -> (any ScreenContainer)? {
        iterator.lastContainer(in: container, where: predicate)
    }

    private func top<Output>(_ cast: (any ScreenContainer) -> Output?) -> Output? {
        guard let window else { return nil }
        return iterator.topContainer(in: window) { cast($0) != nil }.flatMap(cast)
    }
}
