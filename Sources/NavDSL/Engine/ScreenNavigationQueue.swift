// Engine: the runtime behind ScreenNavigator. Nothing here is public. README.md beside this file
// maps the folder and walks one navigation through it, file by file.

/// One requested navigation waiting in, or running from, the navigator's queue.
///
/// Its state is `@exclusivity(unchecked)`, for the reason ``ScreenRouteRun`` gives.
@MainActor
package final class ScreenNavigation {
    /// Route-syntax text for the log, built from the actions only when something reads it.
    var description: String { ScreenRouteText.of(actions) }
    /// Finds the container the route starts from, when its turn comes.
    let start: @MainActor () -> Result<any ScreenContainer, any Error>
    let actions: [AnyScreenRouteAction]
    @exclusivity(unchecked) var completion: ScreenCompletion<Void>?
    /// Its number on the navigator, given when it is requested.
    @exclusivity(unchecked) var id = ScreenNavigationID(0)
    /// When it started running, for the duration in its `finished` event.
    @exclusivity(unchecked) var startedAt: ContinuousClock.Instant?
    /// The container the route ended on, set when it succeeds (the async `navigate` returns it).
    @exclusivity(unchecked) private(set) var endContainer: (any ScreenContainer)?
    /// Called when the navigation starts running, with the queue turn its steps run in (a result
    /// waiter claims the screens built in that turn).
    @exclusivity(unchecked) var didStart: (@MainActor (ScreenQueueTurn) -> Void)?
    /// The containers before a top-level navigation ran, while ``ScreenNavigator/leakCheck`` is on.
    @exclusivity(unchecked) var leakSnapshot: [ObjectIdentifier: ScreenWeakReference<AnyObject>]?
    /// Set when the requesting task is cancelled; checked before every action.
    @exclusivity(unchecked) private(set) var isCancelled = false

    init(
        actions: [AnyScreenRouteAction],
        start: @escaping @MainActor () -> Result<any ScreenContainer, any Error>,
        completion: ScreenCompletion<Void>?
    ) {
        self.actions = actions
        self.start = start
        self.completion = completion
    }

    /// Records the container the route ended on.
    func finished(on container: any ScreenContainer) {
        endContainer = container
    }

    /// The container the route ended on, typed as the route's `Current`.
    func endContainer<Current>(as type: Current.Type) throws -> Current {
        guard let container = endContainer as? Current else {
            throw ScreenContainerTypeMismatchError.stepInput(Current.self, actual: endContainer as Any)
        }
        return container
    }

    /// How long it has been running.
    var duration: Duration {
        startedAt.map { ContinuousClock.now - $0 } ?? .zero
    }

    /// Stops the navigation before its next action.
    package func cancel() {
        isCancelled = true
    }
}

