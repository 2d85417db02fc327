/// How a failure moves down a run's frames: each frame undoes its changes, then its scope decides
/// whether the failure goes on (`nested`), stops (`cauterize()`) or runs a fallback route.
extension ScreenRouteRun {
    /// Undoes the top frame's changes, then lets its scope decide what the failure does.
    func unwind(_ error: any Error) {
        guard let frame = leave() else { return finish(.failure(error)) }
        // Nothing to undo (a search that failed, a failure before any change): the failure moves
        // on in this loop, without a rollback and a turn of the queue.
        if frame.undo.rollBackIfEmpty() { return recover(from: error, in: frame) }
        state = .waiting
        navigator.events.emit(navigationID, .info, .undoStarted(changes: frame.undo.count), by: navigator)
        // Held until the last undo step has ended (each within its bound): a navigation asked for
        // meanwhile, from a lifecycle callback of an undo step's UIKit call too, waits behind it.
        let hold = navigator.queue.hold(turn)
        let context = ScreenUndoContext(navigator: navigator)
        navigator.undoCounts.rollbacksRunning += 1
        frame.undo.rollback(in: context, undoing: undoing) { [self] in
            navigator.undoCounts.rollbacksRunning -= 1
            // An undo step that failed after its retries is named in the navigation's trace.
            for failure in context.failures { trace.failed(failure) }
            hold.release { [self] in
                resume { [self] in recover(from: error, in: frame) }
            }
        }
    }

    /// Reports a change as its undo starts.
    func undoing(_ change: ScreenChangeRecord?) {
        guard let change else { return }
        trace.undone(change)
        navigator.events.emit(navigationID, .none, .undone(change.change), by: navigator)
    }

    func recover(from error: any Error, in frame: Frame) {
        switch frame.scope {
        case nil:
            finish(.failure(error))
        case .nested?:
            state = .failing(error)
        case .cauterize?:
            trace.cauterized(error)
            navigator.events.emit(navigationID, .info, .cauterized(error), by: navigator)
            top?.index += 1
            state = .running
        case .fallback(let build)?:
            guard !isNavigationCancellation(error) else { return state = .failing(error) }
            trace.fellBack(after: error)
            navigator.events.emit(navigationID, .info, .fallback(after: error), by: navigator)
            guard let origin = top?.current else { return finish(.failure(error)) }
            enter(Frame(actions: build(error), current: origin, scope: .nested))
            state = .running
        }
    }
}
