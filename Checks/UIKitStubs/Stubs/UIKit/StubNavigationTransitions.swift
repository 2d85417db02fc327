// The behavioural UIKit's navigation controller over time (Checks/UIKitStubs/RULES.md §2, §7, §8; review R6).

extension UINavigationController {
    /// §7's crash rows for `setViewControllers`, as UIKit's message, or nil.
    private func stubSetCrash(_ controllers: [UIViewController]) -> String? {
        for (index, controller) in controllers.enumerated() where controllers[..<index].contains(where: { $0 === controller }) {
            return "All view controllers in a navigation controller must be distinct (\(controllers.map(\.stubDescription)))"
        }
        // A collapsed split view's column stacks, which UIKit pushed itself, may stay.
        let collapsedColumn = { (controller: UIViewController) in (self.parent as? UISplitViewController)?.stubIsCollapsedColumn(controller) ?? false }
        if controllers.contains(where: { $0 is UINavigationController && !collapsedColumn($0) }) {
            return "UINavigationControllers are not allowed in a navigation controller!"
        }
        if controllers.contains(where: { $0 is UISplitViewController }) {
            return "UISplitViewControllers are not allowed in a navigation controller!"
        }
        return nil
    }

    /// Whether a presentation or dismissal involving this controller runs (§2 "a conflicting transition").
    private var stubConflictingPresentation: Bool {
        let layer = stubLayerRoot
        if layer.stubBeingPresented || layer.stubBeingDismissed { return true }
        guard let presented = stubPresentedInLayer ?? layer.stubOwnPresented else { return false }
        return presented.stubBeingPresented || presented.stubBeingDismissed
    }

    func stubEnqueue(_ change: @escaping @MainActor (UINavigationController) -> Void) {
        stubQueuedChanges.append(change)
    }

    /// `pushViewController(_:animated:)`: the crash rows of §2 (the same instance twice, a
    /// navigation controller), then the change as `setViewControllers` applies it (§2, §8).
    func stubPush(_ controller: UIViewController, animated: Bool) {
        let loop = stubStructuralWindow?.stubRunLoop
        if controller is UINavigationController {
            loop?.crash("Pushing a navigation controller is not supported")
            return
        }
        // §2: a push during the controller's own transition is applied to the stack found when it ends.
        if stubTransition != nil, stubQueueOrDrop(selector: "pushViewController:animated:", change: { $0.stubPush(controller, animated: animated) }) {
            return
        }
        if children.contains(where: { $0 === controller }) {
            loop?.crash(
                "\(stubDescription) is pushing the same view controller instance (\(controller.stubDescription)) more than once which is not supported and is most likely an error in the application : com.example.navdsl"
            )
            return
        }
        setViewControllers(children + [controller], animated: animated)
    }

    /// Queues a change behind the running transition, or drops it during a user's interactive pop
    /// by device question 5's answer; `true` when the change must not run now (§2, Q5).
    private func stubQueueOrDrop(selector: String, change: @escaping @MainActor (UINavigationController) -> Void) -> Bool {
        guard let running = stubTransition, running.kind == .stack else { return false }
        if running.isInteractive, let loop = stubStructuralWindow?.stubRunLoop, loop.answers.stackChangeDuringInteractivePop == .dropped {
            loop.refuse(stubNotUpdatedMessage(selector), dropping: nil)
            return true
        }
        stubEnqueue(change)
        return true
    }

    private func stubNotUpdatedMessage(_ selector: String) -> String {
        "\(selector) called on \(stubDescription) while an existing transition or presentation is occurring; the navigation stack will not be updated."
    }

    /// `setViewControllers(_:animated:)`: the crash rows of §2 (duplicates, a navigation or split
    /// view controller in the list), a change queued or dropped behind a transition (Q5), an
    /// animated push held to the end of the turn (Q12), then the change (§2, §8).
    func stubSetViewControllers(_ controllers: [UIViewController], animated: Bool) {
        stubCountSetViewControllers()
        let window = stubStructuralWindow
        StubCallbacks.note("setViewControllers on \(stubDescription)", on: window?.stubRunLoop)
        if let crash = stubSetCrash(controllers) {
            window?.stubRunLoop.crash(crash)
            return
        }
        if stubQueueOrDrop(selector: "setViewControllers:animated:", change: { $0.stubApply(controllers, animated: animated) }) {
            return
        }
        if animated, stubConflictingPresentation, let loop = window?.stubRunLoop {
            loop.refuse(stubNotUpdatedMessage("setViewControllers:animated:"), dropping: nil)
            return
        }
        // Device question 12 (rules [P8]): an animated change right after a non-animated one in the
        // same turn is held and applied from the end of the turn; nothing changes in the call.
        if let loop = window?.stubRunLoop {
            if animated, loop.answers.heldPush == .heldToTheNextTurn, stubNonAnimatedTurn == loop.turn {
                loop.schedule(afterTurns: 1) { [weak self] in self?.stubApply(controllers, animated: animated) }
                return
            }
            if !animated { stubNonAnimatedTurn = loop.turn }
        }
        stubApply(controllers, animated: animated)
    }

    /// Applies a stack: `viewControllers` changes at once; an animated change on a shown stack runs
    /// a transition with a coordinator over later turns; a change queued meanwhile runs after it
    /// (§2, §8 "Transitions take time").
    func stubApply(_ controllers: [UIViewController], animated: Bool) {
        let oldTop = topViewController
        guard let window = stubStructuralWindow else {
            stubReplaceChildren(with: controllers)
            return
        }
        let loop = window.stubRunLoop
        let before = window.stubAppearingControllers()
        stubReplaceChildren(with: controllers)
        // §2 [A7]: the last element picks the transition; already on top means none. A stack that is
        // not on screen changes without animation (review §1 "An animated push whose view is not in a window").
        let shown = window.stubVisibleControllers(settled: false).contains { $0 === self } && !window.isHidden
        guard animated, shown, topViewController !== oldTop else {
            window.stubChangeAppearance(from: before, transition: nil)
            return
        }
        let transition = StubTransition(kind: .stack, animated: true, answers: loop.answers, participants: [self])
        window.stubChangeAppearance(from: before, transition: transition)
        transition.callerCompletion = { [weak self] in self?.stubRunQueuedChange() }
        loop.schedule(afterTurns: loop.nextTransitionTurns()) { transition.end(cancelled: false) }
    }

    /// Runs the next queued change; the rest wait behind the transition it starts, if any.
    func stubRunQueuedChange() {
        while stubTransition?.kind != .stack, !stubQueuedChanges.isEmpty {
            let change = stubQueuedChanges.removeFirst()
            change(self)
        }
    }

    /// Makes `controllers` the children, in order: a controller taken from another container
    /// leaves it (§2 "A controller taken from another container leaves it", §5).
    func stubReplaceChildren(with controllers: [UIViewController]) {
        for child in children where !controllers.contains(where: { $0 === child }) {
            child.removeFromParent()
        }
        for controller in controllers { addChild(controller) }
    }
}
