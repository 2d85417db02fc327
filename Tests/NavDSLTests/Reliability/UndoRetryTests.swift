import NavDSL
import NavDSLHeadless
import Testing

/// A refused undo step is tried again at once where the window's containers do not move between turns.
///
/// A headless window's never do, so its retries run in the refusing call and a headless rollback
/// stays synchronous; on UIKit the behavioural UIKit's `UndoRetryTurnTests` hold the waits
/// between attempts.
@MainActor
@Suite struct UndoRetryTests {
    let window = HeadlessWindow()
    let navigator: ScreenNavigator

    init() {
        navigator = ScreenNavigator(window: window, logger: nil)
    }

    /// Runs one undo step whose platform call is refused `refusals` times, then accepted, as a
    /// rollback of `navigator` runs it; returns the attempts made and whether it ended, both read
    /// as soon as the rollback's call returns.
    func undoStep(refusedTimes refusals: Int) -> (attempts: Int, ended: Bool) {
        var attempts = 0
        var ended = false
        let entry: ScreenUndoLog.Entry = { done in
            ScreenUndoStep.run(
                { completion in
                    attempts += 1
                    guard attempts > refusals else {
                        return completion(.failure(ScreenRuleViolation.stackTransitionConflict("setViewControllers", on: "a stack")))
                    }
                    completion(.success(()))
                }, then: done)
        }
        ScreenUndoLog.run([entry], in: ScreenUndoContext(navigator: navigator)) { ended = true }
        return (attempts, ended)
    }

    @Test func aHeadlessWindowsContainersDoNotMoveBetweenTurns() {
        #expect(!window.containersMoveBetweenTurns)
    }

    @Test func aHeadlessRetryRunsAtOnceSoTheRollbackEndsInTheCallingTurn() {
        let (attempts, ended) = undoStep(refusedTimes: 3)
        #expect(attempts == 4 && ended, "attempts \(attempts), ended \(ended)")
        #expect(navigator.undoCounts.retriedSteps == 3 && navigator.undoCounts.failedSteps == 0)
    }

    @Test func theWaitsBetweenAttemptsGrowFromOneTurnAndStayWithinTheSettleGatesBound() {
        let waits = (1..<ScreenUndoContext.maxAttempts).map(ScreenUndoContext.retryWait(afterTries:))
        #expect(waits == [.milliseconds(1), .milliseconds(4), .milliseconds(16)])
        #expect(waits.reduce(.zero, +) <= ScreenUndoContext.retryBound)
    }

    @Test func aStepRefusedOnEveryAttemptIsReportedAfterFourAttempts() {
        let (attempts, ended) = undoStep(refusedTimes: .max)
        #expect(attempts == 4 && ended, "attempts \(attempts), ended \(ended)")
        #expect(navigator.undoCounts.retriedSteps == 3 && navigator.undoCounts.failedSteps == 1)
    }
}
