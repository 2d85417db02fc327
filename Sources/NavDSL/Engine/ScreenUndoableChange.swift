/// Undoable changes, both halves: how a change is tracked (here) and how each kind is undone
/// (``ScreenUndoEntry``, below).
///
/// Every change to the tree that a navigation makes (NavDSL's actions through the containers'
/// `undoableBy:` forms in `Containers/ScreenContainer+Undoable.swift`, custom ones through
/// ``ScreenNavigator/performUndoableChange(_:undo:completion:)``) comes through
/// ``ScreenNavigator/performUndoableChange(_:on:undo:completion:_:)``. It holds the navigator's
/// queue until its transition ends (so no other navigation changes containers meanwhile) and, once
/// it succeeded, records its undo in the undo log of the run that made it, so a failed navigation
/// can be undone however late the change completes.
extension ScreenNavigator {
    /// Makes `change` on behalf of the running step, reporting it as a `kind` change on
    /// `container`; `undo` reverts it.
    ///
    /// The completion runs as the run's code, so a change or a navigation it starts in turn belongs
    /// to the same run even when the transition ended later.
    package func performUndoableChange(
        _ kind: ScreenTransition.Kind,
        on container: (any ScreenContainer)?,
        undo: @escaping ScreenUndoLog.Entry,
        completion: @escaping ScreenCompletion<Void>,
        _ change: (_ done: @escaping ScreenCompletion<Void>) -> Void
    ) {
        let tracked = ScreenTrackedChange(kind, on: container, undo: undo, navigator: self, completion: completion)
        // The platform call runs as no run's code: a navigation that UIKit's lifecycle callbacks
        // (viewWillAppear, viewDidLoad) request in the middle of it queues behind the change's
        // hold instead of running nested inside a UIKit call that has not finished.
        queue.executing(nil) {
            change { [tracked] result in tracked.finish(result) }
        }
    }
}

/// A change in flight: it holds its run's turn of the queue until the change calls back, then
/// records its undo and completes.
///
/// The change's completion is the only thing that holds it: a platform that drops the completion
/// releases it, which then fails the change instead of leaving the queue held for good.
@MainActor
final class ScreenTrackedChange {
    private let kind: ScreenTransition.Kind
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
    /// Whether this change still holds the queue.
    ///
    /// The change's own object is its hold (it ends the hold once, or its `deinit` does), so a
    /// change makes no hold object. Both flags are unchecked for the reason ``ScreenRouteRun``
    /// gives its state.
    @exclusivity(unchecked) private var isHoldingQueue = true
    @exclusivity(unchecked) private var isFinished = false
    /// The rollback step that waits for this change to end, when its step timed out with older
    /// changes to undo (``abandon()``): the change is undone there, first, in its place.
    private var awaitingRollback: (context: ScreenUndoContext, token: ScreenUndoStepToken, done: @MainActor () -> Void)?

    init(
        _ kind: ScreenTransition.Kind, on container: (any ScreenContainer)?, undo: @escaping ScreenUndoLog.Entry,
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
        if navigator.actionTimeout != nil { run?.turn.noteInFlight(self) }
        // Made after its run failed (its step's bound ended first): abandoned from the start. A
        // stored flag, not the log's state, which every change would otherwise pay to resolve.
        if run?.hasFailed == true { navigator.undoCounts.changesAbandonedAtTimeout += 1 }
    }

    /// Whether the change has not ended yet.
    var isInFlight: Bool { !isFinished }

    /// Its step timed out: the change stops holding the queue (``ScreenNavigator/actionTimeout``:
    /// the bound wins); `false` when it had ended already.
    func abandon() -> Bool {
        guard !isFinished else { return false }
        releaseQueue {}
        keepPlaceInLog()
        return true
    }

    /// Keeps the change's place in its log, newest, so the rollback that follows undoes it first.
    ///
    /// Undo runs newest first because each entry expects the tree as its change left it: undoing
    /// older changes while this one has not landed meets a tree it still holds (a dismissed modal
    /// whose presenter a new root took out of the window, a pushed screen a pop in flight took
    /// off) and loses them. The rollback's step for this place waits, within an undo step's bound,
    /// for the change to end and undoes it then; a change that outlasts that bound is undone as
    /// queued work of its own when it ends (``finish(_:)``). With nothing older to undo, there is
    /// no order to keep and no wait.
    private func keepPlaceInLog() {
        guard let log, !log.isEmpty, !log.isRolledBack else { return }
        log.record(
            { [weak self] done in
                guard let self, !isFinished, let context = ScreenUndoContext.current else { return done() }
                awaitingRollback = (context, context.currentToken, done)
            }, change: ScreenChangeRecord(kind, on: container))
    }

