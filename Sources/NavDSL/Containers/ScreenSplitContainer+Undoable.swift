/// The split view changes a navigation can undo, as `ScreenContainer+Undoable.swift` has them for
/// the other kinds: each records its inverse in the running navigation's undo log, so a failed
/// route puts the columns back.
extension ScreenSplitContainer {
    /// What a column change can disturb: the column's controller, the stack that shows it (the
    /// collapsed stack while collapsed) and, when the controller is a navigation controller, its
    /// own controllers (kept aside while collapsed), put back by the returned entry.
    private func restoringColumn(_ column: ScreenSplitColumn) -> ScreenUndoLog.Entry {
        let old = splitColumnContainer(for: column)
        let stack = splitColumnStack(for: column)
        let oldStack = stack?.stackContainers
        let own = old as? Platform.Stack
        let ownContent = own?.stackContainers
        return { done in
            self.setSplitColumn(column, to: old) { _ in
                Self.restore(stack, to: oldStack, if: self.splitColumnStack(for: column) === stack) {
                    Self.restore(own, to: ownContent, if: own !== stack, then: done)
                }
            }
        }
    }

    private static func restore(
        _ stack: Platform.Stack?, to containers: [Platform.Modal]?, if condition: Bool, then done: @escaping @MainActor () -> Void
    ) {
        guard condition, let stack, let containers, !stack.stackContainers.isIdentical(to: containers) else {
            return done()
        }
        stack.setStackContainers(containers, animated: false) { _ in done() }
    }

    /// Sets a column; undone (the previous controller and its stack put back) when a later step of
    /// `navigator`'s navigation fails.
    ///
    /// ```swift
    /// split.setSplitColumn(.secondary, to: thread, undoableBy: navigator, completion: completion)
    /// ```
    /// - Note: Fails like ``setSplitColumn(_:to:completion:)``; completes when the column is set.
    public func setSplitColumn(
        _ column: ScreenSplitColumn, to container: Platform.Modal, undoableBy navigator: ScreenNavigator,
        completion: @escaping ScreenCompletion<Void>
    ) {
        navigator.performUndoableChange(.column, on: self, undo: restoringColumn(column), completion: completion) { done in
            setSplitColumn(column, to: container, completion: done)
        }
    }

    /// Shows or hides a column; undone (the previous display mode asked for, or the collapsed
    /// stack the change popped or pushed restored) when a later step of `navigator`'s navigation fails.
    ///
    /// ```swift
    /// split.setSplitColumn(.primary, visible: true, undoableBy: navigator, completion: completion)
    /// ```
    /// - Note: Fails like ``setSplitColumn(_:visible:completion:)``; completes when the column is shown.
    public func setSplitColumn(
        _ column: ScreenSplitColumn, visible: Bool, undoableBy navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>
    ) {
        let mode = splitDisplayMode
        let stack = isSplitCollapsed ? splitColumnStack(for: .primary) : nil
        let oldStack = stack?.stackContainers
        navigator.performUndoableChange(
            .displayMode, on: self,
            undo: { done in
                guard let stack, let oldStack else { return self.setSplitDisplayMode(mode) { _ in done() } }
                stack.setStackContainers(oldStack, animated: false) { _ in done() }
            }, completion: completion
        ) { done in
            setSplitColumn(column, visible: visible, completion: done)
        }
    }

    /// Shows a detail; undone (the secondary column, or the stack it was pushed onto while
    /// collapsed, restored) when a later step of `navigator`'s navigation fails.
    ///
    /// ```swift
    /// split.showSplitDetail(thread, undoableBy: navigator, completion: completion)
    /// ```
    /// - Note: Fails like ``showSplitDetail(_:completion:)``; completes when the detail is shown.
    public func showSplitDetail(
        _ container: Platform.Modal, undoableBy navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>
    ) {
        let undo: ScreenUndoLog.Entry
        if isSplitCollapsed,
            let stack = visibleSplitContainer.flatMap({
                splitColumnStack(for: $0 === splitColumnContainer(for: .compact) ? .compact : .primary)
            })
        {
            let oldStack = stack.stackContainers
            undo = { done in stack.setStackContainers(oldStack, animated: false) { _ in done() } }
        } else {
            undo = restoringColumn(.secondary)
        }
        navigator.performUndoableChange(.column, on: self, undo: undo, completion: completion) { done in
            showSplitDetail(container, completion: done)
        }
    }
}
