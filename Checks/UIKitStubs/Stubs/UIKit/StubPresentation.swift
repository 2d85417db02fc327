// The behavioural UIKit's present and dismiss (Checks/UIKitStubs/RULES.md §1, §7, §8; review R1, R5, R7, R8).

extension UIViewController {
    /// `<Type: title>`, standing in for `%@` in UIKit's messages.
    var stubDescription: String { "<\(type(of: self)): \(title ?? "untitled")>" }

    /// §1 "Who becomes presentingViewController": context styles walk up to the first controller
    /// that defines a presentation context (else the layer's root); every other style goes up the
    /// parent chain to the window root or a presented controller. Never the caller's `view.window`.
    func stubResolvePresenter(for style: UIModalPresentationStyle) -> UIViewController {
        if style == .currentContext || style == .overCurrentContext {
            var next: UIViewController? = self
            while let candidate = next {
                if candidate.definesPresentationContext { return candidate }
                next = candidate.parent
            }
        }
        return stubLayerRoot
    }

    /// Whether this controller, or a layer it hangs from, is being dismissed (§1 "controller being
    /// dismissed" under "Presenter not in a window").
    var stubIsInDismissal: Bool {
        var layer: UIViewController? = stubLayerRoot
        while let current = layer {
            if current.stubBeingDismissed { return true }
            layer = current.stubPresenter?.stubLayerRoot
        }
        return false
    }

    /// §1 "In progress, per presenter": whether a present or dismiss from this presenter meets a
    /// transition it takes part in: its layer being presented or dismissed, or what it presents
    /// being presented or dismissed. A transition elsewhere in the window (a context presentation
    /// in another tab, another layer's chain) does not involve it.
    var stubTakesPartInTransition: Bool {
        let layer = stubLayerRoot
        if layer.stubBeingPresented || layer.stubBeingDismissed { return true }
        guard let presented = stubOwnPresented else { return false }
        return presented.stubBeingPresented || presented.stubBeingDismissed
    }

    /// §1 "In progress, per presenter", for a dismissal: the presenter takes part, or a layer of the
    /// chain it dismisses is being presented or dismissed.
    static func stubDismissalMeetsTransition(presenter: UIViewController, chain: [UIViewController]) -> Bool {
        presenter.stubTakesPartInTransition || chain.contains { $0.stubBeingPresented || $0.stubBeingDismissed }
    }

    /// The crash rows of §7 for `present`, as UIKit's message, or nil.
    private func stubPresentCrash(_ presented: UIViewController, presenter: UIViewController) -> String? {
        if presented === self || presented === presenter {
            return "Application tried to present modal view controller on itself. Presenting controller is \(stubDescription)."
        }
        if let current = presented.stubPresenter {
            return "Application tried to present modally a view controller \(presented.stubDescription) that is already being presented by \(current.stubDescription)."
        }
        if let parent = presented.parent {
            return "Application tried to present modally a view controller \(presented.stubDescription) that has a parent view controller \(parent.stubDescription)."
        }
        var ancestor: UIViewController? = self
        while let candidate = ancestor, candidate !== presented { ancestor = candidate.parent }
        if presented.stubHostWindow != nil || ancestor != nil {
            return "Application tried to present modally an active controller \(presented.stubDescription)."
        }
        if let popover = presented.popoverPresentationController, presenter.traitCollection.horizontalSizeClass == .regular,
            popover.sourceView == nil, popover.sourceItem == nil
        {
            return "UIPopoverPresentationController (\(popover)) should have a non-nil sourceView or barButtonItem set before the presentation occurs."
        }
        return nil
    }

    /// `present(_:animated:completion:)`: the presenter UIKit resolves (§1 "Who presents"), the
    /// crash rows, the refusals of §1 "One at a time" and "In progress, per presenter" (§7), then
    /// the links during the call and the transition over later turns (§1 "Timing", §8, Q11).
    func stubPresent(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let presenter = stubResolvePresenter(for: presented.modalPresentationStyle)
        let window = presenter.stubStructuralWindow
        StubCallbacks.note("present \(presented.stubDescription)", on: window?.stubRunLoop)
        // The presentation controller is made now if no read made it earlier (R11, device question 9).
        _ = presented.stubPresentationControllerForPresentation(answers: window?.stubRunLoop.answers ?? .likely)
        if let crash = stubPresentCrash(presented, presenter: presenter) {
            window?.stubRunLoop.crash(crash)
            return
        }
        let prefix = "Attempt to present \(presented.stubDescription) on \(presenter.stubDescription) (from \(stubDescription))"
        // §7 warning rows: logged, nothing changes, the completion is dropped (§8, device question 3).
        // A running transition is reported first: the presenter it is installing is not laid out yet.
        if let window, presenter.stubTakesPartInTransition {
            return window.stubRunLoop.refuse("\(prefix) while a presentation is in progress.", dropping: completion)
        }
        guard let window, presenter.viewIfLoaded?.window === window, !presenter.stubIsInDismissal else {
            let loop = window?.stubRunLoop
            loop?.refuse("[Presentation] \(prefix) whose view is not in the window hierarchy.", dropping: completion)
            return
        }
        let loop = window.stubRunLoop
        if let current = presenter.stubOwnPresented {
            return loop.refuse("\(prefix) which is already presenting \(current.stubDescription).", dropping: completion)
        }
        let before = window.stubAppearingControllers()
        // §1 "Timing": presentedViewController is set during the call; the rest over later turns.
        presenter.stubOwnPresented = presented
        presented.stubPresenter = presenter
        presented.stubBeingPresented = true
        presented.stubHideMarks(on: loop)
        presenter.stubHideMarks(on: loop)
        let transition = StubTransition(kind: .present, animated: animated, answers: loop.answers, participants: [presenter, presented])
        transition.finish.append { _ in presented.stubBeingPresented = false }
        _ = presented.view
        window.stubAdaptSplitViews(in: presented)
        window.stubChangeAppearance(from: before, transition: transition)
        transition.callerCompletion = completion
        loop.schedule(afterTurns: animated ? loop.nextTransitionTurns() : 1) { transition.end(cancelled: false) }
    }

