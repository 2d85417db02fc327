/// Installs a screen's container as the window's root, after dismissing what the old root
/// presents (UIKit leaves those modals attached to the old root, leaking them; NavDSL does not).
public struct ScreenSetRootAction<Container: ScreenWindowContainer, New: Screen>: ScreenAction
where New.Container: ScreenModalContainer, New.Container.Platform == Container.Platform {
    /// The screen to show.
    public let screen: New
    /// Whether the root change is animated.
    public let animated: Bool

    /// Creates the action.
    public init(screen: New, animated: Bool) {
        self.screen = screen
        self.animated = animated
    }

    /// `setRoot(Home)`.
    public var description: String { "setRoot(\(screen.key))" }

    /// Dismisses the old root's modals without animation, then installs the new root.
    public func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        let install = {
            let root = screen.buildKeyed(navigator: navigator).modalContainer
            container.setRootContainer(root, animated: animated, undo: navigator, completion: completion)
        }
        guard let old = container.rootContainer, old.presentedContainer != nil else { return install() }
        old.dismissPresentedContainer(animated: false, undo: navigator) { result in
            switch result {
            case .success: install()
            case .failure(let error): completion(.failure(error))
            }
        }
    }
}

extension ScreenThenable where Current: ScreenWindowContainer {
    /// Replaces the window's root with a new container built from `screen`, dismissing the old
    /// root's modals first.
    ///
    /// ```swift
    /// HeadlessWindowRoute().setRoot(to: tabs).makeKeyAndVisible()
    /// ```
    /// - Note: Fails with a platform rule error if the old modals cannot be dismissed (a transition
    ///   is running); completes after the root change.
    public func setRoot<New: Screen>(to screen: New, animated: Bool = true) -> ScreenRoute<Root, Current>
    where New.Container: ScreenModalContainer, New.Container.Platform == Current.Platform {
        then(ScreenSetRootAction<Current, New>(screen: screen, animated: animated))
    }
}
