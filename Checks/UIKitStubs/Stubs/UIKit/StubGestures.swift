// Stub-only: what the user does, at any moment a test chooses (Checks/UIKitStubs/RULES.md §8 "The user acts at
// any time"; review §3). Not UIKit API: UIKit performs these from touches and trait changes.

/// Stub-only: a user's interactive transition a test ends when it likes: the finger lifted past the
/// threshold (`finish()`) or not (`cancel()`); the coordinator's `isCancelled` says which.
@MainActor
public final class StubInteractiveGesture {
    private let transition: StubTransition

    init(transition: StubTransition) {
        self.transition = transition
    }

    /// Whether the gesture has ended.
    public var hasEnded: Bool { transition.hasEnded }

    /// The user completes the gesture.
    public func finish() { transition.end(cancelled: false) }

    /// The user gives up: the screen the gesture was removing stays.
    public func cancel() { transition.end(cancelled: true) }
}

extension UINavigationController {
    /// Stub-only: the user starts swiping back. `viewControllers` loses its top at once (put back if
    /// the pop is cancelled); a coordinator runs until the test finishes or cancels the gesture.
    /// Nil when UIKit would not start one: one controller left, or a transition running
    /// (Checks/UIKitStubs/RULES.md §8 "The user acts at any time").
    public func stubBeginInteractivePop() -> StubInteractiveGesture? {
        guard children.count > 1, stubTransition == nil, let window = stubStructuralWindow else { return nil }
        let old = children
        let before = window.stubAppearingControllers()
        stubReplaceChildren(with: Array(old.dropLast()))
        let transition = StubTransition(kind: .stack, animated: true, interactive: true, answers: window.stubRunLoop.answers, participants: [self])
        transition.finish.append { [weak self] cancelled in
            if cancelled { self?.stubReplaceChildren(with: old) }
        }
        window.stubChangeAppearance(from: before, transition: transition)
        transition.callerCompletion = { [weak self] in self?.stubRunQueuedChange() }
        return StubInteractiveGesture(transition: transition)
    }

    /// Stub-only: a whole swipe back that ends after an animation's turns, finished or cancelled
    /// (§8 "The user acts at any time").
    @discardableResult
    public func stubInteractivePop(finishing: Bool) -> StubInteractiveGesture? {
        guard let gesture = stubBeginInteractivePop(), let loop = stubStructuralWindow?.stubRunLoop else { return nil }
        loop.schedule(afterTurns: loop.nextTransitionTurns()) { finishing ? gesture.finish() : gesture.cancel() }
        return gesture
    }
}

extension UIViewController {
    /// Stub-only: the user drags this presented sheet down. Refused while `isModalInPresentation`
    /// or when the delegate's `presentationControllerShouldDismiss` says no (then
    /// `presentationControllerDidAttemptToDismiss`); otherwise `presentationControllerWillDismiss`,
    /// an interactive dismissal the test ends, and `presentationControllerDidDismiss` if it finished.
    public func stubBeginSwipeDown() -> StubInteractiveGesture? {
        let sheet = stubLayerRoot
        guard sheet.stubPresenter != nil, !sheet.stubBeingPresented, !sheet.stubBeingDismissed,
            let controller = sheet.presentationController
        else { return nil }
        let delegate = controller.stubEffectiveDelegate
        guard !sheet.isModalInPresentation, delegate?.presentationControllerShouldDismiss(controller) ?? true else {
            delegate?.presentationControllerDidAttemptToDismiss(controller)
            return nil
        }
        delegate?.presentationControllerWillDismiss(controller)
        guard let transition = sheet.stubDismiss(animated: true, completion: nil, interactive: true) else { return nil }
        transition.finish.append { cancelled in
            if !cancelled { delegate?.presentationControllerDidDismiss(controller) }
        }
        return StubInteractiveGesture(transition: transition)
    }

    /// Stub-only: a whole swipe down that ends after an animation's turns, finished or cancelled
    /// (§8 "The user acts at any time", refused while `isModalInPresentation`).
    @discardableResult
    public func stubSwipeDown(finishing: Bool = true) -> StubInteractiveGesture? {
        guard let gesture = stubBeginSwipeDown(), let loop = stubStructuralWindow?.stubRunLoop else { return nil }
        loop.schedule(afterTurns: loop.nextTransitionTurns()) { finishing ? gesture.finish() : gesture.cancel() }
        return gesture
    }
}

extension UIPresentationController {
    /// The delegate the subclass's own `delegate` property holds (the sheet's and the popover's
    /// shadow the base one, UIPresentationControllers.swift).
    var stubEffectiveDelegate: (any UIAdaptivePresentationControllerDelegate)? {
        if let sheet = self as? UISheetPresentationController { return sheet.delegate }
        if let popover = self as? UIPopoverPresentationController { return popover.delegate }
        return delegate
    }
}

extension UITabBarController {
    /// Stub-only: the user taps the tab at `index`: the delegate's `shouldSelect` may refuse; then
    /// the selection changes and `didSelect` follows. `false` when nothing changed.
    @discardableResult
    public func stubTap(_ index: Int) -> Bool {
        guard let tabs = viewControllers, tabs.indices.contains(index) else { return false }
        let tab = tabs[index]
        guard delegate?.tabBarController(self, shouldSelect: tab) ?? true else { return false }
        selectedIndex = index
        delegate?.tabBarController(self, didSelect: tab)
        return true
    }
}

extension UIWindow {
    /// Stub-only: the window's width class changes (rotation, multitasking): every column-style split
    /// view in it collapses in compact width and expands in regular width (StubSplitCollapse.swift);
    /// the appearance callbacks follow and the views move at the next layout pass (§6, §8 "The
    /// user acts at any time", Q7).
    public func stubChangeHorizontalSizeClass(to sizeClass: UIUserInterfaceSizeClass) {
        let before = stubAppearingControllers()
        stubWindowSizeClass = sizeClass
        if let root = rootViewController { stubAdaptSplitViews(in: root) }
        stubChangeAppearance(from: before, transition: nil)
    }
}
