/// Moves the route to the navigation controller that shows a split view's column: the column's
/// own while expanded, the collapsed stack (which holds every column) while collapsed.
///
/// - Note: Fails with ``ScreenContainerNotFoundError`` when the column is empty or the style has
///   no such column; completes at once.
package struct ScreenSplitColumnAction<Container: ScreenSplitContainer>: ScreenAction {
    /// The column.
    package let column: ScreenSplitColumn

    /// Creates the action.
    package init(column: ScreenSplitColumn) {
        self.column = column
    }

    /// `column(.secondary)`.
    package var description: String { "column(.\(column.rawValue))" }

    /// Finds the column's stack.
    package func perform(
        container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Container.Platform.Stack>
    ) {
        guard container.splitStyle.hasColumn(column) else {
            return completion(
                .failure(
                    ScreenRuleViolation.splitColumnUnavailable(column, in: container, why: "it is a \(container.splitStyle) split view")))
        }
        guard let stack = container.splitColumnStack(for: column) else {
            let set = container.splitColumnContainer(for: column)
            return completion(
                .failure(
                    ScreenContainerNotFoundError(
                        set.map { "\(container)'s \(column) column shows \($0), which is not a navigation controller." }
                            ?? "\(container) has nothing in its \(column) column. Set it with setColumn(.\(column), to:) first.")))
        }
        completion(.success(stack))
    }
}

extension ScreenThenable where Current: ScreenSplitContainer {
    /// Moves to the navigation controller of `column`: push there to show more in that column.
    ///
    /// UIKit wraps every column but the compact one in a navigation controller, so a column is a
    /// stack; while collapsed, every column lives in the primary's stack, so this is that stack.
    /// ```swift
    /// HeadlessWindowRoute().top(.split).column(.secondary).push(attachment)
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when the column is empty (or, for the
    ///   compact column, not a navigation controller) and with ``ScreenRuleViolation`` for a
    ///   column the style lacks; completes at once.
    public func column(_ column: ScreenSplitColumn) -> ScreenRoute<Root, Current.Platform.Stack> {
        then(ScreenSplitColumnAction<Current>(column: column))
    }
}
