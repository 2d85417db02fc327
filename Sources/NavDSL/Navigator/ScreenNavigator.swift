/// Runs routes against the app's container tree: one at a time, in request order.
///
/// ## Creating
/// ```swift
/// let window = HeadlessWindow()
/// let navigator = ScreenNavigator(window: window)              // holds the window weakly
/// let quiet = ScreenNavigator(window: window, logger: nil)     // no log at all
/// ```
///
/// ## Navigating
/// ```swift
/// navigator.navigate(to: HeadlessWindowRoute().setRoot(to: home).makeKeyAndVisible())
/// try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(chat))
/// navigator.navigate(from: settingsController) { $0.present(login) }
/// ```
/// A navigation starts synchronously in the caller's turn when the queue is idle, so with the
/// headless platform's immediate animations the tree has changed when `navigate` returns.
///
/// ## Queue and nesting
/// A navigation holds the queue only while it changes containers (its steps running, a transition
/// in flight, a rollback, `wait(for:)`). A navigation requested from outside meanwhile waits its
/// turn; none is dropped, none runs twice, order is request order. One requested from inside the
/// running navigation (an action's `perform`, a screen's `build`, a `get { }` closure) runs at once,
/// nested: its changes are undone if the outer navigation fails later. A step that waits for the
/// user holds nothing, so other navigations run until its completion comes:
/// ```swift
/// navigator.navigate(from: tabs) { $0.setupTab(with: feed).setupTab(with: chats) }  // in build: runs at once
/// ```
///
/// ## Errors
/// The completion gets the typed error of the failing step (``ScreenContainerNotFoundError``,
/// ``ScreenContainerAlreadyPresentingError``, ...), whose message names the action and the
/// container. The logger gets the same error. A ``ScreenError``'s ``ScreenError/trace`` tells
/// what the navigation did before it failed.
///
/// ## Listening
/// Every navigation reports typed events (``ScreenNavigationEvent``) to listeners, and the logger
/// gets them as lines; policies decide before each navigation:
/// ```swift
/// let token = navigator.addListener { event in print(event) }     // "#2 push(Chat) on ..."
/// let gate = navigator.addPolicy(named: "login") { request, decide in decide(.continue) }
/// ```
@MainActor
public final class ScreenNavigator {
    // MARK: - State

    /// Where navigations find their window.
    public let windowProvider: any ScreenWindowProvider
    /// The search behind `top`, `first` and `last`.
    public let iterator: any ScreenIterator
    /// Where the navigator reports; `nil` is silent.
    ///
    /// It receives one line for each step, fallback and failure of a navigation, plus the diagnostics no
    /// event carries (a leak, a completion called twice, a deep link's fate).
    public let logger: (any ScreenLogger)?
    /// How long an action may take before its navigation fails with ``ScreenActionTimeoutError``;
    /// `nil` (the default) waits forever.
    ///
    /// The queue then goes on with the next navigation.
    public var actionTimeout: Duration?
    /// When set, containers a navigation removes must be deallocated soon after.
    ///
    /// See ``ScreenLeakCheck``.
    public var leakCheck: ScreenLeakCheck?
    /// When navigations run; see "Queue and re-entrancy" above.
    ///
    /// Stored, not `lazy`: every change of every navigation reads it, and a lazy property pays
    /// Swift's dynamic exclusivity check on each read.
    package let queue = ScreenNavigationQueue()
    /// The screens whose results someone awaits (``result(of:as:completion:)``).
    package let results = ScreenResultRegistry()
    /// The observers registered with ``observe(by:where:)``.
    package let observers = ScreenObserverRegistry()
    /// The event stream: ``addListener(_:)-(ScreenNavigationListener)`` and the logger.
    package let events: ScreenNavigationEvents
    /// The policies asked before each navigation (``addPolicy(_:)``).
    var policies: [ScreenNavigationPolicyRegistration] = []

    // MARK: - Creating

