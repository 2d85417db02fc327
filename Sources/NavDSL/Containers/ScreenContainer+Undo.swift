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
        _ kind: HeadlessTransition.Kind,
        on container: (any ScreenContainer)?,
        undo: @escaping ScreenUndoLog.Entry,
        completion: @escaping ScreenCompletion<Void>,
        _ change: (_ done: @escaping ScreenCompletion<Void>) -> Void
    ) {
        let tracked = ScreenTrackedChange(kind, on: container, undo: undo, navigator: self, completion: completion)
        change { [tracked] result in tracked.finish(result) }
    }
}

/// A change in flight: it holds its run's turn of the queue until the change calls back, then
/// records its undo and completes.
///
/// One object per change, which the change's completion is the only one to capture: a change costs
/// no closure contexts, and a platform that drops the completion releases the object, which then
/// fails the change instead of leaving the queue held for good.
@MainActor
final class ScreenTrackedChange {
    private let kind: HeadlessTransition.Kind
    /// Weak until the change ends: a pending transition must not keep its window alive (a released
    /// window drops its transitions, which fails the change).
    private weak var container: (any ScreenContainer)?
    private let undo: ScreenUndoLog.Entry
    private let navigator: ScreenNavigator
    private let completion: ScreenCompletion<Void>
    private let run: ScreenRouteRun?
    /// The log of the step that made the change, taken now: a step that timed out has had its log
    /// rolled back by the time a late change ends, and recording there undoes the change at once.
    private let log: ScreenUndoLog?
    private var isFinished = false

    init(
        _ kind: HeadlessTransition.Kind, on container: (any ScreenContainer)?, undo: @escaping ScreenUndoLog.Entry,
        navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>
    ) {
        self.kind = kind
        self.container = container
        self.undo = undo
        self.navigator = navigator
        self.completion = completion
        self.run = navigator.queue.owningRun
        self.log = run?.undoLog
        navigator.queue.beginHold(run?.turn)
    }

    /// Ends the change; a second call (a completion called twice) does nothing.
    func finish(_ result: Result<Void, any Error>) {
        guard !isFinished else { return }
        isFinished = true
        if case .success = result {
            let record = ScreenChangeRecord(kind, on: container)
            log?.record(undo, change: record)
            navigator.events.emit(run?.navigationID ?? ScreenNavigationID(0), .none, .transition(record.change), by: navigator)
        }
        Self.complete(result, run: run, navigator: navigator, completion: completion)
    }

    private static func complete(
        _ result: Result<Void, any Error>, run: ScreenRouteRun?, navigator: ScreenNavigator, completion: ScreenCompletion<Void>
    ) {
        let queue = navigator.queue
        queue.endHold { queue.executing(run) { completion(result) } }
    }

    deinit {
        guard !isFinished else { return }
        let (run, navigator, completion) = (run, navigator, completion)
        Task { @MainActor in
            Self.complete(
                .failure(ScreenContainerNotFoundError("the container was released before its transition ended.")),
                run: run, navigator: navigator, completion: completion)
        }
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
        // Refused before anything changes, as `changeBottomSheet` refuses the same sheet.
        if let violation = ScreenSheetRequest.violation(presenting: container) { return completion(.failure(violation)) }
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
