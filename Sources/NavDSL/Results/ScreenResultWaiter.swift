/// One `result(of:)` call: waits for its navigation, claims the first result screen of its type that
/// navigation builds, then waits for that screen's report, and completes exactly once.
@MainActor
package final class ScreenResultWaiter<Value>: ScreenResultWaiting {
    private enum Answer {
        case none
        case value(Value)
    }

    package private(set) var turn: ScreenQueueTurn?
    private weak var registry: ScreenResultRegistry?
    private var reporter: ScreenResultReporter<Value>?
    private var answer = Answer.none
    private var isNavigationDone = false
    /// Who gets the answer; set before the navigation is submitted.
    package var completion: ScreenCompletion<Value>?

    init(registry: ScreenResultRegistry) {
        self.registry = registry
    }

    /// The waiter's navigation started in `turn`: screens built in it may be claimed from now on.
    func navigationStarted(in turn: ScreenQueueTurn) {
        self.turn = turn
        registry?.startClaiming(self)
    }

    package func claim(_ candidate: AnyObject) -> Bool {
        guard reporter == nil, let typed = candidate as? ScreenResultReporter<Value> else { return false }
        reporter = typed
        typed.waiter = self
        return true
    }

    func navigationFinished(_ result: Result<Void, any Error>) {
        registry?.stopClaiming(self)
        isNavigationDone = true
        if case .failure(let error) = result { return finish(.failure(error)) }
        guard reporter != nil else { return finish(.failure(ScreenResultError(.notShown, screen: "\(Value.self)"))) }
        if case .value(let value) = answer { return finish(.success(value)) }
        guard completion != nil, checkShown() else { return }
        registry?.keepWaiting(self)
    }

    /// Fails the wait with `.dismissed` when the screen is no longer in the window's hierarchy
    /// (already released or not: a navigation closed it); `false` then.
    @discardableResult
    package func checkShown() -> Bool {
        guard let reporter, let registry else { return false }
        guard let container = reporter.container, registry.isShown(container) else {
            screenClosed(.dismissed)
            return false
        }
        return true
    }

    func screenReported(_ value: Value) {
        guard isNavigationDone else { return answer = .value(value) }
        finish(.success(value))
    }

    func screenClosed(_ kind: ScreenResultError.Kind) {
        guard isNavigationDone else { return }
        finish(.failure(ScreenResultError(kind, screen: reporter?.screenKey.description ?? "\(Value.self)")))
    }

    /// The waiting task was cancelled: stop waiting now (the screen stays; a later report is dropped).
    func cancel() {
        finish(.failure(ScreenCanceledError()))
    }

    /// The caller's bound passed: stop waiting now (the screen stays; a later report is dropped).
    func timeOut() {
        finish(.failure(ScreenResultError(.timedOut, screen: reporter?.screenKey.description ?? "\(Value.self)")))
    }

    private func finish(_ result: Result<Value, any Error>) {
        guard let completion else { return }
        self.completion = nil
        registry?.stopClaiming(self)
        registry?.stopWaiting(self)
        reporter?.waiter = nil
        completion(result)
    }
}

/// A waiter, whatever the type of value it waits for.
@MainActor
package protocol ScreenResultWaiting: AnyObject {
    /// The queue turn of the waiter's navigation, once it started.
    var turn: ScreenQueueTurn? { get }
    /// Takes `reporter` when it reports the waiter's type and the waiter has no screen yet.
    func claim(_ reporter: AnyObject) -> Bool
    /// Fails the wait when the screen left the hierarchy or was released; `false` then.
    @discardableResult func checkShown() -> Bool
}