    /// Ends the change; a second call (a completion called twice) does nothing.
    func finish(_ result: Result<Void, any Error>) {
        guard !isFinished else { return }
        isFinished = true
        let succeeded = if case .success = result { true } else { false }
        // A late change that ended in failure may still have landed in part (a push whose check
        // met the stack the rollback had edited meanwhile): its undo, which leaves alone what is
        // no longer as the change left it, runs too, so the late change leaves no screen behind.
        let waiting = awaitingRollback
        awaitingRollback = nil
        if let waiting, !waiting.token.isAbandoned {
            // Its rollback waits for it (``keepPlaceInLog()``): undone now, as that step (each
            // entry's platform call waits at the settle gate for the transition to be torn down).
            navigator.undoCounts.lateCompletionsUndone += 1
            emitLate(succeeded)
            waiting.context.starting { undo(waiting.done) }
        } else if succeeded || log?.isRolledBack == true {
            let record = ScreenChangeRecord(kind, on: container)
            // After its run was rolled back (its step timed out), the change is undone as work of
            // its own, queued behind what runs now and holding the queue until the undo has ended.
            // Asked first, so a change that lands in time builds no closure for that case.
            if let log, log.isRolledBack {
                let (navigator, undo) = (navigator, undo)
                navigator.undoCounts.lateCompletionsUndone += 1
                navigator.queue.runAlone { done in
                    let context = ScreenUndoContext(navigator: navigator)
                    context.naming(record)
                    ScreenUndoLog.run([undo], in: context, then: done)
                }
            } else {
                log?.record(undo, change: record)
            }
            emitLate(succeeded)
        }
        let (run, navigator, completion) = (run, navigator, completion)
        releaseQueue { navigator.queue.executing(run) { completion(result) } }
    }

    private func emitLate(_ succeeded: Bool) {
        guard succeeded else { return }
        navigator.events.emit(
            run?.navigationID ?? ScreenNavigationID(0), .none, .transition(ScreenChangeRecord(kind, on: container).change), by: navigator)
        // A late change (after a timeout) is the navigator's, not the user's.
        navigator.userChanges.navigatorChanged(in: navigator.window)
    }

    /// Ends the change's hold of the queue (once: after an abandon it only runs `body`), runs
    /// `body`, then lets the queue move.
    private func releaseQueue(then body: () -> Void) {
        let wasHolding = isHoldingQueue
        isHoldingQueue = false
        navigator.queue.endHold(wasHolding, then: body)
    }

    deinit {
        guard !isFinished else { return }
        let (run, navigator, completion, wasHolding) = (run, navigator, completion, isHoldingQueue)
        Task { @MainActor in
            let failure = ScreenContainerNotFoundError("the container was released before its transition ended.")
            navigator.queue.endHold(wasHolding) { navigator.queue.executing(run) { completion(.failure(failure)) } }
        }
    }
}

/// A change as it is made: the container itself, described only when an event or a trace is built.
@MainActor
package struct ScreenChangeRecord {
    package let kind: ScreenTransition.Kind
    package let container: (any ScreenContainer)?

    package init(_ kind: ScreenTransition.Kind, on container: (any ScreenContainer)?) {
        self.kind = kind
        self.container = container
    }

    /// The change as a navigator reports it: what and where (no animation, no detail: those are
    /// what only the container that made the change knows, and its own log records them).
    package var change: ScreenTransition {
        ScreenTransition(kind: kind, animation: nil, container: container.map { String(describing: $0) } ?? "a container")
    }
}

