/// Undoable changes, the containers' half: how each kind of change NavDSL makes is undone.
///
/// Each function reads what it must restore *before* the change runs and returns the entry that
/// restores it, for ``ScreenNavigator/performUndoableChange(_:on:undo:completion:_:)``. The
/// containers' `undoableBy:` forms (`Containers/ScreenContainer+Undoable.swift`) pair each change
/// with its entry. Undo runs without animation, newest change first, so when an entry runs the tree
/// is as its change left it.
@MainActor
package enum ScreenUndoEntry {
    /// Puts the window's current root (or none) back.
    package static func restoringRoot<Window: ScreenWindowContainer>(of window: Window) -> ScreenUndoLog.Entry {
        let old = window.rootContainer
        return { done in window.setRootContainer(old, animated: false) { _ in done() } }
    }

    /// Dismisses `presented` again, from whoever presents it by then.
    package static func dismissing<Modal: ScreenModalContainer>(_ presented: Modal) -> ScreenUndoLog.Entry {
        { done in
            guard let presenter = presented.presentingContainer else { return done() }
            presenter.dismissPresentedContainer(animated: false) { _ in done() }
        }
    }

    /// Presents `presented` again from `presenter`; it still holds what it presented, so the whole
    /// chain comes back.
    package static func presentingAgain<Modal: ScreenModalContainer>(
        _ presented: Modal.Platform.Modal, from presenter: Modal
    ) -> ScreenUndoLog.Entry {
        { done in presenter.presentContainer(presented, animated: false) { _ in done() } }
    }

    /// Restores `stack` as it is now, after an edit to `containers`, and gives back the
    /// controllers the edit takes from other containers.
    package static func restoringStack<Stack: ScreenStackContainer>(
        of stack: Stack, replacedBy containers: [Stack.Platform.Modal]
    ) -> ScreenUndoLog.Entry {
        let old = stack.stackContainers
        // Only controllers after the part both stacks share can come from elsewhere.
        let restoreOthers = restoringOtherParents(of: containers, from: old.sharedPrefixCount(with: containers), joining: stack)
        return { done in
            stack.setStackContainers(old, animated: false) { _ in
                ScreenUndoLog.run(restoreOthers, then: done)
            }
        }
    }

    /// Takes `pushed` off `stack` again and gives back the controllers the push took from other
    /// containers.
    ///
    /// Keeps no copy of the stack, so a push is recorded at the same cost however deep the stack
    /// is. Undo runs newest first, so the pushed controllers are on top again when it runs.
    package static func removing<Stack: ScreenStackContainer>(_ pushed: [Stack.Platform.Modal], from stack: Stack) -> ScreenUndoLog.Entry {
        let restoreOthers = restoringOtherParents(of: pushed, from: 0, joining: stack)
        return { done in
            let identities = Set(pushed.map(ObjectIdentifier.init))
            let kept = stack.stackContainers.filter { !identities.contains(ObjectIdentifier($0)) }
            stack.setStackContainers(kept, animated: false) { _ in
                ScreenUndoLog.run(restoreOthers, then: done)
            }
        }
    }

    /// Selects the tab selected now again.
    package static func restoringSelection<Tabs: ScreenTabsContainer>(of tabs: Tabs) -> ScreenUndoLog.Entry {
        let old = tabs.selectedTabContainer.flatMap { selected in tabs.tabContainers.firstIndex { $0 === selected } }
        return { done in
            guard let old else { return done() }
            tabs.selectTabContainer(at: old) { _ in done() }
        }
    }

    /// Puts the tabs and the selection back as they are now.
    package static func restoringTabs<Tabs: ScreenTabsContainer>(of tabs: Tabs) -> ScreenUndoLog.Entry {
        let old = tabs.tabContainers
        let oldSelection = tabs.selectedTabContainer.flatMap { selected in old.firstIndex { $0 === selected } }
        return { done in
            tabs.setTabContainers(old, animated: false) { _ in
                guard let oldSelection else { return done() }
                tabs.selectTabContainer(at: oldSelection) { _ in done() }
            }
        }
    }

    /// Entries that give back the controllers `added` (from `start` on) takes from other
    /// containers: a controller moved into `container` leaves its stack or tab bar, and undo returns
    /// it after `container` has let go of it.
    private static func restoringOtherParents<Modal: ScreenModalContainer>(
        of added: [Modal], from start: Int, joining container: some ScreenContainer
    ) -> [ScreenUndoLog.Entry] {
        var entries: [ScreenUndoLog.Entry] = []
        for index in start..<added.count {
            if let parent = added[index].parentContainer, parent !== container, let restore = restoring(parent) {
                entries.append(restore)
            }
        }
        return entries
    }

    /// An entry that puts `container`'s children back as they are now, for the containers that can
    /// lose a child to a move (stacks and tab bars).
    private static func restoring(_ container: any ScreenContainer) -> ScreenUndoLog.Entry? {
        switch container {
        case let stack as any ScreenStackContainer: restoringChildren(of: stack)
        case let tabs as any ScreenTabsContainer: restoringChildren(of: tabs)
        default: nil
        }
    }

    private static func restoringChildren<Stack: ScreenStackContainer>(of stack: Stack) -> ScreenUndoLog.Entry {
        let old = stack.stackContainers
        return { done in stack.setStackContainers(old, animated: false) { _ in done() } }
    }

    private static func restoringChildren<Tabs: ScreenTabsContainer>(of tabs: Tabs) -> ScreenUndoLog.Entry {
        let old = tabs.tabContainers
        return { done in tabs.setTabContainers(old, animated: false) { _ in done() } }
    }
}
