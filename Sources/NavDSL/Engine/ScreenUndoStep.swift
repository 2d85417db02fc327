/// The context of a rollback's undo steps, each a change like any other.
///
/// A failed navigation must leave the tree as it was on UIKit too, where the tree keeps moving
/// while a rollback runs:
/// - its platform call runs as no run's code, so a navigation that a lifecycle callback inside it
///   requests (a `viewWillAppear` presenting a login) queues behind the rollback instead of running
///   nested in a UIKit call that has not finished;
/// - it reads the tree when each attempt starts, not when the undo was recorded (a user's cancelled
///   swipe puts back what the first attempt saw gone);
/// - a refusal because something else is moving (a transition in progress, a stack that changed
///   while the platform waited for it, a presenter whose view is not in the window yet) is tried
///   again, up to ``maxAttempts`` (4) times in all. Each attempt's platform call first waits,
///   bounded, for a running transition to land (on UIKit the settle gate: 4 s per transition); a
///   refusal with no wait of its own would use every attempt in the turn that refused it, so on a
///   window whose containers move between turns (``ScreenWindowContainer/containersMoveBetweenTurns``:
///   UIKit) the next attempt waits one run-loop turn (1 ms on the navigator's clock), then 4 ms,
///   then 16 ms: 21 ms in all, within ``retryBound`` (the settle gate's 4 s). Elsewhere (the
///   headless family) the tree cannot move meanwhile, and the retry runs at once, synchronously.
///   Only then is the refusal reported, naming the step, in the navigation's trace;
/// - it has a bound (``ScreenNavigator/undoStepBound``, or `actionTimeout` when longer): a step whose
///   platform call never completes is reported as timed out and the rollback goes on; a step
///   whose bound ends while it waits to be tried again is not tried again.
@MainActor
package final class ScreenUndoContext {
    /// The context of the undo entry being started now, read by the entry when it starts.
    package private(set) static var current: ScreenUndoContext?

    /// How many times a refused step is tried in all.
    package static let maxAttempts = 4
    /// The most the waits between one step's attempts add up to: the settle gate's bound for one
    /// transition on UIKit, so retrying never waits longer than one running transition may take.
    package static let retryBound = Duration.seconds(4)

    private weak var navigator: ScreenNavigator?
    /// The change whose undo runs now, named when its undo starts: text only, so a context a
    /// sleeping bound keeps holds no container.
    private(set) var stepName = ScreenStep(action: "undo of a recorded change", container: "a container")
    /// The step running now; abandoned when it outlasts its bound, so its retries stop.
    var currentToken = ScreenUndoStepToken()
    /// The undo steps that failed or timed out, each naming its step.
    package private(set) var failures: [any Error] = []

    package init(navigator: ScreenNavigator) {
        self.navigator = navigator
    }

    /// Runs `body` with this context current and as no run's code (see the type's note).
    func starting(_ body: () -> Void) {
        let saved = Self.current
        Self.current = self
        defer { Self.current = saved }
        if let queue = navigator?.queue {
            queue.executing(nil, body)
        } else {
            body()
        }
    }

    /// Names the step about to run after the change it undoes (`nil`: a custom undo entry).
    func naming(_ change: ScreenChangeRecord?) {
        guard let change = change?.change else {
            stepName = ScreenStep(action: "undo of a recorded change", container: "a container")
            return
        }
        stepName = ScreenStep(action: "undo \(change.kind)", container: change.container)
    }

    func fail(_ error: any Error, step: ScreenStep) {
        var placed = error
        if var screenError = error as? any ScreenError {
            screenError.step = step
            placed = screenError
        }
        failures.append(placed)
        navigator?.undoCounts.failedSteps += 1
    }

    /// Whether the step about to run is skipped: a bug planted on purpose (the navigator's
    /// ``ScreenNavigator/plantedUndoSkips``), which the fault runs must catch.
    func takePlantedSkip() -> Bool {
        guard let navigator, navigator.plantedUndoSkips > 0 else { return false }
        navigator.plantedUndoSkips -= 1
        return true
    }

    func noteRetry() {
        navigator?.undoCounts.retriedSteps += 1
    }

    /// The wait before the attempt that follows `tries` refused ones where the tree moves between
    /// turns: one turn (1 ms), then 4 times longer each time (1, 4, 16 ms), within ``retryBound``
    /// in all (a test adds them up).
    package static func retryWait(afterTries tries: Int) -> Duration {
        .milliseconds(1 << (2 * (tries - 1)))
    }

    /// Whether a retry waits (``retryWait(afterTries:)``) before it runs.
    ///
    /// Only where the navigator's window says its containers move between turns. Asked only after
    /// a refusal, so a navigation that succeeds pays nothing for it.
    var waitsBeforeRetry: Bool {
        navigator?.window?.containersMoveBetweenTurns == true
    }

    func noteTimeout() {
        navigator?.undoCounts.timedOutSteps += 1
    }

    /// How long one step may run before the rollback goes on without it.
    var stepBound: Duration {
        guard let navigator else { return .seconds(4) }
        return max(navigator.undoStepBound, navigator.actionTimeout ?? .zero)
    }

    /// Runs `body` once `duration` has passed on the navigator's clock (at once without a
    /// navigator), or earlier when the returned task is cancelled: `body` checks what still holds.
    ///
    /// The one place a rollback starts a task: a step's bound and the wait before a retry share it.
    @discardableResult
    func after(_ duration: Duration, _ body: @escaping @MainActor () -> Void) -> Task<Void, Never> {
        Task { @MainActor [self] in
            if let navigator { await navigator.sleep(duration) }
            body()
        }
    }
}

