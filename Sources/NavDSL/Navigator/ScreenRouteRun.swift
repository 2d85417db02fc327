/// Runs a list of route steps one after another without recursing per step.
///
/// An action that completes synchronously (the headless default) returns to the loop, which
/// starts the next one; one that completes later resumes the loop from its completion. So a route
/// of any length runs in constant stack depth.
@MainActor
package final class ScreenRouteRun {
    private let actions: [AnyScreenRouteAction]
    private let navigator: ScreenNavigator
    private let navigation: ScreenNavigation?
    private let completion: ScreenCompletion<any ScreenContainer>
    private var current: any ScreenContainer
    private var index = 0
    private var isLooping = false
    private var isFinished = false

    package init(
        actions: [AnyScreenRouteAction],
        from container: any ScreenContainer,
        navigator: ScreenNavigator,
        navigation: ScreenNavigation?,
        completion: @escaping ScreenCompletion<any ScreenContainer>
    ) {
        self.actions = actions
        self.current = container
        self.navigator = navigator
        self.navigation = navigation
        self.completion = completion
    }

    package func start() {
        loop()
    }

    private func loop() {
        isLooping = true
        defer { isLooping = false }
        while !isFinished {
            guard index < actions.count else { return finish(.success(current)) }
            if navigation?.isCancelled == true {
                return finish(.failure(ScreenCanceledError()))
            }
            let call = StepCall()
            let action = actions[index]
            let container = current
            navigator.logger?.info("\(action.description) on \(String(describing: container))")
            action.perform(container: container, navigator: navigator) { [self] result in
                guard !call.isCompleted else {
                    navigator.logger?.error(ScreenActionCompletedTwiceError(action: action.description))
                    return
                }
                call.isCompleted = true
                if call.isInsideCall {
                    call.syncResult = result
                } else {
                    handle(result, of: action, on: container)
                    if !isLooping { loop() }
                }
            }
            call.isInsideCall = false
            guard let result = call.syncResult else { return }
            handle(result, of: action, on: container)
        }
    }

    private func handle(_ result: Result<any ScreenContainer, any Error>, of action: AnyScreenRouteAction, on container: any ScreenContainer) {
        switch result {
        case .success(let next):
            current = next
            index += 1
        case .failure(let error):
            finish(.failure(Self.placing(error, action: action, container: container)))
        }
    }

    private func finish(_ result: Result<any ScreenContainer, any Error>) {
        guard !isFinished else { return }
        isFinished = true
        completion(result)
    }

    /// One action call: whether its completion came during the call (the loop goes on) or later.
    private final class StepCall {
        var isInsideCall = true
        var isCompleted = false
        var syncResult: Result<any ScreenContainer, any Error>?
    }

    /// Names the failing step in the error, unless an inner step already did.
    private static func placing(_ error: any Error, action: AnyScreenRouteAction, container: any ScreenContainer) -> any Error {
        guard var placed = error as? any ScreenError, placed.step == nil else { return error }
        placed.step = ScreenErrorStep(action: action.description, container: String(describing: container))
        return placed
    }
}
