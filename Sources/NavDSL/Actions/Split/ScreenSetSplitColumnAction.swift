/// Puts a screen's controller into a split view's column, in place of everything the column
/// showed.
///
/// UIKit's `setViewController(_:for:)` pushes a second controller set for the secondary column
/// onto its stack; Apple's advice is to empty the column first, which this action does, so the
/// column shows exactly the new screen (collapsed: the column's part of the collapsed stack is
/// replaced).
package struct ScreenSetSplitColumnAction<Container: ScreenSplitContainer, New: Screen>: ScreenAction
where New.Container: ScreenModalContainer, New.Container.Platform == Container.Platform {
    /// The column.
    package let column: ScreenSplitColumn
    /// The screen to show there.
    package let screen: New

    /// Creates the action.
    package init(column: ScreenSplitColumn, screen: New) {
        self.column = column
        self.screen = screen
    }

    /// `setColumn(.secondary, to: Thread(7))`.
    package var description: String { "setColumn(.\(column.rawValue), to: \(screen.key))" }

    /// Builds the controller and sets the column.
    package func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        switch screen.buildForStep(navigator: navigator) {
        case .success(let built): container.setSplitColumn(column, to: built.modalContainer, undoableBy: navigator, completion: completion)
        case .failure(let error): completion(.failure(error))
        }
    }
}

extension ScreenThenable where Current: ScreenSplitContainer {
    /// Shows `screen` in `column`, replacing what the column showed.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.split).setColumn(.secondary, to: thread)   // secondary: [thread]
    /// ```
    /// - Note: Fails with ``ScreenRuleViolation`` for a column the style lacks (the supplementary
    ///   column of a double-column split view), a controller already in another column or a split
    ///   view in a column (nothing changes then); completes at once.
    public func setColumn<New: Screen>(_ column: ScreenSplitColumn, to screen: New) -> ScreenRoute<Root, Current>
    where New.Container: ScreenModalContainer, New.Container.Platform == Current.Platform {
        then(ScreenSetSplitColumnAction<Current, New>(column: column, screen: screen))
    }
}