/// Decides when a navigation may change containers: the navigator's queue and its re-entrancy rules.
///
/// A top-level navigation and every navigation nested in it share one ``ScreenQueueTurn``. One turn
/// at a time changes containers; it holds the queue while its code runs synchronously and while it
/// has a *hold* (a transition in flight, a rollback, `wait(for:)`, its completion being delivered).
/// When a turn's step waits for something else (the user, a reply) it holds nothing, so queued and
/// new navigations run meanwhile; the step's completion later resumes the turn, at once when the
/// queue is free, else in FIFO order with the navigations that asked before it.
///
/// A navigation requested while a turn's code is running synchronously (from an action's
/// `perform`, a screen's `build`, a `get { }` closure, a nested completion) does not queue: it runs
/// at once, nested in that turn.
///
/// Its state is `@exclusivity(unchecked)`, for the reason ``ScreenRouteRun`` gives, except `items`:
/// it is emptied in place, which can release a finished navigation whose completion holds the last
/// reference to an app object, and that object may navigate from its `deinit`.
@MainActor
package final class ScreenNavigationQueue {
    private enum Item {
        case start(ScreenNavigation)
        case resume(@MainActor () -> Void)
    }

    /// The run whose code is executing right now, if any.
    @exclusivity(unchecked) private(set) var current: ScreenRouteRun?
    /// The run whose step most recently started waiting.
    private weak var lastWaiting: ScreenRouteRun?

    /// The run a change or an undo entry belongs to: the one executing now, else (for a change
    /// completing later, outside any run's code) the one whose step most recently started waiting.
    package var owningRun: ScreenRouteRun? { current ?? lastWaiting }

    private var items: [Item] = []
    @exclusivity(unchecked) private var head = 0
    @exclusivity(unchecked) private var holder: ScreenQueueTurn?
    @exclusivity(unchecked) private var holdCount = 0
    @exclusivity(unchecked) private var isDraining = false
    /// Starts a navigation whose turn came; the navigator sets it once it is initialized, since
    /// it captures the navigator (weakly: a navigator released with navigations queued fails them).
    var startNavigation: @MainActor (ScreenNavigation) -> Void = { _ in }

    package init() {}

    /// Navigations waiting for their turn.
    package var pendingCount: Int {
        items[head...].reduce(0) { count, item in if case .start = item { count + 1 } else { count } }
    }

    /// Whether no turn is changing containers.
    package var isFree: Bool { current == nil && holdCount == 0 }

    /// Whether `turn` may continue now: the queue is free, or the turn already holds it.
    private func mayContinue(_ turn: ScreenQueueTurn) -> Bool {
        if let current { return current.turn === turn }
        return holdCount == 0 || holder === turn
    }

    // MARK: - Entering

    /// Queues a top-level navigation and starts it at once when the queue is free.
    package func enqueue(_ navigation: ScreenNavigation) {
        items.append(.start(navigation))
        drainIfFree()
    }

    /// Continues `turn` with `body` (a step's late completion, a timeout, the end of a rollback):
    /// now when the turn may continue, otherwise after the turns queued before it.
    package func resume(_ turn: ScreenQueueTurn, _ body: @escaping @MainActor () -> Void) {
        guard mayContinue(turn) else {
            items.append(.resume(body))
            return
        }
        body()
        drainIfFree()
    }

    /// Runs `body` as `run`'s code: navigations requested meanwhile nest in `run` (`nil`: they queue).
    package func executing<Result>(_ run: ScreenRouteRun?, _ body: () -> Result) -> Result {
        let saved = current
        current = run
        defer { current = saved }
        return body()
    }

    /// Notes that `run`'s step waits for its completion.
    package func noteWaiting(_ run: ScreenRouteRun) {
        lastWaiting = run
    }

    // MARK: - Holding

    /// Holds the queue for `turn` (the current run's turn when `nil`) until the hold is released:
    /// how a turn keeps the queue past its synchronous code (a rollback, `wait(for:)`); a change in
    /// flight holds it with ``beginHold(_:)``, a run handing over its result with ``holding(_:_:)``.
    package func hold(_ turn: ScreenQueueTurn? = nil) -> ScreenQueueHold {
        ScreenQueueHold(turn: beginHold(turn), queue: self)
    }

    /// Holds the queue for `turn` (the current run's turn when `nil`) without a hold object.
    ///
    /// For an owner that ends the hold itself with ``endHold(_:then:)``, exactly once, also when
    /// it is dropped: a change in flight, whose own object stands for the hold. Returns the turn
    /// held for.
    @discardableResult
    package func beginHold(_ turn: ScreenQueueTurn? = nil) -> ScreenQueueTurn {
        let turn = turn ?? current?.turn ?? ScreenQueueTurn()
        if holdCount == 0 { holder = turn }
        holdCount += 1
        return turn
    }

    /// Ends a hold begun with ``beginHold(_:)`` when `holding` (the owner's record that it has not
    /// ended it yet), runs `body`, which usually resumes the hold's turn, then lets the queue move.
    package func endHold(_ holding: Bool, then body: () -> Void) {
        if holding {
            holdCount -= 1
            if holdCount == 0 { holder = nil }
        }
        body()
        drainIfFree()
    }

    /// Holds the queue for `turn` while `body` runs, then lets the queue move: a hold that ends
    /// with the code that took it (a run handing over its result), so it needs no
    /// ``ScreenQueueHold`` to release it later.
    package func holding(_ turn: ScreenQueueTurn, _ body: () -> Void) {
        beginHold(turn)
        body()
        endHold(true) {}
    }

    /// Ends a hold released without ``ScreenQueueHold/release(then:)`` (its owner was dropped).
    fileprivate func releaseDropped() {
        endHold(true) {}
    }

    /// Ends `hold` (once: a second release only runs `body`), runs `body`, which usually resumes the
    /// hold's turn, then lets the queue move.
    fileprivate func release(_ hold: ScreenQueueHold, then body: () -> Void) {
        let holding = !hold.isReleased
        hold.isReleased = true
        endHold(holding, then: body)
    }

    // MARK: - Draining

    /// Starts queued navigations and queued continuations, in order, while nothing holds the queue.
    package func drainIfFree() {
        guard !isDraining else { return }
        isDraining = true
        defer { isDraining = false }
        while isFree, head < items.count {
            let item = items[head]
            head += 1
            if head == items.count {
                items.removeAll(keepingCapacity: true)
                head = 0
            } else if head > 64, head * 2 > items.count {
                items.removeFirst(head)
                head = 0
            }
            switch item {
            case .start(let navigation): startNavigation(navigation)
            case .resume(let body): body()
            }
        }
    }
}

