#if canImport(UIKit)
    import UIKit

    extension UINavigationController: ScreenStackContainer {
        /// `viewControllers`.
        public var stackContainers: [UIViewController] { viewControllers }

        /// Calls `setViewControllers(_:animated:)` and completes when the transition coordinator
        /// finishes (at once without animation).
        ///
        /// Duplicates and navigation controllers, which crash UIKit, are refused with a
        /// ``ScreenRuleViolation`` first.
        public func setStackContainers(_ containers: [UIViewController], animated: Bool, completion: @escaping ScreenCompletion<Void>) {
            if Set(containers.map(ObjectIdentifier.init)).count != containers.count {
                return completion(.failure(ScreenRuleViolation.duplicateInStack(containers)))
            }
            if containers.contains(where: { $0 is UINavigationController }) {
                return completion(.failure(ScreenRuleViolation.navigationControllerInStack))
            }
            if containers.contains(where: { $0 is UISplitViewController }) {
                return completion(.failure(ScreenRuleViolation.splitViewControllerInStack))
            }
            setViewControllers(containers, animated: animated)
            guard animated, let coordinator = transitionCoordinator else { return completion(.success(())) }
            let call = ScreenCallState()
            let isAnimating = coordinator.animate(alongsideTransition: nil) { _ in
                if call.complete() { completion(.success(())) }
            }
            if !isAnimating, call.complete() { completion(.success(())) }
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
            if Set(containers.map(ObjectIdentifier.init)).count != containers.count {
                return completion(.failure(ScreenRuleViolation.duplicateInStack(containers)))
            }
            if containers.contains(where: { $0 is UINavigationController }) {
                return completion(.failure(ScreenRuleViolation.navigationControllerInStack))
            }
            if containers.contains(where: { $0 is UISplitViewController }) {
                return completion(.failure(ScreenRuleViolation.splitViewControllerInStack))
            }
            ScreenViewAnimator.run(animation, in: view, change: { self.setViewControllers(containers, animated: false) }) {
                completion(.success(()))
            }
        }
    }
#endif
