/// Undoable changes, the navigator's half: every change to the tree that a navigation makes (NavDSL's
/// actions through the containers' `undoableBy:` forms, custom ones through
/// ``ScreenNavigator/performUndoableChange(_:undo:completion:)``) comes through here. It holds the
/// navigator's queue until its transition ends (so no other navigation changes containers
/// meanwhile) and, once it succeeded, records its undo in the undo log of the run that made it, so
/// a failed navigation can be undone however late the change completes. How each kind of change is
/// undone is the other half, in `09-ScreenUndoEntry.swift`.
extension ScreenNavigator {
    /// Makes `change` on behalf of the running step, reporting it as a `kind` change on
    /// `container`; `undo` reverts it.
    ///
    /// The completion runs as the run's code, so a change or a navigation it starts in turn belongs
    /// to the same run even when the transition ended later.
    package func performUndoableChange(
        _ kind: ScreenContainerChange.Kind,
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
/// The change's completion is the only thing that holds it: a platform that drops the completion
/// releases it, which then fails the change instead of leaving the queue held for good.
@MainActor
final class ScreenTrackedChange {
    private let kind: ScreenContainerChange.Kind
    /// Weak until the change ends: a pending transition must not keep its window alive (a released
    /// window drops its transitions, which fails the change).
    private weak var container: (any ScreenContainer)?
    private let undo: ScreenUndoLog.Entry
    private let navigator: ScreenNavigator
    private let completion: ScreenCompletion<Void>
    private let run: ScreenRouteRun?
    private let hold: ScreenQueueHold
    /// The log of the step that made the change, taken now: a step that timed out has had its log
    /// rolled back by the time a late change ends, and recording there undoes the change at once.
    private let log: ScreenUndoLog?
    private var isFinished = false

    init(
        _ kind: ScreenContainerChange.Kind, on container: (any ScreenContainer)?, undo: @escaping ScreenUndoLog.Entry,
        navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>
    ) {
        self.kind = kind
        self.container = container
        self.undo = undo
        self.navigator = navigator
        self.completion = completion
        self.run = navigator.queue.owningRun
        self.log = run?.undoLog
        self.hold = navigator.queue.hold(run?.turn)
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
        Self.complete(result, run: run, hold: hold, navigator: navigator, completion: completion)
    }

    private static func complete(
        _ result: Result<Void, any Error>, run: ScreenRouteRun?, hold: ScreenQueueHold, navigator: ScreenNavigator,
        completion: ScreenCompletion<Void>
    ) {
        hold.release { navigator.queue.executing(run) { completion(result) } }
    }

    deinit {
        guard !isFinished else { return }
        let (run, hold, navigator, completion) = (run, hold, navigator, completion)
        Task { @MainActor in
            Self.complete(
                .failure(ScreenContainerNotFoundError("the container was released before its transition ended.")),
                run: run, hold: hold, navigator: navigator, completion: completion)
        }
    }
}