    /// Creates a navigator for `window`, which it holds weakly.
    ///
    /// ```swift
    /// let window = HeadlessWindow()  // keep it: the navigator does not
    /// let navigator = ScreenNavigator(window: window, logger: nil)
    /// ```
    /// The navigator never keeps the window alive, as UIKit's own controllers do not: keep a strong
    /// reference where the window belongs (a scene delegate's `window` property, a test's stored
    /// property). A helper that makes a window and returns only the navigator loses the window at
    /// once, and every navigation then fails with "the navigator has no window".
    /// - Note: Navigations fail with ``ScreenContainerNotFoundError`` once the window is released;
    ///   creating the navigator completes at once and changes nothing.
    public convenience init(
        window: some ScreenWindowContainer,
        iterator: any ScreenIterator = DefaultScreenIterator(),
        logger: (any ScreenLogger)? = DefaultScreenLogger()
    ) {
        self.init(windowProvider: ScreenWeakWindowProvider(window: window), iterator: iterator, logger: logger)
    }

    /// Creates a navigator that asks `windowProvider` for the window at each navigation.
    public init(
        windowProvider: any ScreenWindowProvider,
        iterator: any ScreenIterator = DefaultScreenIterator(),
        logger: (any ScreenLogger)? = DefaultScreenLogger()
    ) {
        self.windowProvider = windowProvider
        self.iterator = iterator
        self.logger = logger
        self.events = ScreenNavigationEvents(logger: logger)
        results.navigator = self
        queue.startNavigation = { [weak self] navigation in
            guard let self else {
                navigation.completion?(.failure(ScreenContainerNotFoundError("the navigator was released before this navigation's turn.")))
                return
            }
            start(navigation)
        }
    }

    /// The window navigations start from, if it is still alive.
    public var window: (any ScreenWindowContainer)? {
        windowProvider.window
    }

    /// The number of navigations waiting for their turn.
    public var pendingNavigationCount: Int { queue.pendingCount }

    /// Whether a navigation is changing containers now (its code running, a transition in flight,
    /// a rollback, a `wait(for:)`): a navigation requested from outside now waits for its turn.
    public var isChangingContainers: Bool { !queue.isFree }

    // MARK: - Completion forms

    /// Runs `route` from the window.
    ///
    /// ```swift
    /// navigator.navigate(to: HeadlessWindowRoute().top(.stack).push(chat)) { result in ... }
    /// navigator.navigate(to: route)            // fire and forget, in sync and async code alike
    /// ```
    /// `navigate` never waits, wherever it is called: inside an `async` function or a `Task { }` it
    /// starts the navigation and returns. To wait for the end, call
    /// ``navigateAndWait(to:)`` instead.
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when there is no window and with
    ///   ``ScreenContainerTypeMismatchError`` when the window is not the route's `Root` class;
    ///   completes after the last action's transition.
    public func navigate<Route: ScreenThenable>(to route: Route, completion: ScreenCompletion<Void>? = nil)
    where Route.Root: ScreenWindowContainer {
        submit(makeNavigation(to: route, completion: completion))
    }

