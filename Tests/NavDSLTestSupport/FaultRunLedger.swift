import NavDSL
import Testing

/// A navigation that fails on purpose after its changes, so the navigator must undo them: an
/// expected failure, so the ledger does not report it.
package struct FaultRunFailure: Error {
    package init() {}
}

/// The exactly-once bookkeeping the seeded fault runs share (headless, the UIKit adapter on the
/// behavioural UIKit, the SwiftUI models; NavDSLTestSupport serves the root package's test targets,
/// and the behavioural UIKit's package links this file, as it does the seeded generator): it numbers each navigation it starts, counts its completions, holds each result to
/// the typed-error rule, and names the navigations that never completed or completed twice.
@MainActor
package final class FaultRunLedger {
    /// How many times each navigation completed, by number.
    package private(set) var completions: [Int: Int] = [:]
    /// How many navigations were started.
    package private(set) var requested = 0
    package private(set) var successes = 0
    package private(set) var failures = 0
    /// How many navigations failed with each type of ``ScreenError``.
    package private(set) var errorKinds: [String: Int] = [:]
    /// Awaited navigations started since the last checkpoint, kept until it.
    private var tasks: [Task<Void, Never>] = []
    private let place: String
    /// Whether a typed error must name its failing step (the headless run's dropped changes predate
    /// the rule and are held to typed errors only).
    private let requiresNamedStep: Bool
    /// Called with each completion's number, before its result is counted (the UIKit run holds
    /// each navigation to its bound in run-loop turns here).
    package var completed: (@MainActor (Int) -> Void)?
    /// Hears each navigation's number and result as it completes (after ``completed``).
    package var resulted: (@MainActor (Int, Result<Void, any Error>) -> Void)?

    package init(place: String, requiresNamedStep: Bool = true) {
        self.place = place
        self.requiresNamedStep = requiresNamedStep
    }

    /// Starts `route`, then `next` once it completed (a navigation chained from a completion).
    package func request<Route: ScreenThenable>(_ route: Route, on navigator: ScreenNavigator, then next: (() -> Void)? = nil)
    where Route.Root: ScreenWindowContainer {
        let number = nextNumber()
        navigator.navigate(to: route) { [self] result in
            record(number, result)
            next?()
        }
    }

    /// Starts `route` awaited in a task, cancelled at once when `cancel`.
    package func requestAwaited<Route: ScreenThenable>(_ route: Route, on navigator: ScreenNavigator, cancel: Bool)
    where Route.Root: ScreenWindowContainer {
        let number = nextNumber()
        let task = Task { [self] in
            do {
                try await navigator.navigateAndWait(to: route)
                record(number, .success(()))
            } catch {
                record(number, .failure(error))
            }
        }
        tasks.append(task)
        if cancel { task.cancel() }
    }

    /// The navigations that have not completed, and those that completed more than once.
    package var missing: [Int] { (0..<requested).filter { completions[$0] == nil } }
    package var twice: [Int] { completions.filter { $0.value > 1 }.map(\.key).sorted() }
    /// Whether every navigation started has completed.
    package var allCompleted: Bool { completions.count == requested }

    /// A checkpoint passed: the awaited navigations' tasks are let go.
    package func checkpoint() {
        tasks.removeAll()
    }

    private func nextNumber() -> Int {
        requested += 1
        return requested - 1
    }

    private func record(_ number: Int, _ result: Result<Void, any Error>) {
        completions[number, default: 0] += 1
        completed?(number)
        resulted?(number, result)
        switch result {
        case .success: successes += 1
        case .failure(let error as any ScreenError):
            failures += 1
            errorKinds["\(type(of: error))", default: 0] += 1
            if requiresNamedStep, error.step == nil, !(error is ScreenCanceledError) {
                Issue.record("\(place): navigation \(number) failed without naming its step: \(error)")
            }
        case .failure(is FaultRunFailure), .failure(is CancellationError): failures += 1
        case .failure(let error):
            failures += 1
            Issue.record("\(place): navigation \(number) failed with an untyped error \(error)")
        }
    }
}
