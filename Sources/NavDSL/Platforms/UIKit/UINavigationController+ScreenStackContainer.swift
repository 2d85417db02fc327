#if canImport(UIKit)
    import UIKit

    extension UINavigationController: ScreenBuildableStackContainer {
        /// `viewControllers`.
        public var stackContainers: [UIViewController] { viewControllers }

        /// Calls `setViewControllers(_:animated:)` once no transition runs on the stack, and
        /// completes when its own transition ends and the stack is the one asked for.
        ///
        /// What crashes UIKit (duplicates, a navigation or split view controller, a controller
        /// active elsewhere or on screen in another container) is refused with a
        /// ``ScreenRuleViolation`` first. A stack changed while NavDSL waited (a user's pop), a
        /// change UIKit dropped and a cancelled transition fail with `stackTransitionConflict`.
        public func setStackContainers(_ containers: [UIViewController], animated: Bool, completion: @escaping ScreenCompletion<Void>) {
            if let refusal = stackRefusal(for: containers) { return completion(.failure(refusal)) }
            let base = viewControllers
            settleThenApply(base: base, completion: completion) { [self] in
                applyStack(containers, animated: animated, completion: completion)
            }
        }

        /// Replaces the stack with `animation`.
        ///
        /// `nil` and `.default` run the Bool form (UIKit's push and pop); a view transition or a
        /// custom animation installs the stack without UIKit's animation inside
        /// `UIView.transition(with: view, ...)` or the custom animation. Refuses what the Bool form refuses.
        public func setStackContainers(
            _ containers: [UIViewController], animation: ScreenAnimation?, completion: @escaping ScreenCompletion<Void>
        ) {
            guard ScreenViewAnimator.animates(animation), let view = viewIfLoaded else {
                return setStackContainers(containers, animated: animation != nil, completion: completion)
            }
            if let refusal = stackRefusal(for: containers) { return completion(.failure(refusal)) }
            settleThenApply(base: viewControllers, completion: completion) { [self] in
                ScreenViewAnimator.run(animation, in: view, change: { self.setViewControllers(containers, animated: false) }) {
                    completion(.success(()))
                }
            }
        }

        /// Pushes `containers` onto the stack as it is once no transition runs on it, so a push
        /// waiting behind a user's pop lands on what the user left.
        public func pushStackContainers(
            _ containers: [UIViewController], animation: ScreenAnimation?, completion: @escaping ScreenCompletion<Void>
        ) {
            ScreenTransitionGate.settle(self, refusal: { [unowned self] in conflict() }) { [self] result in
                guard case .success = result else { return completion(result) }
                setStackContainers(viewControllers + containers, animation: animation, completion: completion)
            }
        }

        /// Calls `body` once no transition runs on the stack (a user's interactive pop, the app's
        /// own push), through the settle gate's bounded wait; `stackTransitionConflict` when it gives up.
        public func settleStackContainers(_ body: @escaping ScreenCompletion<Void>) {
            ScreenTransitionGate.settle(self, refusal: { [unowned self] in conflict() }, then: body)
        }

        private func settleThenApply(base: [UIViewController], completion: @escaping ScreenCompletion<Void>, apply: @escaping () -> Void) {
            ScreenTransitionGate.settle(self, refusal: { [unowned self] in conflict() }) { [self] result in
                guard case .success = result else { return completion(result) }
                // The caller built the new stack from `base`; a transition that ended meanwhile changed it.
                guard viewControllers.isIdentical(to: base) else { return completion(.failure(conflict())) }
                apply()
            }
        }

        private func applyStack(_ containers: [UIViewController], animated: Bool, completion: @escaping ScreenCompletion<Void>) {
            setViewControllers(containers, animated: animated)
            guard animated, let coordinator = transitionCoordinator else { return verifyStack(containers, completion: completion) }
            let call = ScreenCallState()
            // The Bool tells whether *animations* were queued; "the completions may be run even if
            // the animations are not" (UIViewControllerTransitionCoordinator.h), so it is not an end.
            _ = coordinator.animate(alongsideTransition: nil) { [self] context in
                guard call.complete() else { return }
                let cancelled = context.isCancelled
                // Judged as UIKit ends the transition, not a turn later: by then the user may be
                // swiping the new stack away already, and a change that landed must never be
                // called refused, since nothing would undo it.
                let landed = !cancelled && viewControllers.isIdentical(to: containers)
                ScreenTransitionGate.continueAfterCallback { [self] in
                    if cancelled { return completion(.failure(conflict())) }
                    if landed { return completion(.success(())) }
                    verifyStack(containers, completion: completion)
                }
            }
        }

        /// Completes once the stack is `containers`: now, or later.
        ///
        /// UIKit may hold an animated push issued right after a non-animated change and apply it
        /// from the end of the run-loop turn (device question 12), or apply a change queued behind
        /// another transition when that one ends: the stack is looked at again each turn, at most
        /// ``ScreenTransitionGate/lookAgainTurns(for:)`` turns, and a transition that starts
        /// meanwhile is waited for through the settle gate and judged as it ends, before the
        /// change is called a conflict.
        private func verifyStack(_ containers: [UIViewController], completion: @escaping ScreenCompletion<Void>) {
            if viewControllers.isIdentical(to: containers) { return completion(.success(())) }
            let turns = ScreenTransitionGate.lookAgainTurns(for: self)
            ScreenTransitionGate.lookAgain(
                on: self, turns: turns,
                until: { [self] in
                    viewControllers.isIdentical(to: containers) || transitionCoordinator != nil
                }
            ) { [self] _ in
                let arrived: @MainActor () -> Bool = { [weak self] in self?.viewControllers.isIdentical(to: containers) == true }
                ScreenTransitionGate.settle(self, refusal: { [unowned self] in conflict() }, until: arrived) { [self] result in
                    switch result {
                    case .success(let landed):
                        completion(landed || viewControllers.isIdentical(to: containers) ? .success(()) : .failure(conflict()))
                    case .failure(let error): completion(.failure(error))
                    }
                }
            }
        }

        private func conflict() -> ScreenRuleViolation {
            ScreenRuleViolation.stackTransitionConflict("setViewControllers:animated:", on: self)
        }

        private func stackRefusal(for containers: [UIViewController]) -> ScreenRuleViolation? {
            if Set(containers.map(ObjectIdentifier.init)).count != containers.count {
                return ScreenRuleViolation.duplicateInStack(containers)
            }
            // A collapsed split view pushes its other columns' navigation controllers onto the
            // primary's (the one nesting UIKit allows): one already there may stay.
            let collapsedColumn = { (controller: UIViewController) in
                controller.parent === self && (self.parent as? UISplitViewController)?.isCollapsed == true
            }
            if containers.contains(where: { $0 is UINavigationController && !collapsedColumn($0) }) {
                return ScreenRuleViolation.navigationControllerInStack
            }
            if containers.contains(where: { $0 is UISplitViewController }) {
                return ScreenRuleViolation.splitViewControllerInStack
            }
            let added = containers.dropFirst(viewControllers.sharedPrefixCount(with: containers))
            return ScreenPlatformRules.containmentViolation(
                adding: added, to: self, isActive: \.isScreenActive, isOnScreen: { $0.viewIfLoaded?.window != nil })
        }
    }
#endif