    /// Runs `route` from a container you already hold, such as the controller that owns a button.
    ///
    /// ```swift
    /// navigator.navigate(from: chatController, to: HeadlessModalRoute().present(profile))
    /// navigator.navigate(from: weakController, to: route)   // nil: fails, navigates nowhere
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when `container` is `nil` (a released
    ///   weak reference, an unset outlet), else with the failing step's error; completes after the
    ///   last action's transition.
    public func navigate<Container: ScreenContainer, Route: ScreenThenable>(
        from container: Container?,
        to route: Route,
        completion: ScreenCompletion<Void>? = nil
    ) where Route.Root == Container {
        submit(makeNavigation(from: container, to: route, completion: completion))
    }

    /// Builds the route in a closure that starts from `container` (Nivelir's argument order).
    ///
    /// ```swift
    /// navigator.navigate(from: chatController) { $0.present(profile) }
    /// navigator.navigate(from: chatController, to: { $0.present(profile) }, completion: { result in ... })
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when `container` is `nil`, else with the
    ///   failing step's error; completes after the last action's transition.
    public func navigate<Container: ScreenContainer, Route: ScreenThenable>(
        from container: Container?,
        to build: (ScreenRootRoute<Container>) -> Route,
        completion: ScreenCompletion<Void>? = nil
    ) where Route.Root == Container {
        navigate(from: container, to: build(ScreenRootRoute<Container>()), completion: completion)
    }

    // MARK: - Awaited forms

    /// Runs `route` from the window, waits for its end and returns the container it ended on.
    ///
    /// The awaited twin of ``navigate(to:completion:)-(Route,_)``, named apart so that a plain
    /// `navigate(to:)` stays fire-and-forget inside `async` code (Swift would pick an `async`
    /// overload of the same name there).
    /// ```swift
    /// try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(chat))
    /// let stack = try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack))   // no `.get { }` needed
    /// ```
    /// - Note: Throws the failing step's error; throws ``ScreenCanceledError`` when the task is
    ///   cancelled before the navigation finishes (remaining actions do not run). Returns the route's
    ///   `Current` container once the last action's transition has ended.
    @discardableResult
    public func navigateAndWait<Route: ScreenThenable>(to route: Route) async throws -> Route.Current
    where Route.Root: ScreenWindowContainer {
        let navigation = makeNavigation(to: route, completion: nil)
        try await awaiting(navigation)
        return try navigation.endContainer(as: Route.Current.self)
    }

    /// Runs `route` from `container`, waits for its end and returns the container it ended on.
    ///
    /// ```swift
    /// let chat = try await navigator.navigateAndWait(from: chatsController, to: HeadlessModalRoute().present(profile))
    /// ```
    /// - Note: Throws ``ScreenContainerNotFoundError`` when `container` is `nil`, the failing step's
    ///   error, or ``ScreenCanceledError`` when cancelled.
    @discardableResult
    public func navigateAndWait<Container: ScreenContainer, Route: ScreenThenable>(from container: Container?, to route: Route)
        async throws -> Route.Current where Route.Root == Container
    {
        let navigation = makeNavigation(from: container, to: route, completion: nil)
        try await awaiting(navigation)
        return try navigation.endContainer(as: Route.Current.self)
    }

    /// Renamed ``navigateAndWait(to:)``: an `async` overload named `navigate` shadowed the
    /// fire-and-forget one inside every `async` function.
    ///
    /// ```swift
    /// try await navigator.navigateAndWait(to: route)
    /// ```
    /// - Note: Unavailable; a call written `try await navigator.navigate(to: route)` now starts the
    ///   navigation without waiting, and Swift warns that nothing in it is `async` or throws.
    @available(*, unavailable, renamed: "navigateAndWait(to:)")
    @discardableResult
    public func navigate<Route: ScreenThenable>(to route: Route) async throws -> Route.Current where Route.Root: ScreenWindowContainer {
        try await navigateAndWait(to: route)
    }

    /// Renamed ``navigateAndWait(from:to:)``, as ``navigateAndWait(to:)`` was.
    ///
    /// ```swift
    /// try await navigator.navigateAndWait(from: controller, to: route)
    /// ```
    /// - Note: Unavailable; see ``navigateAndWait(to:)``.
    @available(*, unavailable, renamed: "navigateAndWait(from:to:)")
    @discardableResult
    public func navigate<Container: ScreenContainer, Route: ScreenThenable>(from container: Container?, to route: Route)
        async throws -> Route.Current where Route.Root == Container
    {
        try await navigateAndWait(from: container, to: route)
    }

    // MARK: - Running

    /// Runs steps from `container` right now as a nested run of the running step.
    ///
    /// For actions that run routes of their own (the follow-up of a nested `push`, or a wrapping
    /// action's `perform` called directly). Completes with the container the steps ended on.
    package func run(
        _ actions: [AnyScreenRouteAction],
        from container: any ScreenContainer,
        completion: @escaping ScreenCompletion<any ScreenContainer>
    ) {
        let parent = queue.current
        ScreenRouteRun(actions: actions, from: container, navigator: self, navigation: nil, parent: parent, completion: completion)
            .start()
    }

    // MARK: - Queue

    package func submit(_ navigation: ScreenNavigation) {
        navigation.id = events.nextID()
        if let parent = queue.current {
            events.emit(
                navigation.id, .none, .requested(route: navigation.description, placement: .nested(in: parent.navigationID)), by: self)
            start(navigation, nestedIn: parent)
        } else {
            events.emit(
                navigation.id, .none, .requested(route: navigation.description, placement: .queued(ahead: queue.pendingCount)), by: self)
            queue.enqueue(navigation)
        }
    }

    package func makeNavigation<Route: ScreenThenable>(to route: Route, completion: ScreenCompletion<Void>?) -> ScreenNavigation
    where Route.Root: ScreenWindowContainer {
        ScreenNavigation(
            actions: route.actions,
            start: { [weak self] in
                guard let window = self?.window else {
                    return .failure(ScreenContainerNotFoundError("the navigator has no window. Keep the window alive while navigating."))
                }
                guard let root = window as? Route.Root else {
                    return .failure(ScreenContainerTypeMismatchError.routeRoot(Route.Root.self, window: window))
                }
                return .success(root)
            }, completion: completion)
    }

    package func makeNavigation<Container: ScreenContainer, Route: ScreenThenable>(
        from container: Container?,
        to route: Route,
        completion: ScreenCompletion<Void>?
    ) -> ScreenNavigation where Route.Root == Container {
        ScreenNavigation(
            actions: route.actions,
            start: {
                guard let container else {
                    return .failure(
                        ScreenContainerNotFoundError(
                            "the container to navigate from is nil (released, or never set), so no \(Container.self) to start from. "
                                + "Navigate from the window with navigate(to:), or keep the container alive."))
                }
                return .success(container)
            }, completion: completion)
    }

    private func awaiting(_ navigation: ScreenNavigation) async throws {
        guard !Task.isCancelled else { throw ScreenCanceledError() }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                navigation.completion = { continuation.resume(with: $0) }
                submit(navigation)
            }
        } onCancel: {
            Task { @MainActor in navigation.cancel() }
        }
    }

    /// Starts `navigation`: at the top level when the queue gives it its turn, or nested in `parent`
    /// when requested from inside the running one.
    private func start(_ navigation: ScreenNavigation, nestedIn parent: ScreenRouteRun? = nil) {
        if parent == nil, leakCheck != nil { navigation.leakSnapshot = ScreenLeakCheck.snapshot(of: window) }
        navigation.startedAt = ContinuousClock.now
        guard !navigation.isCancelled else {
            events.emit(navigation.id, .none, .cancelled, by: self)
            return finish(navigation, with: .failure(ScreenCanceledError()), nested: parent != nil)
        }
        events.emit(navigation.id, .info, .started(route: navigation.description, nestedIn: parent?.navigationID), by: self)
        switch navigation.start() {
        case .success(let root):
            // No completion: the run reports through `finish(_:with:nested:)`, which spares every
            // navigation a closure capturing it.
            let run = ScreenRouteRun(
                actions: navigation.actions, from: root, navigator: self, navigation: navigation, parent: parent,
                // A navigation with no policies to ask never enters the policy code.
                policyCheck: policies.isEmpty ? nil : policyCheck(for: navigation, nested: parent != nil), completion: nil
            )
            navigation.didStart?(run.turn)
            run.start()
        case .failure(let error):
            finish(navigation, with: .failure(error), nested: parent != nil)
        }
    }

    /// Reports the end of `navigation`: its event, the leak check, awaited results, then its completion.
    func finish(_ navigation: ScreenNavigation, with result: Result<any ScreenContainer, any Error>, nested: Bool) {
        if case .success(let container) = result { navigation.finished(on: container) }
        let result = result.map { _ in }
        events.emit(navigation.id, result.isFailure ? .error : .none, .finished(result, duration: navigation.duration), by: self)
        if let before = navigation.leakSnapshot, let leakCheck { leakCheck.reportLeaks(of: before, after: navigation, navigator: self) }
        // A top-level navigation may have closed screens whose results are awaited.
        if !nested { results.checkShownScreens() }
        navigation.completion?(result)
    }
}

extension Result {
    fileprivate var isFailure: Bool {
        if case .failure = self { return true }
        return false
    }
}
