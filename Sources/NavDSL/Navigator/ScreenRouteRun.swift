/// Runs a route's steps one after another without recursing, per step or per nested route.
///
/// An action that completes synchronously (the headless default) returns to the loop, which starts
/// the next one; one that completes later resumes the loop through the queue. A step that wraps a
/// route (`resolve()`, nested forms, `fallback(to:)`, `cauterize()`) becomes a *frame* on an
/// explicit stack rather than a nested call, and a failure unwinds the frames in the same loop, so a
/// route of any length and any nesting runs in constant stack depth.
///
/// Each frame keeps the undo entries of its steps: a frame that succeeds hands them to the frame
/// below (or, for the first frame of a nested navigation, to the run it is nested in); a frame that
/// fails undoes them before its failure moves down.
@MainActor
package final class ScreenRouteRun {
    @MainActor private struct Frame {
        let actions: [AnyScreenRouteAction]
        var index = 0
        var current: any ScreenContainer
        let undo: ScreenUndoLog
        /// `nil` for the run's first frame.
        let scope: ScreenRouteScope?

        init(actions: [AnyScreenRouteAction], current: any ScreenContainer, scope: ScreenRouteScope?) {
            self.actions = actions
            self.current = current
            self.undo = ScreenUndoLog()
            self.scope = scope
        }
    }

    private enum State {
        case running
        case failing(any Error)
        case waiting
        case finished
    }

    /// One step's call: with the run, the step and its container on it, it is all the step's
    /// completion captures, so calling a step allocates no closure context.
    private final class StepCall: ScreenCallState {
        let run: ScreenRouteRun
        let action: AnyScreenRouteAction
        let container: any ScreenContainer
        /// The result of a completion that arrived during the call.
        var syncResult: Result<any ScreenContainer, any Error>?

        init(run: ScreenRouteRun, action: AnyScreenRouteAction, container: any ScreenContainer) {
            self.run = run
            self.action = action
            self.container = container
        }
    }

    package let navigator: ScreenNavigator
    /// The queue turn this run belongs to, shared with the run it is nested in.
    package let turn: ScreenQueueTurn
    /// The navigation whose events and trace this run's steps belong to.
    package let navigationID: ScreenNavigationID
    /// What the steps did, for the error of a failed navigation (shared with runs of the same navigation).
    package let trace: ScreenTraceLog
    private let navigation: ScreenNavigation?
    private let parent: ScreenRouteRun?
    private let parentUndo: ScreenUndoLog?
    private let completion: ScreenCompletion<any ScreenContainer>
    /// The running frame, `nil` once the run ended.
    ///
    /// Kept apart from the frames below it so that a step's bookkeeping (its index and container)
    /// is a plain store, not an array edit: Swift checks at run time every access to a class
    /// property that is ever edited in place.
    private var top: Frame?
    /// The frames the running one is nested in, innermost last.
    private var below: [Frame] = []
    private var state = State.running
    private var isLooping = false
    /// The policies to ask before the first step, until they are asked.
    private var policyCheck: ScreenPolicyCheck?
    /// Set when a policy redirected the navigation: its result once the redirect succeeded.
    private var redirected: ScreenPolicyError?

    /// Prepares a run of `actions` from `container`; `parent` is the run it is nested in, if any.
    package init(
        actions: [AnyScreenRouteAction],
        from container: any ScreenContainer,
        navigator: ScreenNavigator,
        navigation: ScreenNavigation?,
        parent: ScreenRouteRun?,
        policyCheck: ScreenPolicyCheck? = nil,
        completion: @escaping ScreenCompletion<any ScreenContainer>
    ) {
        self.policyCheck = policyCheck
        self.navigator = navigator
        self.turn = parent?.turn ?? ScreenQueueTurn()
        self.navigation = navigation
        self.navigationID = navigation?.id ?? parent?.navigationID ?? ScreenNavigationID(0)
        self.trace = navigation == nil ? parent?.trace ?? ScreenTraceLog() : ScreenTraceLog()
        self.parent = parent
        self.parentUndo = parent?.undoLog
        self.completion = completion
        self.top = Frame(actions: actions, current: container, scope: nil)
    }

    /// Where the running step's changes record their undo.
    package var undoLog: ScreenUndoLog? { top?.undo }
    /// The container the running step runs on.
    package var currentContainer: (any ScreenContainer)? { top?.current }

    /// Whether this run's navigation, or one it is nested in, was cancelled.
    private var isCancelled: Bool {
        var run: ScreenRouteRun? = self
        while let next = run {
            if next.navigation?.isCancelled == true { return true }
            run = next.parent
        }
        return false
    }

    package func start() {
        loop()
    }

    /// Continues the run with `body` when the queue lets its turn continue, then loops on.
    private func resume(_ body: @escaping @MainActor () -> Void) {
        navigator.queue.resume(turn) { [self] in
            navigator.queue.executing(self, body)
            loop()
        }
    }

    private func loop() {
        guard !isLooping else { return }
        isLooping = true
        defer { isLooping = false }
        navigator.queue.executing(self) {
            while true {
                switch state {
                case .running: advance()
                case .failing(let error): unwind(error)
                case .waiting, .finished: return
                }
            }
        }
    }

    /// Runs the next step of the top frame, or ends the frame.
    private func advance() {
        // Only `finish` clears the top frame, and it also stops the loop.
        guard let top else { return state = .finished }
        if let check = policyCheck {
            policyCheck = nil
            return ask(check, on: top.current)
        }
        guard top.index < top.actions.count else { return endFrame() }
        if isCancelled {
            navigator.events.emit(navigationID, .none, .cancelled, by: navigator)
            return state = .failing(ScreenCanceledError())
        }
        let step = top.actions[top.index]
        if let scoping = step.scoping {
            guard scoping.accepts(top.current) else {
                let error = ScreenContainerTypeMismatchError.stepInput(scoping.containerType, actual: top.current)
                return state = .failing(Self.placing(error, action: step, container: top.current))
            }
            trace.scope(scoping, on: top.current)
            navigator.events.emit(navigationID, .info, .action(Self.step(scoping, on: top.current)), by: navigator)
            enter(Frame(actions: scoping.scopedActions, current: top.current, scope: scoping.scope))
            return
        }
        perform(step, on: top.current)
    }

    private func perform(_ action: AnyScreenRouteAction, on container: any ScreenContainer) {
        let call = StepCall(run: self, action: action, container: container)
        trace.step(action, on: container)
        navigator.events.emit(
            navigationID, .info, .action(ScreenErrorStep(action: action.description, container: "\(container)")), by: navigator)
        action.perform(container: container, navigator: navigator) { [call] result in call.run.completed(call, with: result) }
        call.isInsideCall = false
        guard let result = call.syncResult else {
            state = .waiting
            navigator.queue.noteWaiting(self)
            if let timeout = navigator.actionTimeout { scheduleTimeout(timeout, for: call) }
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
        if call.isInsideCall {
            call.syncResult = result
        } else {
            resume { [self] in handle(result, of: call.action, on: call.container) }
        }
    }

    /// Asks the navigation's policies before its first step, waiting like a step when one answers later.
    private func ask(_ check: ScreenPolicyCheck, on root: any ScreenContainer) {
        let call = ScreenCallState()
        var syncDecision: (String, ScreenNavigationDecision)?
        check.evaluate(
            report: { [self] name, decision in
                navigator.events.emit(navigationID, .info, .policy(name: name, decision: decision.text, step: nil), by: navigator)
            },
            completion: { [self] name, decision in
                guard call.complete() else { return }
                if call.isInsideCall {
                    syncDecision = (name, decision)
                } else {
                    resume { [self] in apply(decision, of: name, on: root) }
                }
            })
        call.isInsideCall = false
        guard let (name, decision) = syncDecision else {
            state = .waiting
            navigator.queue.noteWaiting(self)
            return
        }
        apply(decision, of: name, on: root)
    }

    /// Goes on, fails, or runs the redirect's steps from the window in place of the route.
    private func apply(_ decision: ScreenNavigationDecision, of policy: String, on root: any ScreenContainer) {
        guard let frame = top else { return }
        let step = ScreenErrorStep(action: "policy '\(policy)'", container: "\(root)")
        switch decision {
        case .continue:
            state = .running
        case .cancel(let reason):
            state = .failing(ScreenPolicyError(policy: policy, detail: reason, isRedirect: false, step: step))
        case .redirect(let steps, let route):
            guard let window = navigator.window else {
                return state = .failing(ScreenContainerNotFoundError("the navigator has no window to redirect from.", step: step))
            }
            redirected = ScreenPolicyError(policy: policy, detail: route, isRedirect: true, step: step)
            top?.index = frame.actions.count
            enter(Frame(actions: steps, current: window, scope: .nested))
            state = .running
        }
    }

    private func handle(
        _ result: Result<any ScreenContainer, any Error>, of action: AnyScreenRouteAction, on container: any ScreenContainer
    ) {
        guard top != nil else { return }
        switch result {
        case .success(let next):
            top?.current = next
            top?.index += 1
            state = .running
        case .failure(let error):
            let placed = Self.placing(error, action: action, container: container)
            trace.failed(placed)
            state = .failing(placed)
        }
    }

    /// Fails the step if its completion has not arrived after `timeout`; a late completion is then
    /// ignored, and a change it made is undone at once (its run's log is rolled back by then).
    private func scheduleTimeout(_ timeout: Duration, for call: StepCall) {
        Task { @MainActor [self] in
            try? await Task.sleep(for: timeout)
            guard !call.isCompleted else { return }
            resume { [self] in
                guard call.complete() else { return }
                call.isTimedOut = true
                let (action, container) = (call.action, call.container)
                navigator.events.emit(
                    navigationID, .none, .timedOut(ScreenErrorStep(action: action.description, container: "\(container)"), after: timeout),
                    by: navigator)
                handle(.failure(ScreenActionTimeoutError(action: action.description, timeout: timeout)), of: action, on: container)
            }
        }
    }

    /// The top frame's steps all succeeded: its undo entries go down a frame (from the first frame,
    /// to the run this one is nested in) and the frame below continues on the container it was on.
    private func endFrame() {
        guard let frame = leave() else { return state = .finished }
        guard let outer = top else {
            if let parentUndo { frame.undo.merge(into: parentUndo) } else { frame.undo.close() }
            return finish(.success(frame.current))
        }
        frame.undo.merge(into: outer.undo)
        top?.index += 1
    }

    /// Makes `frame` the running one, above the frame that ran so far.
    private func enter(_ frame: Frame) {
        if let top { below.append(top) }
        top = frame
    }

    /// Ends the running frame, returning it; the frame below, if any, runs on.
    private func leave() -> Frame? {
        let frame = top
        top = below.popLast()
        return frame
    }

    /// Undoes the top frame's changes, then lets its scope decide what the failure does.
    private func unwind(_ error: any Error) {
        guard let frame = leave() else { return finish(.failure(error)) }
        // Nothing to undo (a search that failed, a failure before any change): the failure moves
        // on in this loop, without a rollback and a turn of the queue.
        if frame.undo.rollBackIfEmpty() { return recover(from: error, in: frame) }
        state = .waiting
        navigator.events.emit(navigationID, .info, .undoStarted(changes: frame.undo.count), by: navigator)
        let hold = navigator.queue.hold(turn)
        frame.undo.rollback(undoing: undoing) { [self] in
            hold.release { [self] in
                resume { [self] in recover(from: error, in: frame) }
            }
        }
    }

    /// Reports a change as its undo starts.
    private func undoing(_ change: ScreenChangeRecord?) {
        guard let change else { return }
        trace.undone(change)
        navigator.events.emit(navigationID, .none, .undone(change.change), by: navigator)
    }

    private func recover(from error: any Error, in frame: Frame) {
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

    /// Ends the run.
    ///
    /// The completion runs as the parent's code, so a navigation it requests nests in
    /// the parent (or, for a top-level run, waits for the queue).
    private func finish(_ result: Result<any ScreenContainer, any Error>) {
        if case .finished = state { return }
        state = .finished
        top = nil
        below.removeAll()
        var result = result
        if case .success = result, let redirected { result = .failure(redirected) }
        result =
            navigation == nil
            ? result : result.mapError { trace.attach(to: $0, navigation: navigationID, route: navigation?.description ?? "") }
        let queue = navigator.queue
        queue.beginHold(turn)
        queue.executing(parent) {
            completion(result)
        }
        queue.endHold()
    }

    /// A wrapping step as the log shows it: its outline (wrapped steps elided) on its container.
    private static func step(_ scoping: any ScreenRouteScoping, on container: any ScreenContainer) -> ScreenErrorStep {
        ScreenErrorStep(action: ScreenRouteText.outline(scoping.textPieces), container: "\(container)")
    }

    /// Names the failing step in the error, unless an inner step already did.
    private static func placing(_ error: any Error, action: AnyScreenRouteAction, container: any ScreenContainer) -> any Error {
        guard var placed = error as? any ScreenError, placed.step == nil else { return error }
        placed.step = ScreenErrorStep(action: action.description, container: String(describing: container))
        return placed
    }
}