/// How each kind of change NavDSL makes is undone.
///
/// Each function reads what it must restore *before* the change runs and returns the entry that
/// restores it, for ``ScreenNavigator/performUndoableChange(_:on:undo:completion:_:)``. The
/// containers' `undoableBy:` forms (`Containers/ScreenContainer+Undoable.swift`) pair each change
/// with its entry. Undo runs without animation, newest change first, so when an entry runs the tree
/// is as its change left it.
@MainActor
package enum ScreenUndoEntry {
    /// Puts the window's current root (or none) back, unless the root is no longer `root` (what
    /// the user or the app did since stands).
    ///
    /// Holds the window weakly: a navigation that never ends must not keep it alive.
    package static func restoringRoot<Window: ScreenWindowContainer>(of window: Window, replacedBy root: Window.Platform.Modal)
        -> ScreenUndoLog.Entry
    {
        let old = window.rootContainer
        return { [weak window, weak root] done in
            ScreenUndoStep.run(
                { completion in
                    guard let window, let root, window.rootContainer === root else { return completion(.success(())) }
                    window.setRootContainer(old, animated: false, completion: completion)
                }, then: done)
        }
    }

    /// Dismisses `presented` again, from whoever presents it by then.
    ///
    /// Holds it weakly: a controller the user has closed meanwhile is not kept alive for an undo
    /// that has nothing left to do.
    package static func dismissing<Modal: ScreenModalContainer>(_ presented: Modal) -> ScreenUndoLog.Entry {
        { [weak presented] done in
            ScreenUndoStep.run(
                { completion in
                    guard let presenter = presented?.presentingContainer else { return completion(.success(())) }
                    presenter.dismissPresentedContainer(animated: false, completion: completion)
                }, then: done)
        }
    }

    /// Presents `presented` again from `presenter`, then, one after another, what it presented
    /// before the dismissal: UIKit tears the chain above a dismissed controller down.
    ///
    /// The chain is read now, before the dismissal; a layer still presented by the one below it
    /// when the entry runs is not presented again.
    package static func presentingAgain<Modal: ScreenModalContainer>(
        _ presented: Modal.Platform.Modal, from presenter: Modal
    ) -> ScreenUndoLog.Entry {
        var chain = [presented]
        while let last = chain.last, let above = last.presentedContainer, above.presentingContainer === last {
            chain.append(above)
        }
        // The dismissed chain is what the entry puts back, so it is held (bounded by the log's
        // retention); the presenter stays in the tree or is gone, and is held weakly.
        let first: ScreenUndoLog.Entry = { [weak presenter] done in
            ScreenUndoStep.run(
                { completion in
                    guard let presenter, presented.presentingContainer !== presenter else { return completion(.success(())) }
                    presenter.presentContainer(presented, animated: false, completion: completion)
                }, then: done)
        }
        let rest: [ScreenUndoLog.Entry] = zip(chain, chain.dropFirst()).map { below, above in
            { done in
                ScreenUndoStep.run(
                    { completion in
                        guard above.presentingContainer !== below else { return completion(.success(())) }
                        below.presentContainer(above, animated: false, completion: completion)
                    }, then: done)
            }
        }
        return { done in ScreenUndoLog.run([first] + rest, then: done) }
    }

    /// Restores `stack` as it is now, after an edit to `containers`, and gives back the
    /// controllers the edit takes from other containers; a stack changed since (a user's pop)
    /// stays as it is.
    package static func restoringStack<Stack: ScreenStackContainer>(
        of stack: Stack, replacedBy containers: [Stack.Platform.Modal]
    ) -> ScreenUndoLog.Entry {
        let old = stack.stackContainers
        // Only controllers after the part both stacks share can come from elsewhere.
        let restoreOthers = restoringOtherParents(of: containers, from: old.sharedPrefixCount(with: containers), joining: stack)
        // What the edit put in the stack is only compared with, so it is held weakly: a screen
        // the user popped since is released, and the stack then no longer matches.
        let edited = ScreenWeakList(containers)
        return { [weak stack] done in
            var restored = false
            ScreenUndoStep.run(
                { completion in
                    // Read once a running transition (a user's swipe) has ended: it may still be cancelled.
                    guard let stack else { return completion(.success(())) }
                    stack.settleStackContainers { settled in
                        guard case .success = settled else { return completion(settled) }
                        guard edited.matches(stack.stackContainers) else { return completion(.success(())) }
                        restored = true
                        stack.setStackContainers(old, animated: false, completion: completion)
                    }
                }, then: { restored ? ScreenUndoLog.run(restoreOthers, then: done) : done() })
        }
    }

    /// Takes `pushed` off `stack` again and gives back the controllers the push took from other
    /// containers.
    ///
    /// Keeps no copy of the stack, so a push is recorded at the same cost however deep the stack
    /// is. Undo runs newest first, so the pushed controllers are on top again when it runs.
    package static func removing<Stack: ScreenStackContainer>(_ pushed: [Stack.Platform.Modal], from stack: Stack) -> ScreenUndoLog.Entry {
        let restoreOthers = restoringOtherParents(of: pushed, from: 0, joining: stack)
        // Weakly: a pushed screen the user popped since is released, and is no longer in the stack.
        let pushed = ScreenWeakList(pushed)
        return { [weak stack] done in
            // What to keep is read once a running transition has ended, at each attempt: a user's
            // swipe cancelled meanwhile puts back a pushed screen it had taken off.
            ScreenUndoStep.run(
                { completion in
                    guard let stack else { return completion(.success(())) }
                    stack.settleStackContainers { settled in
                        guard case .success = settled else { return completion(settled) }
                        // The live ones' identities are sound now: none of them can have been reused.
                        let identities = pushed.aliveIdentities
                        let kept = stack.stackContainers.filter { !identities.contains(ObjectIdentifier($0)) }
                        guard kept.count != stack.stackContainers.count else { return completion(.success(())) }
                        stack.setStackContainers(kept, animated: false, completion: completion)
                    }
                }, then: { ScreenUndoLog.run(restoreOthers, then: done) })
        }
    }

    /// Pushes back what a pop to the first `count` controllers takes off `stack`, unless the stack
    /// is no longer as the pop left it (what the user or the app did since stands).
    ///
    /// Keeps the popped controllers only, so a pop is recorded at the cost of what it pops; the
    /// stack as the pop left it is known by its count and top.
    package static func pushingBack<Stack: ScreenStackContainer>(poppedFrom stack: Stack, keeping count: Int) -> ScreenUndoLog.Entry {
        let current = stack.stackContainers
        let kept = min(max(count, 0), current.count)
        // Copied by index: a slice of a list of the app's container type would ask the runtime
        // for the slice's types first, which costs more than the copy of the one controller a
        // pop usually takes.
        var popped: [Stack.Platform.Modal] = []
        popped.reserveCapacity(current.count - kept)
        for index in kept..<current.count { popped.append(current[index]) }
        let top = kept > 0 ? current[kept - 1] : nil
        return { done in
            ScreenUndoStep.run(
                { completion in
                    stack.settleStackContainers { settled in
                        guard case .success = settled else { return completion(settled) }
                        let now = stack.stackContainers
                        guard now.count == kept, now.last === top else { return completion(.success(())) }
                        stack.pushStackContainers(popped, animation: nil, completion: completion)
                    }
                }, then: done)
        }
    }

    /// Selects the tab selected now again, unless the selection is no longer the tab at `index`
    /// (a tab the user tapped since stays selected).
    package static func restoringSelection<Tabs: ScreenTabsContainer>(of tabs: Tabs, selecting index: Int) -> ScreenUndoLog.Entry {
        // Plain index loops: `flatMap`, `firstIndex` and `indices` over a list of the app's tab
        // class ask the runtime for their types at every selection.
        let containers = tabs.tabContainers
        let selected = tabs.selectedTabContainer
        var old: Int?
        for position in 0..<containers.count where containers[position] === selected {
            old = position
            break
        }
        let target = index >= 0 && index < containers.count ? containers[index] : nil
        return { [weak tabs, weak target] done in
            ScreenUndoStep.run(
                { completion in
                    guard let tabs, let old, let target, tabs.selectedTabContainer === target else { return completion(.success(())) }
                    tabs.selectTabContainer(at: old, completion: completion)
                }, then: done)
        }
    }

    /// Puts the tabs and the selection back as they are now, unless the tabs are no longer
    /// `containers`.
    package static func restoringTabs<Tabs: ScreenTabsContainer>(of tabs: Tabs, replacedBy containers: [Tabs.Platform.Modal])
        -> ScreenUndoLog.Entry
    {
        let old = tabs.tabContainers
        let oldSelection = tabs.selectedTabContainer.flatMap { selected in old.firstIndex { $0 === selected } }
        let edited = ScreenWeakList(containers)
        return { [weak tabs] done in
            var restored = false
            ScreenUndoStep.run(
                { completion in
                    guard let tabs, edited.matches(tabs.tabContainers) else { return completion(.success(())) }
                    restored = true
                    tabs.setTabContainers(old, animated: false, completion: completion)
                },
                then: {
                    guard restored, let tabs, let oldSelection else { return done() }
                    ScreenUndoStep.run({ completion in tabs.selectTabContainer(at: oldSelection, completion: completion) }, then: done)
                })
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
        return { done in
            ScreenUndoStep.run({ completion in stack.setStackContainers(old, animated: false, completion: completion) }, then: done)
        }
    }

    private static func restoringChildren<Tabs: ScreenTabsContainer>(of tabs: Tabs) -> ScreenUndoLog.Entry {
        let old = tabs.tabContainers
        return { done in
            ScreenUndoStep.run({ completion in tabs.setTabContainers(old, animated: false, completion: completion) }, then: done)
        }
    }
}

/// A list of containers held weakly, for undo entries that only compare with what a change put in
/// place: holding it strongly would keep a screen the user closed alive until the navigation ends.
///
/// Not generic: it is made for every change, in code generic over the app's container types, where
/// a list of a generic element would ask the runtime for its types at each use; an object
/// reference is all a comparison by identity needs.
@MainActor
struct ScreenWeakList {
    private struct Reference {
        weak var object: AnyObject?
    }

    private let references: [Reference]

    init<Element: AnyObject>(_ elements: [Element]) {
        var references: [Reference] = []
        references.reserveCapacity(elements.count)
        for index in 0..<elements.count { references.append(Reference(object: elements[index])) }
        self.references = references
    }

    /// Whether `list` holds the same elements, in the same order (a released one matches nothing).
    func matches<Element: AnyObject>(_ list: [Element]) -> Bool {
        guard list.count == references.count else { return false }
        for index in 0..<list.count where list[index] !== references[index].object { return false }
        return true
    }

    /// The identities of the elements still alive.
    var aliveIdentities: Set<ObjectIdentifier> {
        Set(references.compactMap { $0.object.map(ObjectIdentifier.init) })
    }
}
