/// The navigation policies a top-level run asks before its first step (see ``ScreenNavigationPolicy``).
extension ScreenRouteRun {
    /// Asks the navigation's policies before its first step, waiting like a step when one answers later.
    func ask(_ check: ScreenPolicyCheck, on root: any ScreenContainer) {
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
    func apply(_ decision: ScreenNavigationDecision, of policy: String, on root: any ScreenContainer) {
        guard let frame = top else { return }
        let step = ScreenStep(action: "policy '\(policy)'", container: "\(root)")
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
}
