// The nested-route form of `column(_:)`, replaced by the one nested verb, `nested { }`. Deprecated; this file is
// deleted in 0.2.0 (CHANGELOG.md).

extension ScreenThenable where Current: ScreenSplitContainer {
    /// Runs `route` from `column`'s navigation controller, then continues on the split view;
    /// replaced by the one nested verb.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.split).nested { $0.column(.primary).popToRoot() }.showDetail(thread)
    /// ```
    /// - Note: Fails like ``column(_:)`` or with the nested route's error.
    @available(*, deprecated, message: "Removed in 0.2.0: use nested { $0.column(column)... }, the one nested verb")
    public func column<Nested: ScreenThenable>(
        _ column: ScreenSplitColumn, route: (ScreenRootRoute<Current.Platform.Stack>) -> Nested
    ) -> ScreenRoute<Root, Current> where Nested.Root == Current.Platform.Stack {
        nested { $0.column(column).then(route(ScreenRootRoute<Current.Platform.Stack>())) }.route
    }
}
