/// The container changes NavDSL's actions make. Each one holds the navigator's queue until its
/// transition ends (so no other navigation changes containers meanwhile) and, once it succeeded,
/// records its inverse in the undo log of the run that made it, so a failed navigation can be
/// undone however late the change completes.
extension ScreenNavigator {
    /// Runs `change` on behalf of the running step; `undo` reverts it.
    ///
    /// The completion runs as the run's code, so a change or a navigation it starts in turn belongs
    /// to the same run even when the transition ended later.
    package func trackChange(
        _ kind: ScreenContainerChange.Kind,
        on container: (any ScreenContainer)?,
        undo: @escaping ScreenUndoLog.Entry,
        completion: @escaping ScreenCompletion<Void>,
        _ change: (_ done: @escaping ScreenCompletion<Void>) -> Void
    ) {
        let run = queue.owningRun
        let log = run?.undoLog
        let hold = queue.hold(run?.turn)
        // The container is held weakly until the change ends: a pending transition must not keep
        // its window alive (a released window drops its transitions, which fails the change).
        let finish: @MainActor (Result<Void, any Error>) -> Void = { [queue, events, weak container] result in
            if case .success = result {
                let record = ScreenChangeRecord(kind, on: container)
                log?.record(undo, change: record)
                events.emit(run?.navigationID ?? ScreenNavigationID(0), .none, .transition(record.change), by: self)
            }
            hold.release { queue.executing(run) { completion(result) } }
        }
        let dropped = ScreenDroppedCompletionCheck {
            finish(.failure(ScreenContainerNotFoundError("the container was released before its transition ended.")))
        }
        change { result in
            guard dropped.markCalled() else { return }
            finish(result)
        }
    }
}

/// Notices a completion that a container released without calling, as a headless window does
/// with its pending transitions when it is released mid-transition: the change then fails, so
/// its navigation completes and the queue moves instead of waiting forever.
@MainActor
final class ScreenDroppedCompletionCheck {
    private let onDrop: @MainActor () -> Void
    private var isCalled = false

    init(onDrop: @escaping @MainActor () -> Void) {
        self.onDrop = onDrop
    }

    /// Marks the completion as called; `false` when it was already.
    func markCalled() -> Bool {
        guard !isCalled else { return false }
        isCalled = true
        return true
    }

    deinit {
        guard !isCalled else { return }
        let onDrop = onDrop
        Task { @MainActor in onDrop() }
    }
}

extension ScreenWindowContainer {
    /// Sets the root; undo puts the previous root (or none) back.
    package func setRootContainer(
        _ root: Platform.Modal, animation: ScreenAnimation?, undo navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>
    ) {
        let old = rootContainer
        navigator.trackChange(
            .root, on: self,
            undo: { done in self.setRootContainer(old, animated: false) { _ in done() } }, completion: completion
        ) { done in
            setRootContainer(root, animation: animation, completion: done)
        }
    }
}

extension ScreenModalContainer {
    /// Presents; undo dismisses what was presented.
    package func presentContainer(
        _ container: Platform.Modal, animated: Bool, undo navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>
    ) {
        navigator.trackChange(
            .present, on: self,
            undo: { done in
                guard let presenter = container.presentingContainer else { return done() }
                presenter.dismissPresentedContainer(animated: false) { _ in done() }
            }, completion: completion
        ) { done in
            presentContainer(container, animated: animated, completion: done)
        }
    }

    /// Dismisses what this controller presents; undo presents the same controller again from the
    /// same presenter (it still holds what it presented, so the whole chain comes back).
    package func dismissPresentedContainer(animated: Bool, undo navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        guard let presented = presentedContainer, let presenter = presented.presentingContainer else {
            return completion(.success(()))
        }
        navigator.trackChange(
            .dismiss, on: self,
            undo: { done in presenter.presentContainer(presented, animated: false) { _ in done() } }, completion: completion
        ) { done in
            dismissPresentedContainer(animated: animated, completion: done)
        }
    }
}

extension ScreenStackContainer {
    /// Replaces the stack; undo restores the previous stack.
    package func setStackContainers(
        _ containers: [Platform.Modal], animation: ScreenAnimation?, undo navigator: ScreenNavigator,
        completion: @escaping ScreenCompletion<Void>
    ) {
        let old = stackContainers
        // Only controllers after the part both stacks share can come from elsewhere, so a push
        // looks at one controller however deep the stack is.
        let common = ScreenContainerIdentity.sharedPrefixCount(old, containers)
        let restoreOthers = restoringOtherParents(of: containers, from: common)
        navigator.trackChange(
            .stack, on: self,
            undo: { done in
                self.setStackContainers(old, animated: false) { _ in
                    ScreenUndoLog.run(restoreOthers, then: done)
                }
            }, completion: completion
        ) { done in
            setStackContainers(containers, animation: animation, completion: done)
        }
    }

