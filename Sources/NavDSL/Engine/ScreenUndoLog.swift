/// The inverse changes of one route run, so a failed navigation leaves the tree as it was.
///
/// Mutating actions record how to undo what they changed (through
/// ``ScreenNavigator/recordUndoableChange(undo:)`` and the undoable changes); when a step fails, the run undoes them newest first,
/// without animation. A nested run that succeeds hands its entries to the enclosing run, so an
/// outer failure undoes them too.
///
/// Its state is `@exclusivity(unchecked)`, for the reason ``ScreenRouteRun`` gives.
@MainActor
package final class ScreenUndoLog {
    /// Undoes one change and calls `done` (once) when finished.
    package typealias Entry = @MainActor (_ done: @escaping @MainActor () -> Void) -> Void

    private enum State {
        /// Collecting entries.
        case open
        /// Its run succeeded: entries recorded late go to the enclosing run's log.
        case merged(into: ScreenUndoLog)
        /// Its run failed and was undone: a change completing late (after a timeout) is undone at once.
        case rolledBack
        /// Its navigation succeeded: nothing is undone any more.
        case closed
    }

    /// An entry with the change it undoes, for events and error traces (`nil` for `recordUndoableChange`).
    private struct Item {
        let change: ScreenChangeRecord?
        let undo: Entry
    }

    @exclusivity(unchecked) private var items: [Item] = []
    @exclusivity(unchecked) private var state = State.open

    package init() {}

    package var isEmpty: Bool { items.isEmpty }

    package var count: Int { items.count }

    /// Records `entry`, which undoes `change`, in the log that now stands for this one's run; when
    /// that run has been rolled back already (a change completing after its step timed out), runs
    /// it at once (a tracked change asks ``isRolledBack`` first, to undo it as queued work instead).
    package func record(_ entry: @escaping Entry, change: ScreenChangeRecord? = nil) {
        let log = resolved
        switch log.state {
        case .open: log.items.append(Item(change: change, undo: entry))
        case .rolledBack: entry {}
        case .merged, .closed: break
        }
    }

    /// Whether the run this log stands for has been rolled back (a change ending now is late).
    package var isRolledBack: Bool {
        if case .rolledBack = resolved.state { return true }
        return false
    }

    /// Moves this log's entries to the end of `parent`; entries recorded later follow them there.
    package func merge(into parent: ScreenUndoLog) {
        let target = parent.resolved
        // Array to array: passing each closure through `record` would wrap it in a reabstraction
        // thunk per merge, so an entry merged through ten thousand frames would call ten thousand
        // thunks deep.
        switch target.state {
        case .open: target.items.append(contentsOf: items)
        case .rolledBack: ScreenUndoLog.run(items.reversed().map(\.undo), then: {})
        case .merged, .closed: break
        }
        items.removeAll()
        state = .merged(into: target)
    }

    /// This log, or the log its entries were merged into.
    private var resolved: ScreenUndoLog {
        var log = self
        while case .merged(let parent) = log.state {
            log = parent
        }
        return log
    }

    /// Forgets the entries recorded so far, keeping the log open, and returns how many there
    /// were: the run has waited past its retention, and a failure now leaves its changes.
    package func expire() -> Int {
        let count = items.count
        items.removeAll()
        return count
    }

    /// Forgets the entries: the navigation succeeded.
    package func close() {
        items.removeAll()
        state = .closed
    }

    /// Marks an empty log as undone, so that a change completing late (after a timeout) is undone
    /// at once, as ``rollback(in:undoing:completion:)`` does; `false`, changing nothing, when the log
    /// has entries to undo.
    package func rollBackIfEmpty() -> Bool {
        guard items.isEmpty else { return false }
        state = .rolledBack
        return true
    }

    /// Runs `entries` in order, one after another, then `completion`, as part of the undo step
    /// running now (its context, no bound of their own).
    package static func run(_ entries: [Entry], then completion: @escaping @MainActor () -> Void) {
        ScreenUndoRollback(entries: entries, context: ScreenUndoContext.current, bounded: false, completion: completion).next()
    }

    /// Runs `entries` in order as undo steps of `context`, each within its bound, then `completion`.
    package static func run(_ entries: [Entry], in context: ScreenUndoContext, then completion: @escaping @MainActor () -> Void) {
        ScreenUndoRollback(entries: entries, context: context, bounded: true, completion: completion).next()
    }

    /// Runs the entries newest first, one after another, then `completion`; `undoing` hears of each
    /// change as its entry starts.
    ///
    /// Entries that finish
    /// synchronously continue in a loop, so a long log never deepens the call stack.
    package func rollback(
        in context: ScreenUndoContext, undoing: @escaping @MainActor (ScreenChangeRecord?) -> Void,
        completion: @escaping @MainActor () -> Void
    ) {
        let entries: [Entry] = items.reversed().map { [context] item in
            { done in
                context.naming(item.change)
                undoing(item.change)
                item.undo(done)
            }
        }
        let pending = ScreenUndoRollback(entries: entries, context: context, bounded: true, completion: completion)
        items.removeAll()
        state = .rolledBack
        pending.next()
    }
}

