/// Shows or hides a split view's column with UIKit's `show(_:)` / `hide(_:)` rules: expanded, the
/// display mode changes to the nearest one that shows (hides) the column; collapsed, the
/// collapsed stack pops to the column or pushes it back.
package struct ScreenSplitColumnVisibilityAction<Container: ScreenSplitContainer>: ScreenAction {
    /// The column.
    package let column: ScreenSplitColumn
    /// `true` for `show(_:)`, `false` for `hide(_:)`.
    package let visible: Bool

    /// Creates the action.
    package init(column: ScreenSplitColumn, visible: Bool) {
        self.column = column
        self.visible = visible
    }

    /// `showColumn(.primary)`, `hideColumn(.primary)`.
    package var description: String { "\(visible ? "showColumn" : "hideColumn")(.\(column.rawValue))" }

    /// Shows or hides the column.
    package func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        container.setSplitColumn(column, visible: visible, undoableBy: navigator, completion: completion)
    }
}

extension ScreenThenable where Current: ScreenSplitContainer {
    /// Shows `column`, as UIKit's `show(_:)`.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.split).showColumn(.primary)   // the sidebar slides in
    /// ```
    /// - Note: Fails with ``ScreenRuleViolation`` for the compact column or a column the style
    ///   lacks (nothing changes then); completes at once.
    public func showColumn(_ column: ScreenSplitColumn) -> ScreenRoute<Root, Current> {
        then(ScreenSplitColumnVisibilityAction<Current>(column: column, visible: true))
    }

    /// Hides `column`, as UIKit's `hide(_:)`; the secondary column never hides while expanded.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.split).hideColumn(.primary)   // secondary only
    /// ```
    /// - Note: Fails like ``showColumn(_:)``; completes at once.
    public func hideColumn(_ column: ScreenSplitColumn) -> ScreenRoute<Root, Current> {
        then(ScreenSplitColumnVisibilityAction<Current>(column: column, visible: false))
    }
}
