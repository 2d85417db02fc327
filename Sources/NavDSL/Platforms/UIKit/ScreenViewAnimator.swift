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
                // The transition animates the snapshot of the old content into the new; the new
                // container's own first layout (bars, safe-area insets) must not animate from
                // zero-sized frames inside the block (review R17, RouteComposer's root swap).
                let animations = { UIView.performWithoutAnimation { change() } }
                UIView.transition(with: view, duration: duration, options: options(for: transition), animations: animations) { _ in
                    ScreenTransitionGate.continueAfterCallback(completion)
                }
            case .custom:
                guard let custom = animation?.customAnimation else { fallthrough }
                // `change` applies the new state without animation, as ScreenCustomAnimation promises.
                custom.animate(in: view, change: { UIView.performWithoutAnimation { change() } }) {
                    ScreenTransitionGate.continueAfterCallback(completion)
                }
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