/// One rollback in progress.
///
/// Each entry's `done` is a ``ScreenUndoCall``: the entry's platform call is the only thing that
/// holds it, so an entry whose call UIKit drops (a refused dismiss during a rollback) releases it,
/// and the rollback goes on with the next entry instead of holding the queue for good.
@MainActor
private final class ScreenUndoRollback {
    private var entries: [ScreenUndoLog.Entry]
    private let context: ScreenUndoContext?
    /// Whether each entry is a step of its own, with a bound (a nested run is part of its step).
    private let bounded: Bool
    private let completion: @MainActor () -> Void
    private var index = 0
    private var isLooping = false

    init(entries: [ScreenUndoLog.Entry], context: ScreenUndoContext?, bounded: Bool, completion: @escaping @MainActor () -> Void) {
        self.entries = entries
        self.context = context
        self.bounded = bounded
        self.completion = completion
    }

    func next() {
        guard !isLooping else { return }
        isLooping = true
        defer { isLooping = false }
        while index < entries.count {
            let entry = entries[index]
            index += 1
            let call = ScreenUndoCall(rollback: self)
            guard let context else {
                entry { [call] in call.finish() }
                call.isInsideCall = false
                guard call.isCompleted else { return }
                continue
            }
            let token = bounded ? ScreenUndoStepToken() : context.currentToken
            if bounded { context.currentToken = token }
            if bounded, context.takePlantedSkip() {
                call.finish()
            } else {
                context.starting { entry { [call] in call.finish() } }
            }
            call.isInsideCall = false
            guard call.isCompleted else {
                if bounded { bound(call, token: token, in: context) }
                return
            }
        }
        guard index == entries.count else { return }
        index += 1
        entries.removeAll()
        completion()
    }
}

extension ScreenUndoRollback {
    /// Goes on without `call`'s step once it has run for the context's step bound.
    ///
    /// Its platform call never completed. Holds the call weakly, so a call the platform drops still continues at once.
    fileprivate func bound(_ call: ScreenUndoCall, token: ScreenUndoStepToken, in context: ScreenUndoContext) {
        let (bound, step) = (context.stepBound, context.stepName)
        call.bound = context.after(bound) { [weak call] in
            guard let call, !call.isCompleted else { return }
            token.isAbandoned = true
            context.noteTimeout()
            context.fail(ScreenActionTimeoutError(action: step.action, timeout: bound), step: step)
            call.finish()
        }
    }
}

/// One undo entry's `done`, called at most once; released uncalled, it continues the rollback.
@MainActor
private final class ScreenUndoCall {
    private let rollback: ScreenUndoRollback
    var isInsideCall = true
    private(set) var isCompleted = false
    /// The step's bound, ended when the step completes in time.
    var bound: Task<Void, Never>?

    init(rollback: ScreenUndoRollback) {
        self.rollback = rollback
    }

    func finish() {
        guard !isCompleted else { return }
        isCompleted = true
        bound?.cancel()
        if !isInsideCall { rollback.next() }
    }

    deinit {
        guard !isCompleted else { return }
        // The entry's platform call dropped `done` (UIKit logs a refusal and never calls back):
        // what it undid is unknown, but the rest of the rollback and the queue must go on.
        let rollback = rollback
        Task { @MainActor in rollback.next() }
    }
}
