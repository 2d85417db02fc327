/// Installs a screen's container as the window's root, after dismissing what the old root
/// presents (UIKit leaves those modals attached to the old root, leaking them; NavDSL does not).
///
/// Generic over the new screen, then the window, as Nivelir's is, so an app's own action can name
/// and wrap it:
/// ```swift
/// HeadlessWindowRoute().then(ScreenSetRootAction(screen: home, animation: .crossDissolve()))
/// ```
/// - Note: Fails as ``ScreenThenable/setRoot(to:animation:)`` fails; completes after the root change.
public struct ScreenSetRootAction<New: Screen, Container: ScreenWindowContainer>: ScreenAction
where New.Container: ScreenModalContainer, New.Container.Platform == Container.Platform {
    /// The screen to show.
    public let screen: New
    /// How the root change is animated; `nil` for none.
    public let animation: ScreenAnimation?
    /// Whether the root change is animated.
    public var animated: Bool { animation != nil }

    /// Creates the action (what `setRoot(to:animated:)` adds; apps pass an animation, as in Nivelir).
    package init(screen: New, animated: Bool) {
        self.init(screen: screen, animation: .animated(animated))
    }

    /// Creates the action with an animation (`nil`: none).
    public init(screen: New, animation: ScreenAnimation? = nil) {
        self.screen = screen
        self.animation = animation
    }

    /// `setRoot(Home)`, or `setRoot(Home, animation: crossDissolve(0.3))` with a non-default animation.
    public var description: String {
        guard let animation, animation != .default else { return "setRoot(\(screen.key))" }
        return "setRoot(\(screen.key), animation: \(animation))"
    }

    /// Builds the new root, dismisses the old root's modals without animation, then installs it
    /// (building first, so a screen that can't be built changes nothing).
    public func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        let root: New.Container
        switch screen.buildForStep(navigator: navigator) {
        case .success(let built): root = built
        case .failure(let error): return completion(.failure(error))
        }
        let install = {
            container.setRootContainer(root.modalContainer, animation: animation, undoableBy: navigator, completion: completion)
        }
        guard let old = container.rootContainer, old.presentedContainer != nil else { return install() }
        old.dismissPresentedContainer(animated: false, undoableBy: navigator) { result in
            switch result {
            case .success: install()
            case .failure(let error): completion(.failure(error))
            }
        }
    }
}

extension ScreenThenable where Current: ScreenWindowContainer {
    /// Replaces the window's root with `animation` (Nivelir's `setRoot(to:animation:)`); `nil` for none.
    ///
    /// UIKit swaps a root without an animation of its own, so `.default` is none there too;
    /// `.crossDissolve()` runs `UIView.transition(with: window, ...)` around the swap.
    ///
    /// ```swift
    /// HeadlessWindowRoute().setRoot(to: home, animation: .crossDissolve())   // after the login
    /// ```
    /// - Parameters:
    ///   - screen: The screen that builds the new container.
    ///   - animation: The animation the change runs with (``ScreenAnimation``); `nil` for none.
    /// - Note: Fails with a platform rule error if the old modals cannot be dismissed (a transition
    ///   is running); completes after the root change and its animation.
    public func setRoot<New: Screen>(to screen: New, animation: ScreenAnimation? = .default) -> ScreenRoute<Root, Current>
    where New.Container: ScreenModalContainer, New.Container.Platform == Current.Platform {
        then(ScreenSetRootAction<New, Current>(screen: screen, animation: animation))
    }
}