/// One undo step's platform call, tried again while the platform refuses it because the tree is
/// still moving (see ``ScreenUndoContext``).
@MainActor
package enum ScreenUndoStep {
    /// Runs `attempt` (which reads the tree and makes the platform call; it completes with success
    /// when nothing is left to undo), retrying a transient refusal, then `next` with the same
    /// context current, so entries `next` starts (a moved controller given back) are steps too.
    package static func run(
        _ attempt: @escaping @MainActor (_ completion: @escaping ScreenCompletion<Void>) -> Void,
        then next: @escaping @MainActor () -> Void
    ) {
        let context = ScreenUndoContext.current
        ScreenUndoAttempt(context: context, token: context?.currentToken, step: context?.stepName, attempt: attempt, next: next).start()
    }

    /// Whether `error` says something else is moving, so that a later attempt can succeed.
    static func isTransient(_ error: any Error) -> Bool {
        switch (error as? ScreenRuleViolation)?.rule {
        case .presentationInProgress?, .dismissInProgress?, .stackTransitionConflict?, .presenterNotInWindow?: true
        default: false
        }
    }
}

@MainActor
private final class ScreenUndoAttempt {
    private let context: ScreenUndoContext?
    private let token: ScreenUndoStepToken?
    private let step: ScreenStep?
    /// Let go once the step ended: a platform that keeps a completion block must not keep what
    /// the step would put back.
    private var attempt: (@MainActor (_ completion: @escaping ScreenCompletion<Void>) -> Void)?
    private var next: (@MainActor () -> Void)?
    private var tries = 0

    init(
        context: ScreenUndoContext?, token: ScreenUndoStepToken?, step: ScreenStep?,
        attempt: @escaping @MainActor (_ completion: @escaping ScreenCompletion<Void>) -> Void,
        next: @escaping @MainActor () -> Void
    ) {
        self.context = context
        self.token = token
        self.step = step
        self.attempt = attempt
        self.next = next
    }

    func start() {
        // The step outlasted its bound and the rollback went on: what it would undo now is not its own.
        guard token?.isAbandoned != true else { return }
        guard let attempt else { return }
        tries += 1
        let call = { [self] in attempt { [self] result in finished(result) } }
        if let context { context.starting(call) } else { call() }
    }

    private func finished(_ result: Result<Void, any Error>) {
        guard let next else { return }
        if case .failure(let error) = result {
            // Each attempt's platform call first waits, bounded, for a transition it can see (the
            // settle gate); what it cannot see (a view entering the window at the next layout pass)
            // needs UIKit's next turn, so a tree that moves between turns is given it before the
            // retry. `start()` then goes on only if the step's bound has not ended it meanwhile.
            if ScreenUndoStep.isTransient(error), tries < ScreenUndoContext.maxAttempts, let context {
                context.noteRetry()
                guard context.waitsBeforeRetry else { return start() }
                context.after(ScreenUndoContext.retryWait(afterTries: tries)) { [self] in start() }
                return
            }
            context?.fail(error, step: step ?? ScreenStep(action: "undo", container: "a container"))
        }
        self.next = nil
        attempt = nil
        if let context { context.starting(next) } else { next() }
    }
}

/// One undo step of a rollback, abandoned when it outlasts its bound.
@MainActor
final class ScreenUndoStepToken {
    var isAbandoned = false
}

/// What the rollbacks of a navigator did, for the fault runs' counts.
package struct ScreenUndoCounts: Sendable {
    /// Undo steps tried again after a transient refusal (one per retry).
    package var retriedSteps = 0
    /// Undo steps reported failed (after their retries).
    package var failedSteps = 0
    /// Undo steps that outlasted their bound.
    package var timedOutSteps = 0
    /// Changes that completed after their step timed out, undone as queued work of their own.
    package var lateCompletionsUndone = 0
    /// Changes whose step timed out while they were in flight, or that a step made after its
    /// navigation had failed (its action going on once the bound had ended it).
    package var changesAbandonedAtTimeout = 0
    /// Rollbacks running now (a fault run counts the gestures it injects during one).
    package var rollbacksRunning = 0
}
