/// What the user sees now, read without writing a route: for a button's enabled state, an
/// analytics event, a custom action that looks before it changes. Other searches without a route
/// go through ``ScreenNavigator/iterator`` (`topContainer(in:where:)`, `firstContainer(in:where:)`,
/// `lastContainer(in:where:)`).
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

    private func top<Output>(_ cast: (any ScreenContainer) -> Output?) -> Output? {
        guard let window else { return nil }
        return iterator.topContainer(in: window) { cast($0) != nil }.flatMap(cast)
    }
}
