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
    /// ```swift
    /// navigator.actionTimeout = .seconds(10)
    /// ```
    /// The bound wins: at the timeout the navigation's changes are undone, it fails naming the
    /// step, and the queue goes on with the next navigation, even when the platform accepted a
    /// change that has not completed yet. When the navigation made older changes, its rollback
    /// first waits for such a change, as one undo step, and undoes it before them (newest first,
    /// as every rollback). One that completes after that is undone as work of its own, queued
    /// like a navigation and holding the queue while it runs, so no screen is left that no
    /// navigation owns. Each undo step is bounded too, by the longer of this and 4 seconds.
    @exclusivity(unchecked) public var actionTimeout: Duration?
    /// When set, containers a navigation removes must be deallocated soon after.
    ///
    /// See ``ScreenLeakCheck``.
    ///
    /// This and ``actionTimeout`` are read by every navigation and are `@exclusivity(unchecked)`
    /// for the reason `ScreenRouteRun` gives its state: plain values (a `Sendable` struct, a
    /// duration) stored and read on the main actor, never held across a call out.
    @exclusivity(unchecked) public var leakCheck: ScreenLeakCheck?
    /// How long a waiting navigation keeps what a failure would put back (controllers it popped,
    /// dismissed or replaced); after that its changes stand, and the entries let them go.
    ///
    /// A step whose completion never comes (no `actionTimeout`) must not keep old screens, and
    /// the window they hang from, alive for the life of the app (review R16).
    package var undoRetention = Duration.seconds(600)
    /// How long one undo step may run when `actionTimeout` is shorter or unset.
    package var undoStepBound = Duration.seconds(4)
    /// The clock of the navigator's bounds (`actionTimeout`, undo steps, their retries): the wall
    /// clock, or in tests a run loop's turns, so a bound can end in the middle of a transition.
    package var sleep: @MainActor (Duration) async -> Void = { duration in try? await Task.sleep(for: duration) }
    /// What this navigator's rollbacks did (retries, failures, timeouts, late completions).
    package var undoCounts = ScreenUndoCounts()
    /// A bug planted on purpose for the fault runs: this many undo steps are skipped (0: none).
    package var plantedUndoSkips = 0
    /// When navigations run; see "Queue and re-entrancy" above.
    ///
    /// Stored, not `lazy`: every change of every navigation reads it, and a lazy property pays
    /// Swift's dynamic exclusivity check on each read.
    package let queue = ScreenNavigationQueue()
    /// The screens whose results someone awaits (``result(of:as:completion:)``).
    package let results = ScreenResultRegistry()
    /// The sheets whose "should dismiss" hook NavDSL lets go of once they are closed.
    package let sheetHooks = ScreenSheetHooks()
    /// The observers registered with ``observe(by:where:)``.
    package let observers = ScreenObserverRegistry()
    /// The event stream: ``addListener(_:)-(ScreenNavigationListener)`` and the logger.
    package let events: ScreenNavigationEvents
    /// What the last navigation left, to tell the user's changes (``noticeUserChanges()``).
    package let userChanges = ScreenUserChanges()
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
        connectQueue()
        ScreenUserChangeReports.register(self)
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
}
