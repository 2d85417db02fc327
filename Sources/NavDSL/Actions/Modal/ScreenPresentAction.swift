/// Presents a screen's container from the current controller, with UIKit's presenter resolution.
///
/// Generic over the new screen, then the presenter, as Nivelir's is, so an app's own action can
/// name it, read its public `screen` and `animated`, and build one in `combine(with:)`:
/// ```swift
/// HeadlessWindowRoute().root.then(ScreenPresentAction(screen: login, animated: false))
/// ```
/// - Note: Fails as ``ScreenThenable/present(_:animated:)`` fails; completes (with `()`, where
///   Nivelir's completes with the presented controller) after the presentation.
public struct ScreenPresentAction<New: Screen, Container: ScreenModalContainer>: ScreenAction
where New.Container: ScreenModalContainer, New.Container.Platform == Container.Platform {
    /// The screen to present.
    public let screen: New
    /// Whether the presentation is animated.
    public let animated: Bool

    /// Creates the action.
    public init(screen: New, animated: Bool = true) {
        self.screen = screen
        self.animated = animated
    }

    /// `present(Login)`.
    public var description: String { "present(\(screen.key))" }

    /// Builds the container and presents it.
    public func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        switch screen.buildForStep(navigator: navigator) {
        case .success(let presented):
            container.presentContainer(presented.modalContainer, animated: animated, undoableBy: navigator, completion: completion)
        case .failure(let error): completion(.failure(error))
        }
    }
}

extension ScreenThenable where Current: ScreenModalContainer {
    /// Presents a new container built from `screen`.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.container).present(login.withStackContainer())
    /// ```
    /// - Parameters:
    ///   - screen: The screen that builds the new container.
    ///   - animated: Whether the change animates (default `true`); undo never animates.
    /// - Note: Fails with ``ScreenContainerAlreadyPresentingError`` when the presenter already
    ///   presents (present from `.top(.container)` to avoid it) and with a platform rule error when
    ///   the presenter is not in a window; completes after the presentation.
    public func present<New: Screen>(_ screen: New, animated: Bool = true) -> ScreenRoute<Root, Current>
    where New.Container: ScreenModalContainer, New.Container.Platform == Current.Platform {
        then(ScreenPresentAction<New, Current>(screen: screen, animated: animated))
    }

    /// Presents `screen`, then runs `route` from the presented container (typed as the screen's
    /// container, so a presented stack can `push`) and continues here.
    ///
    /// ```swift
    /// HeadlessWindowRoute().root.present(profile) { $0.present(editor) }
    /// HeadlessWindowRoute().root.present(chats.withStackContainer()) { $0.push(chat) }
    /// HeadlessWindowRoute().root.present(chats.withStackContainer()) { $0.then(compose) }   // a route value
    /// ```
    /// - Parameters:
    ///   - screen: The screen that builds the new container.
    ///   - animated: Whether the change animates (default `true`); undo never animates.
    ///   - nested: Runs from the new container; then the outer route goes on.
    /// - Note: Fails like ``present(_:animated:)`` or with the nested route's error.
    public func present<New: Screen, Nested: ScreenThenable>(
        _ screen: New,
        animated: Bool = true,
        route nested: (ScreenRootRoute<New.Container>) -> Nested
    ) -> ScreenRoute<Root, Current>
    where New.Container: ScreenModalContainer, New.Container.Platform == Current.Platform, Nested.Root == New.Container {
        let inner = ScreenRootRoute<Current>()
            .present(screen, animated: animated)
            .then(ScreenRelationAction<Current, New.Container>(.presented, typed: false))  // reads "presented" in traces
            .then(nested(ScreenRootRoute<New.Container>()))
        return then(inner.resolve())
    }
}
