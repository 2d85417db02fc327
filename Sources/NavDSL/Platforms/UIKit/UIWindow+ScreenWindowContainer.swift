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

        /// Sets `rootViewController`; completes at once (UIKit swaps the root without a transition).
        public func setRootContainer(_ container: UIViewController?, animated: Bool, completion: @escaping ScreenCompletion<Void>) {
            rootViewController = container
            completion(.success(()))
        }

        /// Sets `rootViewController` inside `UIView.transition(with: self, ...)` for a view
        /// transition (`.crossDissolve()`), or inside a custom animation; `.default` and `nil` swap
        /// at once, as UIKit has no root animation of its own.
        public func setRootContainer(
            _ container: UIViewController?, animation: ScreenAnimation?, completion: @escaping ScreenCompletion<Void>
        ) {
            ScreenViewAnimator.run(animation, in: self, change: { self.rootViewController = container }) { completion(.success(())) }
        }

        /// Whether the window is shown.
        public var isContainerVisible: Bool { !isHidden }

        /// The root controller.
        public var nestedContainers: [any ScreenContainer] { rootViewController.map { [$0] } ?? [] }
        /// `rootViewController`: the search's visible path goes on through it.
        public var visibleNestedContainer: (any ScreenContainer)? { rootViewController }
        /// Nothing: a window presents nothing itself; its root does.
        public var directlyPresentedContainer: (any ScreenContainer)? { nil }
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
