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
    private let undoLog = ScreenUndoLog()
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
        navigator.beginUndoScope(undoLog)
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
            let call = ScreenCallState()
            var syncResult: Result<any ScreenContainer, any Error>?
            let action = actions[index]
            let container = current
            navigator.logger?.info("\(action.description) on \(String(describing: container))")
            action.perform(container: container, navigator: navigator) { [self] result in
                guard call.complete() else {
                    if !call.isTimedOut {
                        navigator.logger?.error(ScreenActionCompletedTwiceError(action: action.description))
                    }
                    return
                }
                if call.isInsideCall {
                    syncResult = result
                } else {
                    handle(result, of: action, on: container)
                    if !isLooping { loop() }
                }
            }
            call.isInsideCall = false
            guard let result = syncResult else {
                if let timeout = navigator.actionTimeout { scheduleTimeout(timeout, for: call, action: action, on: container) }
                return
            }
            handle(result, of: action, on: container)
        }
    }

    private func handle(
        _ result: Result<any ScreenContainer, any Error>, of action: AnyScreenRouteAction, on container: any ScreenContainer
    ) {
        switch result {
        case .success(let next):
            current = next
            index += 1
        case .failure(let error):
            finish(.failure(Self.placing(error, action: action, container: container)))
        }
    }

    /// Fails the step if its completion has not arrived after `timeout`; a late completion is then ignored.
    private func scheduleTimeout(
        _ timeout: Duration, for call: ScreenCallState, action: AnyScreenRouteAction, on container: any ScreenContainer
    ) {
        Task { @MainActor [self] in
            try? await Task.sleep(for: timeout)
            guard call.complete() else { return }
            call.isTimedOut = true
            handle(.failure(ScreenActionTimeoutError(action: action.description, timeout: timeout)), of: action, on: container)
            if !isLooping { loop() }
        }
    }

    /// Ends the run: on success its undo entries join the enclosing run's; on failure they are
    /// undone first, so the tree is as it was before the run.
    private func finish(_ result: Result<any ScreenContainer, any Error>) {
        guard !isFinished else { return }
        isFinished = true
        let parent = navigator.endUndoScope(undoLog)
        switch result {
        case .success:
            if let parent { undoLog.merge(into: parent) }
            completion(result)
        case .failure:
            if !undoLog.isEmpty { navigator.logger?.info("Undoing the changes of the failed steps") }
            undoLog.rollback { [self] in completion(result) }
        }
    }

    /// Names the failing step in the error, unless an inner step already did.
    private static func placing(_ error: any Error, action: AnyScreenRouteAction, container: any ScreenContainer) -> any Error {
        guard var placed = error as? any ScreenError, placed.step == nil else { return error }
        placed.step = ScreenErrorStep(action: action.description, container: String(describing: container))
        return placed
    }
}
