/// Calling one step: its completion may arrive during the call (the headless default), later (an
/// animation, a user's answer), twice (a bug the log reports) or never (``ScreenNavigator/actionTimeout``).
extension ScreenRouteRun {
    /// One step's call: with the run, the step and its container on it, it is all the step's
    /// completion captures, so calling a step allocates no closure context.
    fileprivate final class StepCall: ScreenCallState {
        let run: ScreenRouteRun
        let action: AnyScreenRouteAction
        let container: any ScreenContainer
        /// The result of a completion that arrived during the call.
        var syncResult: Result<any ScreenContainer, any Error>?
        /// The timeout's sleep, cancelled when the step completes: it holds the run, and with it
        /// everything the navigation built, until it wakes.
        var timeout: Task<Void, Never>?

        init(run: ScreenRouteRun, action: AnyScreenRouteAction, container: any ScreenContainer) {
            self.run = run
            self.action = action
            self.container = container
        }
    }

    /// Calls `action` on `container`; the loop goes on at once when it completed during the call,
    /// and waits (with the navigator's timeout, if any) when it did not.
    func perform(_ action: AnyScreenRouteAction, on container: any ScreenContainer) {
        let call = StepCall(run: self, action: action, container: container)
        trace.step(action, on: container)
        navigator.events.emit(
            navigationID, .info, .action(ScreenStep(action: action.description, container: "\(container)")), by: navigator)
        action.perform(container: container, navigator: navigator) { [call] result in call.run.completed(call, with: result) }
        call.isInsideCall = false
        guard let result = call.syncResult else {
            state = .waiting
            navigator.queue.noteWaiting(self)
            if let timeout = navigator.actionTimeout { scheduleTimeout(timeout, for: call) }
            if undoExpiry == nil { scheduleUndoExpiry() }
            return
        }
        handle(result, of: action, on: container)
    }

    /// A step's completion: during the call it hands the result back to `perform`; later, it
    /// resumes the loop when the queue lets this run's turn continue.
    private func completed(_ call: StepCall, with result: Result<any ScreenContainer, any Error>) {
        guard call.complete() else {
            if !call.isTimedOut {
                navigator.logger?.error(ScreenActionCompletedTwiceError(action: call.action.description))
            }
            return
        }
        call.timeout?.cancel()
        if call.isInsideCall {
            call.syncResult = result
        } else {
            resume { [self] in handle(result, of: call.action, on: call.container) }
        }
    }

    /// Bounds how long the undo logs hold what they would put back while this run waits (weakly:
    /// the sleep must not keep the run alive).
    private func scheduleUndoExpiry() {
        let retention = navigator.undoRetention
        undoExpiry = Task { @MainActor [weak self] in
            try? await Task.sleep(for: retention)
            guard !Task.isCancelled else { return }
            self?.expireUndo()
        }
    }

    /// Fails the step if its completion has not arrived after `timeout`; a late completion is then
    /// ignored, and a change it made is undone as queued work of its own (its run's log is rolled
    /// back by then).
    private func scheduleTimeout(_ timeout: Duration, for call: StepCall) {
        call.timeout = Task { @MainActor [self] in
            await navigator.sleep(timeout)
            guard !call.isCompleted else { return }
            resume { [self] in
                guard call.complete() else { return }
                call.isTimedOut = true
                // The bound wins: changes still in flight stop holding the queue (the rollback
                // that follows holds it) and are undone on their own if they complete later.
                turn.abandonChangesInFlight(counting: navigator)
                let (action, container) = (call.action, call.container)
                navigator.events.emit(
                    navigationID, .none, .timedOut(ScreenStep(action: action.description, container: "\(container)"), after: timeout),
                    by: navigator)
                handle(.failure(ScreenActionTimeoutError(action: action.description, timeout: timeout)), of: action, on: container)
            }
        }
    }
}

/// The state of one completion-based call: whether its completion arrived during the call (the
/// caller's loop goes on) or later (the completion resumes the loop), and whether it arrived twice.
///
/// Not final: a caller that keeps more per call (the run's step call) extends it, so one object is
/// all its completion captures.
@MainActor
package class ScreenCallState {
    /// `true` until the call returns.
    var isInsideCall = true
    /// Whether the completion has run.
    private(set) var isCompleted = false
    /// Set when the caller gave up waiting; the completion, if it comes, is then ignored.
    var isTimedOut = false

    package init() {}

    /// Marks the completion; returns `false` for a second completion, which callers ignore.
    package final func complete() -> Bool {
        guard !isCompleted else { return false }
        isCompleted = true
        return true
    }
}
