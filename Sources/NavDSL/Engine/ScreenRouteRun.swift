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
///
/// The run's bookkeeping is `@exclusivity(unchecked)`, as is that of the queue, the navigation,
/// the undo log and the trace log. Swift would check each access at run time, yet each one is a
/// short read, store or append on the main actor: none is held across a call into an action, a screen or an observer, and none
/// empties an array in place (`removeAll()` swaps in an empty buffer first), so an app object
/// released on the way that navigates from its `deinit` finds every property whole.
@MainActor
package final class ScreenRouteRun {
    /// A route being run: its steps, the next one's index, the container it is on, the undo entries
    /// of its changes, and what a failure does (`nil` scope: the run's first frame).
    @MainActor struct Frame {
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

    /// Whether the loop runs the next step, unwinds a failure, waits for a completion or has ended.
    enum State {
        case running
        case failing(any Error)
        case waiting
        case finished
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
    /// `nil` for a navigation's own run, which reports to the navigator.
    private let completion: ScreenCompletion<any ScreenContainer>?
    /// The running frame, `nil` once the run ended.
    ///
    /// Kept apart from the frames below it so that a step's bookkeeping (its index and container)
    /// is a plain store, not an array edit.
    ///
    /// This and the other unmarked members are internal rather than private for the run's
    /// extensions in `ScreenRouteRun+Policies.swift`, `ScreenRouteRun+Steps.swift` and `ScreenRouteRun+Unwinding.swift`.
    @exclusivity(unchecked) var top: Frame?
    /// The frames the running one is nested in, innermost last.
    @exclusivity(unchecked) private var below: [Frame] = []
    /// What the loop does next.
    @exclusivity(unchecked) var state = State.running
    @exclusivity(unchecked) private var isLooping = false
    /// The policies to ask before the first step, until they are asked.
    @exclusivity(unchecked) private var policyCheck: ScreenPolicyCheck?
    /// Set when a policy redirected the navigation: its result once the redirect succeeded.
    @exclusivity(unchecked) var redirected: ScreenPolicyError?
    /// Ends the undo logs' hold on what they would put back once the run has waited
    /// ``ScreenNavigator/undoRetention``; armed when a step first waits.
    @exclusivity(unchecked) var undoExpiry: Task<Void, Never>?
    /// Where changes made after the run failed record their undo: a log already rolled back.
    ///
    /// A step whose bound ended can still make changes (a `setRoot` swaps the root once the
    /// dismissal it waited for ends); they belong to no running navigation, so each is undone as
    /// queued work of its own when it completes, like a late completion.
    @exclusivity(unchecked) private var afterFailure: ScreenUndoLog?

    /// Prepares a run of `actions` from `container`; `parent` is the run it is nested in, if any.
    ///
    /// With no `completion`, the run ends `navigation` through the navigator.
    package init(
        actions: [AnyScreenRouteAction],
        from container: any ScreenContainer,
        navigator: ScreenNavigator,
        navigation: ScreenNavigation?,
        parent: ScreenRouteRun?,
        policyCheck: ScreenPolicyCheck? = nil,
        completion: ScreenCompletion<any ScreenContainer>?
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
    package var undoLog: ScreenUndoLog? {
        // Not `??`, nor a copy of the frame: either cost every change hundreds of instructions.
        if let undo = top?.undo { return undo }
        return afterFailure
    }
    /// Whether the run has ended in failure: a change made now is late from the start.
    var hasFailed: Bool { afterFailure != nil }
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
    func resume(_ body: @escaping @MainActor () -> Void) {
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

    /// Moves the top frame on to the next step with the step's result, or starts failing.
    func handle(
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
    func enter(_ frame: Frame) {
        if let top { below.append(top) }
        top = frame
    }

    /// Lets go of what every frame's undo log would put back: the run has waited longer than
    /// the navigator's retention, and its changes now stand.
    func expireUndo() {
        undoExpiry = nil
        if case .finished = state { return }
        var expired = 0
        for frame in below + [top].compactMap({ $0 }) { expired += frame.undo.expire() }
        guard expired > 0 else { return }
        let retention = navigator.undoRetention
        navigator.logger?.info(
            "navigation \(navigationID) still waits after \(retention): its \(expired) changes stand, a failure no longer undoes them")
    }

    /// Ends the running frame, returning it; the frame below, if any, runs on.
    func leave() -> Frame? {
        let frame = top
        top = below.popLast()
        return frame
    }

    /// Ends the run.
    ///
    /// The completion runs as the parent's code, so a navigation it requests nests in
    /// the parent (or, for a top-level run, waits for the queue).
    func finish(_ result: Result<any ScreenContainer, any Error>) {
        if case .finished = state { return }
        state = .finished
        undoExpiry?.cancel()
        undoExpiry = nil
        top = nil
        below.removeAll()
        if case .failure = result {
            let rolledBack = ScreenUndoLog()
            _ = rolledBack.rollBackIfEmpty()
            afterFailure = rolledBack
        }
        var result = result
        if case .success = result, let redirected { result = .failure(redirected) }
        result =
            navigation == nil
            ? result : result.mapError { trace.attach(to: $0, navigation: navigationID, route: navigation?.description ?? "") }
        let queue = navigator.queue
        queue.holding(turn) {
            queue.executing(parent) {
                if let completion {
                    completion(result)
                } else if let navigation {
                    navigator.finish(navigation, with: result, nested: parent != nil)
                }
            }
        }
    }

    /// A wrapping step as the log shows it: its outline (wrapped steps elided) on its container.
    private static func step(_ scoping: any ScreenRouteScoping, on container: any ScreenContainer) -> ScreenStep {
        ScreenStep(action: ScreenRouteText.outline(scoping.textPieces), container: "\(container)")
    }

    /// Names the failing step in the error, unless an inner step already did.
    private static func placing(_ error: any Error, action: AnyScreenRouteAction, container: any ScreenContainer) -> any Error {
        guard var placed = error as? any ScreenError, placed.step == nil else { return error }
        placed.step = ScreenStep(action: action.description, container: String(describing: container))
        return placed
    }
}
