/// A navigation described as a value: the steps to run from a `Root` container, ending on a
/// `Current` container type.
///
/// Routes are built by chaining fluent methods and run by a ``ScreenNavigator``. They are plain
/// values: build them anywhere, reuse partial routes, test them headless.
///
/// ## Building
/// ```swift
/// let chat = HeadlessScreen(name: "Chat", traits: [42])
/// let route = HeadlessWindowRoute()
///     .top(.stack)          // -> HeadlessNavigationController on the visible path
///     .push(chat)           // stack is now [..., Chat(42)]
///     .fallback(to: HeadlessWindowRoute().top(.container).present(chat.withStackContainer()))
/// try await navigator.navigateAndWait(to: route)
/// ```
///
/// ## Typing
/// `Root` and `Current` are concrete classes of one platform, so a wrong step does not compile.
/// Use ``resolve()`` to store a route ending anywhere as a `ScreenRootRoute<Root>`.
///
/// ## Merging
/// Adjacent stack edits merge into one action and one `setViewControllers` call:
/// `popToRoot().push(a).push(b)` is one transition. Pass `separated: true` to keep one apart.
public struct ScreenRoute<Root: ScreenContainer, Current: ScreenContainer>: ScreenThenable {
    private let last: ScreenListNode<AnyScreenRouteAction>?

    /// An empty route on `Root`.
    public init() where Root == Current {
        self.last = nil
    }

    /// `route` itself.
    public init(route: ScreenRoute<Root, Current>) {
        self = route
    }

    package init(actions: [AnyScreenRouteAction]) {
        self.last = .list(of: actions)
    }

    /// The route itself: extending it shares its steps.
    ///
    /// ```swift
    /// let same = HeadlessWindowRoute().top(.stack).route
    /// ```
    /// - Note: O(1); never fails. `then(_:)` appends any ``ScreenThenable``'s steps through it.
    public var route: Self { self }

    private init(last: ScreenListNode<AnyScreenRouteAction>?) {
        self.last = last
    }

    /// The steps, in order, after merging.
    public var actions: [AnyScreenRouteAction] {
        last?.elements ?? []
    }

    /// The route with `action` added, merged into the last step when they combine: a merged
    /// action (`popToRoot().push(a)`) makes no step of its own first.
    ///
    /// O(1).
    package func appending<Action: ScreenAction>(_ action: Action) -> Self
    where Action.Container: ScreenContainer, Action.Output == Void {
        appending(action) { AnyScreenRouteAction(action) }
    }

    /// The route with `action` added in a step that merges later actions of its type unerased
    /// (see ``ScreenSelfMergingAction``), or merged into the last step when they combine.
    ///
    /// O(1).
    package func appending<Action: ScreenSelfMergingAction>(merging action: Action) -> Self {
        appending(action) { AnyScreenRouteAction(merging: action) }
    }

    /// The route with `action` merged into the last step, or with the step `step` makes.
    private func appending<Action: ScreenAction>(_ action: Action, step: () -> AnyScreenRouteAction) -> Self {
        if let last, let merged = last.element.merged(with: action) {
            return Self(last: ScreenListNode(previous: last.previousNode, element: merged))
        }
        return Self(last: ScreenListNode(previous: last, element: step()))
    }

    /// The route with `step` added, merged into the last step when they combine.
    ///
    /// O(1).
    package func appending<Next: ScreenContainer>(_ step: AnyScreenRouteAction) -> ScreenRoute<Root, Next> {
        if let last, let merged = last.element.merged(with: step) {
            return ScreenRoute<Root, Next>(last: ScreenListNode(previous: last.previousNode, element: merged))
        }
        return ScreenRoute<Root, Next>(last: ScreenListNode(previous: last, element: step))
    }
}

/// A route that starts and ends on the same container type.
///
/// The starting point of every route.
public typealias ScreenRootRoute<Container: ScreenContainer> = ScreenRoute<Container, Container>

extension ScreenPlatform {
    /// A route that starts from this platform's window: how routes written once, against a screen
    /// factory generic over the platform, name their type.
    ///
    /// ```swift
    /// static func chat(_ id: Int) -> Screens.Platform.WindowRoute {
    ///     Screens.Platform.WindowRoute().top(.stack).push(Screens.chat(id)).resolve()
    /// }
    /// ```
    /// `HeadlessPlatform.WindowRoute` is `HeadlessWindowRoute`; `UIKitPlatform.WindowRoute` is
    /// `ScreenWindowRoute`, so an app's concrete spelling keeps working beside the generic one.
    /// - Note: A type, not a step: it fails and completes as the route built from it does.
    public typealias WindowRoute = ScreenRootRoute<Window>
}