/// A top-level navigation and the navigations nested in it: they take one turn in the queue.
@MainActor
package final class ScreenQueueTurn {
    /// The changes of this turn whose transition has not ended, weakly.
    private var changesInFlight: [ScreenWeakReference<ScreenTrackedChange>] = []

    package init() {}

    /// Notes `change`, when a step of the turn can time out (only then is it ever abandoned).
    func noteInFlight(_ change: ScreenTrackedChange) {
        changesInFlight.removeAll { $0.value?.isInFlight != true }
        changesInFlight.append(ScreenWeakReference(change))
    }

    /// A step timed out: its changes in flight let the queue go (see ``ScreenNavigator/actionTimeout``).
    func abandonChangesInFlight(counting navigator: ScreenNavigator) {
        let changes = changesInFlight.compactMap(\.value)
        changesInFlight = []
        for change in changes where change.abandon() { navigator.undoCounts.changesAbandonedAtTimeout += 1 }
    }
}

extension ScreenNavigationQueue {
    /// Queues `body` as work of its own, like a navigation: it starts when the queue is free and
    /// holds it until `body` calls `done` (a late change's undo, which must not overlap a navigation).
    package func runAlone(_ body: @escaping @MainActor (_ done: @escaping @MainActor () -> Void) -> Void) {
        resume(ScreenQueueTurn()) { [self] in
            let hold = hold(ScreenQueueTurn())
            executing(nil) { body { hold.release() } }
        }
    }
}

/// One reason a turn holds the queue; release it once (a second release does nothing).
///
/// A hold whose owner is released without releasing it (a completion a platform dropped) releases
/// itself, one main-actor turn later: a lost completion may fail its navigation, never the queue.
@MainActor
package final class ScreenQueueHold {
    package let turn: ScreenQueueTurn
    fileprivate var isReleased = false
    private let queue: ScreenNavigationQueue

    fileprivate init(turn: ScreenQueueTurn, queue: ScreenNavigationQueue) {
        self.turn = turn
        self.queue = queue
    }

    /// Releases the hold, runs `body`, then lets the queue move.
    package func release(then body: () -> Void = {}) {
        queue.release(self, then: body)
    }

    deinit {
        guard !isReleased else { return }
        let queue = queue
        Task { @MainActor in queue.releaseDropped() }
    }
}
