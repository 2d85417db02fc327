/// One requested navigation waiting in, or running from, the navigator's queue.
@MainActor
package final class ScreenNavigation {
    /// Route-syntax text for the log.
    let description: String
    /// Finds the container the route starts from, when its turn comes.
    let start: @MainActor () -> Result<any ScreenContainer, any Error>
    let actions: [AnyScreenRouteAction]
    var completion: ScreenCompletion<Void>?
    /// Set when the requesting task is cancelled; checked before every action.
    package private(set) var isCancelled = false

    init(
        description: String,
        actions: [AnyScreenRouteAction],
        start: @escaping @MainActor () -> Result<any ScreenContainer, any Error>,
        completion: ScreenCompletion<Void>?
    ) {
        self.description = description
        self.actions = actions
        self.start = start
        self.completion = completion
    }

    /// Stops the navigation before its next action.
    package func cancel() {
        isCancelled = true
    }
}
