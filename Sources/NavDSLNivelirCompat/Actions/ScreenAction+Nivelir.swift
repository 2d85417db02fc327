// Nivelir's custom-action vocabulary: the completion alias, `cast(to:)` in `combine(with:)`, the
// erasers (`eraseToAnyAction()`, `eraseToAnyVoidAction()`), actions whose output is the container
// they ran on, and the cancellation error that names its action.

extension ScreenAction {
    /// Nivelir's alias for an action's completion; NavDSL names it ``ScreenCompletion``.
    ///
    /// ```swift
    /// func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Output>)
    /// ```
    /// - Note: Fails never (an alias); completes never.
    @available(*, deprecated, message: "use ScreenCompletion<Output>")
    public typealias Completion = ScreenCompletion<Output>

    /// Nivelir's cast of an action (erased or not) to a concrete action type, for `combine(with:)`.
    ///
    /// ```swift
    /// func combine<Action: ScreenAction>(with other: Action) -> AnyScreenAction<Container, Void>? { nil }
    /// ```
    /// - Note: Fails with `nil` when the action is of another type; completes at once. NavDSL hands
    ///   `combine(with:)` the unerased action, so `other as? T` is the native spelling.
    @available(*, deprecated, message: "NavDSL passes combine(with:) the unerased action: write `other as? T`")
    public func cast<T>(to type: T.Type) -> T? {
        ((self as? AnyScreenAction<Container, Output>)?.base ?? self) as? T
    }
}

extension ScreenAction {
    /// Nivelir's eraser keeping the output; NavDSL's spelling is `AnyScreenAction(action)`.
    ///
    /// ```swift
    /// let step: AnyScreenAction<HeadlessViewController, Void> = ScreenPresentAction(screen: login).eraseToAnyAction()
    /// ```
    /// - Note: Fails and completes as the action does.
    @available(*, deprecated, message: "use AnyScreenAction(action)")
    public func eraseToAnyAction() -> AnyScreenAction<Container, Output> {
        AnyScreenAction(self)
    }

    /// Nivelir's eraser dropping the output, as `combine(with:)` returns an action; NavDSL's actions
    /// complete with `()` already, so `AnyScreenAction(action)` is the native spelling.
    ///
    /// ```swift
    /// return ScreenPresentAction<New, Container>(screen: other.screen, animated: false).eraseToAnyVoidAction()
    /// ```
    /// - Note: Fails as the action does; completes when it does, with `()` in place of its output.
    @available(*, deprecated, message: "use AnyScreenAction(action): NavDSL's actions complete with ()")
    public func eraseToAnyVoidAction() -> AnyScreenAction<Container, Void> {
        if let void = self as? AnyScreenAction<Container, Void> { return void }
        return AnyScreenAction(ScreenVoidOutputAction(wrapped: self))
    }
}

/// An action run for its effect alone: what `eraseToAnyVoidAction()` wraps an action with an output in.
struct ScreenVoidOutputAction<Wrapped: ScreenAction>: ScreenAction {
    let wrapped: Wrapped

    var description: String { wrapped.description }

    func perform(container: Wrapped.Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        wrapped.perform(container: container, navigator: navigator) { result in completion(result.map { _ in () }) }
    }

    func combine<Action: ScreenAction>(with other: Action) -> AnyScreenAction<Wrapped.Container, Void>? {
        wrapped.combine(with: other)
    }
}

extension ScreenThenable {
    /// Nivelir's `then(_:)` for an action that completes with the container it ran on, returning `Self`
    /// so a custom verb can be declared `-> Self`.
    ///
    /// ```swift
    /// func authorize() -> Self { then(AuthorizeAction<Current>()) }  // AuthorizeAction.Output == Container
    /// ```
    /// - Note: Fails as the action fails; completes after it. Native: an action completes with `()`
    ///   (`Output == Void`), and `then(_:)` keeps `Self`.
    @available(*, deprecated, message: "declare the action's Output as Void and complete with .success(())")
    @_disfavoredOverload
    public func then<Action: ScreenAction>(_ action: Action) -> Self where Action.Container == Current, Action.Output == Current {
        Self(route: then(action))
    }
}

extension ScreenCanceledError {
    /// Nivelir's cancellation error naming the action that cancelled.
    ///
    /// ```swift
    /// completion(.failure(ScreenCanceledError()))
    /// ```
    /// - Note: Fails never; NavDSL's navigator fills in the step that failed, so the action is not needed.
    @available(*, deprecated, message: "use ScreenCanceledError(): the navigator names the step")
    public init(for action: some ScreenAction) {
        self.init()
    }
}

extension ScreenNavigator {
    /// Nivelir's alias for a navigation's completion; NavDSL names it ``ScreenCompletion``.
    ///
    /// ```swift
    /// navigator.navigate(to: route, completion: { (result: Result<Void, any Error>) in })
    /// ```
    /// - Note: Fails never (an alias); completes never.
    @available(*, deprecated, message: "use ScreenCompletion<Void>")
    public typealias Completion = ScreenCompletion<Void>
}

/// Nivelir's per-run storage handed to `perform(container:navigator:storage:completion:)`; NavDSL's
/// action keeps what it needs in its completion closure until it completes.
///
/// ```swift
/// let token = navigator.observe(by: observer, where: .type((any AuthorizationObserver).self))
/// navigator.navigate(to: screens.showAuthorizationRoute())   // `observer` calls back, then: withExtendedLifetime(token) { completion(...) }
/// ```
/// - Note: Unavailable: NavDSL's `ScreenAction` has one `perform`, so the compiler points at each
///   action to rewrite.
@available(
    *, unavailable,
    message:
        "implement perform(container:navigator:completion:) and keep the state alive in the completion closure (capture the observer token there)"
)
public struct ScreenActionStorage<State> {}