    /// §1 "dismiss(animated:completion:) resolution", with the chain above torn down (§8, device
    /// question 6). With nothing to dismiss UIKit does nothing; this model then calls the completion
    /// at the next turn (undocumented; the choice is stated in README.md).
    @discardableResult
    func stubDismiss(animated: Bool, completion: (() -> Void)?, interactive: Bool = false) -> StubTransition? {
        if !interactive { StubCallbacks.note("dismiss from \(stubDescription)", on: stubStructuralWindow?.stubRunLoop) }
        let target: UIViewController
        if let presented = presentedViewController {
            target = presented
        } else if stubLayerRoot.stubPresenter != nil {
            target = stubLayerRoot
        } else {
            if let loop = stubStructuralWindow?.stubRunLoop {
                loop.schedule(afterTurns: 1) { completion?() }
            } else {
                completion?()
            }
            return nil
        }
        guard let presenter = target.stubPresenter else { return nil }
        var chain = [target]
        while let above = chain.last?.stubPresentedInLayer { chain.append(above) }
        guard let window = target.stubStructuralWindow else {
            Self.stubCutLinks(presenter: presenter, chain: chain, answers: .likely)
            completion?()
            return nil
        }
        let loop = window.stubRunLoop
        if Self.stubDismissalMeetsTransition(presenter: presenter, chain: chain) {
            let message = "Warning: Attempt to dismiss from view controller \(stubDescription) while a presentation or dismiss is in progress!"
            loop.refuse(message, dropping: completion)
            return nil
        }
        let before = window.stubAppearingControllers()
        target.stubBeingDismissed = true
        // A user's swipe down starts its transition in the gesture's own handler, not from UIKit's
        // after-commit work: its marks show at once whatever device question 11 answers.
        target.stubHideMarks(on: loop, forACall: !interactive)
        presenter.stubHideMarks(on: loop, forACall: !interactive)
        let transition = StubTransition(
            kind: .dismiss, animated: animated || interactive, interactive: interactive, answers: loop.answers,
            participants: [presenter, target])
        let answers = loop.answers
        transition.finish.append { cancelled in
            target.stubBeingDismissed = false
            if !cancelled { UIViewController.stubCutLinks(presenter: presenter, chain: chain, answers: answers) }
        }
        window.stubChangeAppearance(from: before, transition: transition)
        transition.callerCompletion = completion
        if !interactive {
            loop.schedule(afterTurns: animated ? loop.nextTransitionTurns() : 1) { transition.end(cancelled: false) }
        }
        return transition
    }

    /// Device question 11: with `marksVisible == .twoTurnsLater`, `isBeingPresented`,
    /// `isBeingDismissed` and a presentation's `presentingViewController` show only two turns after
    /// the call (the transition starts from UIKit's after-commit work); UIKit knows of the
    /// transition from the call on (a second present or dismiss is still refused meanwhile). A
    /// transition the user starts (`forACall` false) shows its marks at once.
    func stubHideMarks(on loop: StubRunLoop, forACall: Bool = true) {
        stubMarksLoop = loop
        stubMarksVisibleAtTurn = loop.turn + (forACall && loop.answers.marksVisible == .twoTurnsLater ? 2 : 0)
    }

    /// Cuts the presenter's link to the dismissed controller and, when the chain is torn down,
    /// every link above it (§8 "Dismissal tears the chain down", Q6).
    static func stubCutLinks(presenter: UIViewController, chain: [UIViewController], answers: StubDeviceAnswers) {
        for (index, presented) in chain.enumerated() where index == 0 || answers.dismissedChain == .tornDown {
            presented.stubPresenter?.stubOwnPresented = nil
            presented.stubPresenter = nil
            StubPresentationState.of(presented).presentationController = nil
        }
    }
}