    /// Pushes `containers` on top; undo takes them off again.
    ///
    /// Neither the change nor its undo record keeps a copy of the stack, so a platform that appends
    /// in place pushes at the same cost however deep the stack is. Undo runs newest first, so when
    /// it runs the pushed controllers are on top again, and removing them restores the stack.
    package func pushStackContainers(
        _ containers: [Platform.Modal], animation: ScreenAnimation?, undo navigator: ScreenNavigator,
        completion: @escaping ScreenCompletion<Void>
    ) {
        let restoreOthers = restoringOtherParents(of: containers, from: 0)
        navigator.trackChange(
            .stack, on: self,
            undo: { done in
                let pushed = Set(containers.map(ObjectIdentifier.init))
                let kept = self.stackContainers.filter { !pushed.contains(ObjectIdentifier($0)) }
                self.setStackContainers(kept, animated: false) { _ in
                    ScreenUndoLog.run(restoreOthers, then: done)
                }
            }, completion: completion
        ) { done in
            pushStackContainers(containers, animation: animation, completion: done)
        }
    }

    /// Undo entries that give back the controllers `added` (from `start` on) takes from other containers: a
    /// controller moved here leaves its stack or tab bar, and undo returns it after this stack
    /// has let go of it.
    private func restoringOtherParents(of added: [Platform.Modal], from start: Int) -> [ScreenUndoLog.Entry] {
        var restoreOthers: [ScreenUndoLog.Entry] = []
        // An index loop, not a slice: unspecialized, a slice costs a metadata lookup per edit.
        for index in start..<added.count {
            if let parent = added[index].parentContainer, parent !== self, let restore = Self.restoring(parent) {
                restoreOthers.append(restore)
            }
        }
        return restoreOthers
    }
}

extension ScreenStackContainer {
    /// An undo entry that puts `container`'s children back as they are now, for the containers
    /// that can lose a child to a move (stacks and tab bars).
    fileprivate static func restoring(_ container: any ScreenContainer) -> ScreenUndoLog.Entry? {
        switch container {
        case let stack as any ScreenStackContainer: restoring(stack: stack)
        case let tabs as any ScreenTabsContainer: restoring(tabs: tabs)
        default: nil
        }
    }

    private static func restoring<Stack: ScreenStackContainer>(stack: Stack) -> ScreenUndoLog.Entry {
        let old = stack.stackContainers
        return { done in stack.setStackContainers(old, animated: false) { _ in done() } }
    }

    private static func restoring<Tabs: ScreenTabsContainer>(tabs: Tabs) -> ScreenUndoLog.Entry {
        let old = tabs.tabContainers
        return { done in tabs.setTabContainers(old, animated: false) { _ in done() } }
    }
}

extension ScreenTabsContainer {
    /// Selects a tab; undo selects the previously selected one.
    package func selectTabContainer(
        at index: Int, animation: ScreenAnimation? = nil, undo navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>
    ) {
        let old = selectedTabContainer.flatMap { selected in tabContainers.firstIndex { $0 === selected } }
        navigator.trackChange(
            .selectTab, on: self,
            undo: { done in
                guard let old else { return done() }
                self.selectTabContainer(at: old) { _ in done() }
            }, completion: completion
        ) { done in
            selectTabContainer(at: index, animation: animation, completion: done)
        }
    }

    /// Replaces the tabs; undo restores the previous tabs and selection.
    package func setTabContainers(
        _ containers: [Platform.Modal], animated: Bool, undo navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>
    ) {
        let old = tabContainers
        let oldSelection = selectedTabContainer.flatMap { selected in old.firstIndex { $0 === selected } }
        navigator.trackChange(
            .tabs, on: self,
            undo: { done in
                self.setTabContainers(old, animated: false) { _ in
                    guard let oldSelection else { return done() }
                    self.selectTabContainer(at: oldSelection) { _ in done() }
                }
            }, completion: completion
        ) { done in
            setTabContainers(containers, animated: animated, completion: done)
        }
    }
}
