/// The split view changes NavDSL's actions make, each recording its inverse in the running
/// navigation's undo log (see `ScreenContainer+Undo.swift`), so a failed route puts the columns back.
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
        guard condition, let stack, let containers, !ScreenContainerIdentity.areIdentical(stack.stackContainers, containers) else {
            return done()
        }
        stack.setStackContainers(containers, animated: false) { _ in done() }
    }

    /// Sets a column; undo puts the previous controller and its stack back.
    package func setSplitColumn(
        _ column: ScreenSplitColumn, to container: Platform.Modal, undo navigator: ScreenNavigator,
        completion: @escaping ScreenCompletion<Void>
    ) {
        navigator.trackChange(.column, on: self, undo: restoringColumn(column), completion: completion) { done in
            setSplitColumn(column, to: container, completion: done)
        }
    }

    /// Shows or hides a column; undo asks for the previous display mode, or restores the
    /// collapsed stack the change popped or pushed.
    package func setSplitColumn(
        _ column: ScreenSplitColumn, visible: Bool, undo navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>
    ) {
        let mode = splitDisplayMode
        let stack = isSplitCollapsed ? splitColumnStack(for: .primary) : nil
        let oldStack = stack?.stackContainers
        navigator.trackChange(
            .displayMode, on: self,
            undo: { done in
                guard let stack, let oldStack else { return self.setSplitDisplayMode(mode) { _ in done() } }
                stack.setStackContainers(oldStack, animated: false) { _ in done() }
            }, completion: completion
        ) { done in
            setSplitColumn(column, visible: visible, completion: done)
        }
    }

    /// Shows a detail; undo restores the secondary column (expanded) or the stack it was pushed
    /// onto (collapsed).
    package func showSplitDetail(_ container: Platform.Modal, undo navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>)
    {
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
        navigator.trackChange(.column, on: self, undo: undo, completion: completion) { done in
            showSplitDetail(container, completion: done)
        }
    }
}
