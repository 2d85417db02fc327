#if canImport(UIKit)
    import UIKit

    /// Runs a container change inside a ``ScreenAnimation`` on UIKit: a view transition through
    /// `UIView.transition(with:duration:options:animations:completion:)`, a custom animation through
    /// its own `animate(in:change:completion:)`, or the change alone.
    @MainActor
    enum ScreenViewAnimator {
        /// Whether `animation` is one this animator runs (a view transition or a custom one);
        /// `nil` and `.default` leave the change to the container's own animation.
        static func animates(_ animation: ScreenAnimation?) -> Bool {
            guard let animation else { return false }
            return animation.kind != .default
        }

        /// Applies `change` in `view` with `animation`, then calls `completion`.
        static func run(
            _ animation: ScreenAnimation?, in view: UIView, change: @escaping @MainActor () -> Void,
            completion: @escaping @MainActor () -> Void
        ) {
            switch animation?.kind {
            case .transition(let transition, let duration):
                UIView.transition(with: view, duration: duration, options: options(for: transition), animations: { change() }) { _ in
                    completion()
                }
            case .custom:
                guard let custom = animation?.customAnimation else { fallthrough }
                custom.animate(in: view, change: change, completion: completion)
            case .default, nil:
                change()
                completion()
            }
        }

        private static func options(for transition: ScreenViewTransition) -> UIView.AnimationOptions {
            switch transition {
            case .crossDissolve: .transitionCrossDissolve
            case .flipFromLeft: .transitionFlipFromLeft
            case .flipFromRight: .transitionFlipFromRight
            case .flipFromTop: .transitionFlipFromTop
            case .flipFromBottom: .transitionFlipFromBottom
            case .curlUp: .transitionCurlUp
            case .curlDown: .transitionCurlDown
            }
        }
    }
#endif
