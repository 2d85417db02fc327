#if canImport(UIKit)
    import UIKit

    extension UIViewController: ScreenModalContainer {
        /// The UIKit platform.
        public typealias Platform = UIKitPlatform

        /// This controller.
        public var modalContainer: UIViewController { self }
        /// `parent`.
        public var parentContainer: UIViewController? { parent }
        /// `presentedViewController`.
        public var presentedContainer: UIViewController? { presentedViewController }
        /// `presentingViewController`.
        public var presentingContainer: UIViewController? { presentingViewController }
        /// The window the controller's tree hangs from, worked out from `parent` and
        /// `presentingViewController` links to a window's root, as the headless platform does: a
        /// view installed without animation reaches its window only at the next layout pass.
        public var windowContainer: UIWindow? { screenPlacement.window }

        /// Whether the controller's view is in a window.
        public var isContainerVisible: Bool { viewIfLoaded?.window != nil }

        /// The children in search order: a tab bar's tabs with the selected one last, else `children`.
        public var nestedContainers: [any ScreenContainer] {
            guard let tabs = self as? UITabBarController, let selected = tabs.selectedViewController else { return children }
            return (tabs.viewControllers ?? []).filter { $0 !== selected } + [selected]
        }

        /// The child the user sees: a navigation controller's `topViewController`, a tab bar
        /// controller's `selectedViewController`, a split view's column the user works in, else nothing (an app's own container class is
        /// asked through the container protocols it adopts).
        public var visibleNestedContainer: (any ScreenContainer)? {
            switch self {
            case let navigation as UINavigationController: navigation.topViewController
            case let tabs as UITabBarController: tabs.selectedViewController
            case let split as UISplitViewController: split.visibleSplitContainer
            default: ScreenSearchWalk.visibleChild(of: self)
            }
        }

        /// `presentedViewController` when this controller is its `presentingViewController`.
        public var directlyPresentedContainer: (any ScreenContainer)? {
            guard let presented = presentedViewController, presented.presentingViewController === self else { return nil }
            return presented
        }

        /// Presents `container` from the controller UIKit resolves, refusing with a typed error
        /// what UIKit would only log (a presenter out of the window, one already presenting, a
        /// transition in progress) or crash on (a controller with a parent, already presented or active).
        ///
        /// UIKit sets `presentingViewController` during the call; when it did not, UIKit refused
        /// silently and may keep the completion forever, so the change fails at once and a late
        /// completion is ignored. A presenter installed this turn is waited for (bounded) until its
        /// view has entered the window. Completes on the main-actor turn after UIKit's completion.
        public func presentContainer(_ container: UIViewController, animated: Bool, completion: @escaping ScreenCompletion<Void>) {
            // After every decorator, so the style they leave decides the presentation controller (R11).
            container.applyScreenPresentationSettings()
            let presenter = screenPresenter(for: container)
            // A presentation or dismissal running on the presenter's layers is waited for (bounded)
            // before the checks: UIKit would drop the call "while a presentation is in progress".
            ScreenTransitionGate.settlePresentation(of: presenter, isBusy: { presenter.runningPresentation }) { [self] in
                if let refusal = presentationRefusal(for: container) { return completion(.failure(refusal)) }
                ScreenTransitionGate.settleWindowEntry(of: screenPresenter(for: container)) { [self] in
                    // Asked again: the tree may have changed while the presenter's view entered its window.
                    if let refusal = presentationRefusal(for: container) { return completion(.failure(refusal)) }
                    present(now: container, animated: animated, completion: completion)
                }
            }
        }

        private func present(now container: UIViewController, animated: Bool, completion: @escaping ScreenCompletion<Void>) {
            // UIKit links the presented controller during the call; when the link does not show yet
            // it is looked at again before the call is called refused (device question 11).
            judgeCall(
                { block in present(container, animated: animated, completion: block) },
                accepted: { container.presentingViewController != nil },
                refusal: { [self] in silentPresentationRefusal(of: container) }, completion: completion)
        }

        /// Makes a present or dismiss call and completes once: with success a main-actor turn after
        /// UIKit's completion, or with `refusal()` when UIKit refused the call silently.
        ///
        /// A silent refusal shows in two ways: UIKit lets go of the completion block uncalled (device
        /// question 3's likely answer), or the call's marks (`accepted`) still do not show when
        /// looked at again (device question 11). The first is exact where the marks can mislead (a
        /// dismissal someone else made empties the same link); the second serves when UIKit keeps
        /// a refused call's block forever, which must then hold nothing the route built.
        private func judgeCall(
            _ perform: (_ block: @escaping () -> Void) -> Void, accepted: @escaping @MainActor () -> Bool,
            refusal: @escaping @MainActor () -> any Error, completion: @escaping ScreenCompletion<Void>
        ) {
            let call = ScreenCallState()
            var pending: ScreenCompletion<Void>? = completion
            let refuse: @MainActor () -> Void = {
                guard call.complete(), let failed = pending else { return }
                pending = nil
                failed(.failure(refusal()))
            }
            let release = ScreenBlockRelease(refuse)
            perform {
                release.disarm()
                guard call.complete(), let pending else { return }
                ScreenTransitionGate.continueAfterCallback { pending(.success(())) }
            }
            ScreenTransitionGate.verdict(on: self, accepted: accepted, isDone: { call.isCompleted }) { accepted in
                guard !accepted else { return }
                release.disarm()
                refuse()
            }
        }

        /// Dismisses `presentedViewController` and everything above it; completes at once when
        /// nothing is presented, and refuses while a presentation or dismissal runs on the path.
        ///
        /// A dismissal UIKit accepted has begun when the call returns (`isBeingDismissed`) or is
        /// over; anything else is a silent refusal, which fails at once instead of waiting for a
        /// completion UIKit never calls. Completes on the main-actor turn after UIKit's completion.
        public func dismissPresentedContainer(animated: Bool, completion: @escaping ScreenCompletion<Void>) {
            guard presentedViewController != nil else { return completion(.success(())) }
            // A transition running on the layers is waited for (bounded) before the check, as for a present.
            ScreenTransitionGate.settlePresentation(of: self, isBusy: { [weak self] in self?.runningDismissalBlocker }) { [self] in
                guard let presented = presentedViewController else { return completion(.success(())) }
                if let refusal = dismissalRefusal(of: presented) { return completion(.failure(refusal)) }
                dismiss(now: presented, animated: animated, completion: completion)
            }
        }

        private func dismiss(now presented: UIViewController, animated: Bool, completion: @escaping ScreenCompletion<Void>) {
            // An accepted dismissal is marked (`isBeingDismissed`) or over; the marks may show only
            // after UIKit's turn (device question 11), so they are looked for again before a verdict.
            judgeCall(
                { block in dismiss(animated: animated, completion: block) },
                accepted: { presented.presentingViewController == nil || presented.isBeingDismissed },
                refusal: { [self] in ScreenRuleViolation.dismissInProgress(from: presented.presentingViewController ?? self) },
                completion: completion)
        }
    }

    /// Runs its closure a main-actor hop after the completion block holding it is let go of,
    /// unless disarmed first: UIKit lets go of a refused call's block without calling it.
    @MainActor
    private final class ScreenBlockRelease {
        private var onRelease: (@MainActor () -> Void)?

        init(_ onRelease: @escaping @MainActor () -> Void) {
            self.onRelease = onRelease
        }

        /// The call completed or was judged: the release means nothing any more.
        func disarm() {
            onRelease = nil
        }

        deinit {
            guard let onRelease else { return }
            Task { @MainActor in onRelease() }
        }
    }
#endif
