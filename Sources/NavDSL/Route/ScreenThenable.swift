/// Something a route can be continued from: it has a `Root` (where it starts), a `Current`
/// container type (where the next action runs) and the ``actions`` so far.
///
/// Every fluent method (`push`, `present`, `top`, ...) is an extension on this protocol
/// constrained by `Current`, so a step that does not fit the container is a compile error:
/// ```swift
/// HeadlessWindowRoute().top(.stack).push(chat)   // ScreenRoute<HeadlessWindow, HeadlessNavigationController>
/// HeadlessWindowRoute().push(chat)               // does not compile: a window has no stack
/// ```
@MainActor
public protocol ScreenThenable {
    /// The container the route starts from (a window for `navigate(to:)`).
    associatedtype Root: ScreenContainer
    /// The container type the next action runs on.
    associatedtype Current: ScreenContainer

    /// The steps, in order.
    var actions: [AnyScreenRouteAction] { get }

    /// The same kind of value holding `route`'s steps, so extensions can return `Self`.
    init(route: ScreenRoute<Root, Current>)

    /// The steps as a ``ScreenRoute``, the value every fluent method extends.
    ///
    /// ```swift
    /// let route: ScreenRoute<HeadlessWindow, HeadlessNavigationController> = myRoute.route
    /// ```
    /// A `ScreenRoute` is its own route, so extending one never copies its steps; other conforming
    /// types get a default that rebuilds them from ``actions``.
    var route: ScreenRoute<Root, Current> { get }
}

extension ScreenThenable {
    /// A ``ScreenRoute`` holding ``actions``.
    ///
    /// ```swift
    /// let route = myRoute.route
    /// ```
    /// - Note: O(n) in the number of steps; `ScreenRoute` returns itself instead.
    public var route: ScreenRoute<Root, Current> { ScreenRoute(actions: actions) }

    /// Adds an action that runs on `Current` and keeps the route there.
    ///
    /// Adjacent actions that can run as one are merged (see ``ScreenAction/combine(with:)``).
    public func then<Action: ScreenAction>(_ action: Action) -> ScreenRoute<Root, Current>
    where Action.Container == Current, Action.Output == Void {
        route.appending(action)
    }

    /// Adds an action that runs on `Current` and moves the route to the container it produces.
    public func then<Action: ScreenAction>(_ action: Action) -> ScreenRoute<Root, Action.Output>
    where Action.Container == Current, Action.Output: ScreenContainer {
        route.appending(AnyScreenRouteAction(action))
    }

    /// Adds `action` in a step that merges later actions of its type without erasing them
    /// (``ScreenSelfMergingAction``, the stack edits); merged into the last step when they combine.
    ///
    /// ```swift
    /// then(merging: ScreenSetStackAction<Current>(pop: ScreenStackPopToRootModifier<Current.Platform>(), animation: nil, separated: false))
    /// ```
    /// One entry the verbs share, so each verb's own code stays a call. O(1); fails and completes as
    /// `action` does.
    package func then<Action: ScreenSelfMergingAction>(merging action: Action) -> ScreenRoute<Root, Current>
    where Action.Container == Current {
        route.appending(merging: action)
    }

    /// Adds an action and returns the same type.
    ///
    /// For custom verbs declared as Nivelir's are:
    ///
    /// ```swift
    /// extension ScreenThenable where Current: HeadlessViewController {
    ///     func authorize() -> Self { then(AuthorizeAction<Current>()) }
    /// }
    /// ```
    /// - Note: Fails and completes as `action` does.
    @_disfavoredOverload
    public func then<Action: ScreenAction>(_ action: Action) -> Self where Action.Container == Current, Action.Output == Void {
        Self(route: then(action))
    }

    /// Appends a route that starts where this one currently is.
    ///
    /// ```swift
    /// let openChat = HeadlessStackRoute().push(chat)
    /// HeadlessWindowRoute().top(.stack).then(openChat)
    /// ```
    public func then<Route: ScreenThenable>(_ route: Route) -> ScreenRoute<Root, Route.Current> where Route.Root == Current {
        var steps = route.actions[...]
        guard let first = steps.popFirst() else { return ScreenRoute(actions: actions) }
        var result: ScreenRoute<Root, Route.Current> = self.route.appending(first)
        for step in steps {
            result = result.appending(step)
        }
        return result
    }

    /// Wraps the route so far into one step that runs from `Root` and returns there, so the result
    /// can be stored, passed around or continued from the root.
    ///
    /// ```swift
    /// let route: HeadlessWindowRoute = HeadlessWindowRoute().top(.stack).push(chat).resolve()
    /// ```
    public func resolve() -> ScreenRootRoute<Root> {
        ScreenRootRoute<Root>().then(ScreenNestedRouteAction<Root>(actions: actions))
    }

    /// The route in DSL syntax, for logs: `top(.stack).push(Chat(42))`.
    public var routeDescription: String {
        ScreenRouteText.of(actions)
    }
}
