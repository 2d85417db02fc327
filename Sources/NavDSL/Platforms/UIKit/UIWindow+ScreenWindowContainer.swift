#if canImport(UIKit)
    import UIKit

    /// A window is where routes start:
    ///
    /// ```swift
    /// let window = UIWindow(windowScene: windowScene)   // not init(frame:), deprecated in iOS 26
    /// let navigator = ScreenNavigator(window: window)
    /// navigator.navigate(to: ScreenWindowRoute().setRoot(to: home.withStackContainer()).makeKeyAndVisible())
    /// ```
    extension UIWindow: ScreenWindowContainer {
        /// The UIKit platform.
        public typealias Platform = UIKitPlatform

        /// `rootViewController`.
        public var rootContainer: UIViewController? { rootViewController }

        /// Sets `rootViewController`; completes on the next main-actor turn, once UIKit has laid
        /// the new root out (UIKit swaps the root without a transition).
        ///
        /// A controller that is a child or presented is refused with `rootInUse`, as on the headless platform.
        public func setRootContainer(_ container: UIViewController?, animated: Bool, completion: @escaping ScreenCompletion<Void>) {
            if let refusal = rootRefusal(for: container) { return completion(.failure(refusal)) }
            rootViewController = container
            markHost(of: container)
            // The new root's views are laid out at the end of this turn; the next step runs after.
            Task { @MainActor in completion(.success(())) }
        }

        /// Sets `rootViewController` inside `UIView.transition(with: self, ...)` for a view
        /// transition (`.crossDissolve()`), or inside a custom animation; `.default` and `nil` swap
        /// at once, as UIKit has no root animation of its own.
        public func setRootContainer(
            _ container: UIViewController?, animation: ScreenAnimation?, completion: @escaping ScreenCompletion<Void>
        ) {
            guard ScreenViewAnimator.animates(animation) else {
                return setRootContainer(container, animated: animation != nil, completion: completion)
            }
            if let refusal = rootRefusal(for: container) { return completion(.failure(refusal)) }
            ScreenViewAnimator.run(animation, in: self, change: { self.rootViewController = container }) {
                self.markHost(of: container)
                completion(.success(()))
            }
        }

        private func rootRefusal(for container: UIViewController?) -> ScreenRuleViolation? {
            guard let container, container !== rootViewController else { return nil }
            if let parent = container.parent { return .rootInUse(container, of: self, childOf: parent) }
            if let presenter = container.presentingViewController { return .rootInUse(container, of: self, presentedBy: presenter) }
            return nil
        }

        /// Tells `container` it is this window's root, before its view is loaded.
        private func markHost(of container: UIViewController?) {
            container?.screenMarkedHostWindow = self
        }

        /// Whether the window is shown.
        public var isContainerVisible: Bool { !isHidden }

        /// The root controller.
        public var nestedContainers: [any ScreenContainer] { rootViewController.map { [$0] } ?? [] }
        /// `rootViewController`: the search's visible path goes on through it.
        public var visibleNestedContainer: (any ScreenContainer)? { rootViewController }
        /// Nothing: a window presents nothing itself; its root does.
        public var directlyPresentedContainer: (any ScreenContainer)? { nil }

        /// `true`: UIKit lands transitions, sets their marks and lays views out on later run-loop
        /// turns, so an undo step refused meanwhile is tried again a turn later.
        public var containersMoveBetweenTurns: Bool { true }
    }

    extension UIWindow: ScreenKeyWindowRestoring {
        /// UIKit has no public way to resign key status; when no window was key before, this one stays key.
        package func keyWindowRestorer() -> @MainActor () -> Void {
            let wasHidden = isHidden
            weak let previousKey = windowScene?.keyWindow
            return { [weak self] in
                guard let self else { return }
                self.isHidden = wasHidden
                if let previousKey, previousKey !== self { previousKey.makeKey() }
            }
        }
    }
#endif
