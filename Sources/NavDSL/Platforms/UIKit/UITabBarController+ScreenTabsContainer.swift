#if canImport(UIKit)
    import UIKit

    extension UITabBarController: ScreenTabsContainer {
        /// `viewControllers`, or none.
        public var tabContainers: [UIViewController] { viewControllers ?? [] }

        /// `selectedViewController`.
        public var selectedTabContainer: UIViewController? { selectedViewController }

        /// Sets `selectedIndex` and completes on the next main-actor turn; an index out of range,
        /// which UIKit ignores, fails with ``ScreenContainerNotFoundError``.
        public func selectTabContainer(at index: Int, completion: @escaping ScreenCompletion<Void>) {
            guard tabContainers.indices.contains(index) else {
                return completion(.failure(ScreenContainerNotFoundError.noTab(at: index, in: self, count: tabContainers.count)))
            }
            selectedIndex = index
            // The tab's views are installed at the end of this turn; the next step runs after.
            Task { @MainActor in completion(.success(())) }
        }

        /// Sets `selectedIndex` inside `UIView.transition(with: view, ...)` for a view transition,
        /// or inside a custom animation; UIKit switches tabs without an animation of its own.
        public func selectTabContainer(at index: Int, animation: ScreenAnimation?, completion: @escaping ScreenCompletion<Void>) {
            guard tabContainers.indices.contains(index) else {
                return completion(.failure(ScreenContainerNotFoundError.noTab(at: index, in: self, count: tabContainers.count)))
            }
            guard ScreenViewAnimator.animates(animation), let view = viewIfLoaded else {
                return selectTabContainer(at: index, completion: completion)
            }
            ScreenViewAnimator.run(animation, in: view, change: { self.selectedIndex = index }) { completion(.success(())) }
        }

        /// Calls `setViewControllers(_:animated:)`; the same controller twice, and a controller
        /// UIKit would crash on (active elsewhere, on screen in another container), are refused.
        public func setTabContainers(_ containers: [UIViewController], animated: Bool, completion: @escaping ScreenCompletion<Void>) {
            guard Set(containers.map(ObjectIdentifier.init)).count == containers.count else {
                return completion(.failure(ScreenRuleViolation.duplicateTab(containers, in: self)))
            }
            let added = containers.filter { $0.parent !== self }
            if let violation = ScreenPlatformRules.containmentViolation(
                adding: added, to: self, isActive: \.isScreenActive, isOnScreen: { $0.viewIfLoaded?.window != nil })
            {
                return completion(.failure(violation))
            }
            setViewControllers(containers, animated: animated)
            completion(.success(()))
        }
    }
#endif
