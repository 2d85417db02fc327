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
    var leakSnapshot: [ObjectIdentifier: ScreenWeakReference<AnyObject>]?
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
