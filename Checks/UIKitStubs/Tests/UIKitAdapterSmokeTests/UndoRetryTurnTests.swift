import NavDSL
import Testing
import UIKit

/// An undo step UIKit refuses because something is still moving is tried again on a later
/// run-loop turn, not in the turn that refused it: one turn, then 4 ms, then 16 ms on the
/// navigator's clock (here the window's run loop, one turn per millisecond), at most 4 attempts,
/// all within the settle gate's 4 s and within the step's own bound (RULES.md, "Undo steps").
@MainActor
@Suite struct UndoRetryTurnTests {
    typealias Plain = RuntimeDoubles.Plain
    typealias Harness = UndoThatHoldsTests.Harness
    typealias Failure = UndoThatHoldsTests.Failure
    typealias DroppingStack = UndoEdgeCaseTests.DroppingStack

    /// A navigation controller that notes the run-loop turn of each `setViewControllers` call once armed.
    final class TurnNotingStack: UINavigationController {
        var loop: StubRunLoop?
        private(set) var callTurns: [Int] = []
        var dropsEveryCall = false
        override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
            if let loop {
                callTurns.append(loop.turn)
                if dropsEveryCall { return }
            }
            super.setViewControllers(viewControllers, animated: animated)
        }
    }

    /// A step that fails with ``ScreenCanceledError`` `turns` run-loop turns after it starts.
    @MainActor
    final class FailsAfterTurns<Container: ScreenContainer>: ScreenAction {
        let loop: StubRunLoop
        let turns: Int
        init(loop: StubRunLoop, turns: Int) {
            (self.loop, self.turns) = (loop, turns)
        }
        func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
            loop.afterTurns(turns) { completion(.failure(ScreenCanceledError())) }
        }
    }

    /// The undo steps a navigation's error names as failed in its trace, as "step message" lines.
    static func failedSteps(of result: Result<Void, any Error>) -> [String] {
        guard case .failure(let error) = result, let screenError = error as? any ScreenError else { return [] }
        return screenError.step?.trace?.entries.compactMap { entry -> String? in
            guard case .failed(let step, let message) = entry, let step, step.action.hasPrefix("undo") else { return nil }
            return "\(step) \(message)"
        } ?? []
    }

    @Test(arguments: StubDeviceAnswers.everyAnswer)
    func anUndoPresentWhosePresenterIsNotInTheWindowYetIsRetriedATurnLater(answers: StubDeviceAnswers) async throws {
        // Every view, the window root's too, enters the window at the next layout pass (device
        // question 2), and the app installs its roots itself: a root's view is all that tells
        // it is in the window, so a present from it is refused until the next turn. The other
        // questions take each of their answers in turn.
        var answers = answers
        answers.windowEntry = .rootAlsoAtNextLayout
        let harness = try await Harness(answers, root: UIViewController())
        let (window, home, sheet, other) = (harness.window, UIViewController(), UIViewController(), UIViewController())
        window.rootViewController = home
        harness.loop.runUntilIdle()
        home.present(sheet, animated: false)
        harness.loop.runUntilIdle()
        let navigator = harness.navigator
        let route = ScreenWindowRoute().root.dismiss(animated: false).get { _ in
            // The app's own root swap, recorded so that a failure puts its home screen back.
            window.rootViewController = other
            navigator.recordUndoableChange { done in
                window.rootViewController = home
                done()
            }
        }.then(FailsAfterTurns(loop: harness.loop, turns: 2))
        let result = try await harness.outcome(of: route)
        #expect(throws: ScreenCanceledError.self, "\(answers)") { try result.get() }
        #expect(Self.failedSteps(of: result).isEmpty, "\(answers): \(Self.failedSteps(of: result))")
        #expect(window.rootViewController === home, "\(answers)")
        #expect(
            home.presentedViewController === sheet,
            "\(answers): the rollback put back \(home.presentedViewController?.title ?? "nothing")")
        #expect(navigator.undoCounts.retriedSteps == 1 && navigator.undoCounts.failedSteps == 0, "\(answers): \(navigator.undoCounts)")
        #expect(navigator.pendingNavigationCount == 0 && !navigator.isChangingContainers, "\(answers)")
    }

    @Test func anUndoStepRefusedEveryTimeIsReportedAfterItsAttemptsSpreadOverTurns() async throws {
        let stack = TurnNotingStack(rootViewController: UIViewController())
        let harness = try await Harness(root: stack)
        let route = ScreenWindowRoute().top(.stack).push(Plain(name: "Chat"), animation: nil).get { _ in
            stack.dropsEveryCall = true
            stack.loop = harness.loop
        }.fail(with: ScreenCanceledError())
        let result = try await harness.outcome(of: route, maxTurns: 1_000)
        #expect(throws: ScreenCanceledError.self) { try result.get() }
        let turns = stack.callTurns
        #expect(turns.count == 4, "the step is tried 4 times in all: \(turns)")
        let gaps = zip(turns, turns.dropFirst()).map { $1 - $0 }
        // Each gap is the wait (1, 4, 16 turns) plus the turns the attempt's own check looked again
        // (the same each time), so the gaps grow by 3, then by 12.
        #expect(gaps.count == 3 && gaps[0] >= 1, "turns between attempts: \(gaps)")
        #expect(gaps.count == 3 && gaps[1] - gaps[0] == 3 && gaps[2] - gaps[1] == 12, "turns between attempts: \(gaps)")
        #expect((turns.last ?? 0) - (turns.first ?? 0) < 4_000, "the retries stay within the settle gate's 4 s")
        #expect(harness.navigator.undoCounts.retriedSteps == 3 && harness.navigator.undoCounts.failedSteps == 1)
        let failed = Self.failedSteps(of: result)
        #expect(failed.count == 1 && failed.first?.hasPrefix("undo ") == true, "\(failed)")
        #expect(stack.viewControllers.map(\.title) == [nil, "Chat"], "the refused undo changed nothing")
        #expect(harness.navigator.pendingNavigationCount == 0 && !harness.navigator.isChangingContainers)
    }

    @Test func theStepsBoundEndsItsRetries() async throws {
        let stack = TurnNotingStack(rootViewController: UIViewController())
        let harness = try await Harness(root: stack)
        // Attempts at turns t and t + 3 (each refusal seen 2 turns after its call, then a wait of
        // 1); the bound ends at t + 7, before the third attempt's wait of 4 is over.
        harness.navigator.undoStepBound = .milliseconds(7)
        let route = ScreenWindowRoute().top(.stack).push(Plain(name: "Chat"), animation: nil).get { _ in
            stack.dropsEveryCall = true
            stack.loop = harness.loop
        }.fail(with: ScreenCanceledError())
        let result = try await harness.outcome(of: route)
        #expect(throws: ScreenCanceledError.self) { try result.get() }
        #expect(harness.navigator.undoCounts.timedOutSteps == 1, "the step outlasted its 7 ms bound")
        harness.loop.runTurns(300)
        #expect(stack.callTurns.count == 2, "no attempt after the bound: \(stack.callTurns)")
        #expect(Self.failedSteps(of: result).first?.hasPrefix("undo ") == true, "\(Self.failedSteps(of: result))")
        #expect(harness.navigator.pendingNavigationCount == 0 && !harness.navigator.isChangingContainers)
    }

    @Test func aStepRefusedTwiceThenAcceptedEndsWhereTheNavigationStarted() async throws {
        let stack = DroppingStack(rootViewController: UIViewController())
        let harness = try await Harness(root: stack)
        let route = ScreenWindowRoute().top(.stack).push(Plain(name: "Chat"), animation: nil).get { _ in
            stack.drop = [1, 2]
            stack.isArmed = true
        }.fail(with: Failure())
        let result = try await harness.outcome(of: route)
        #expect(throws: Failure.self) { try result.get() }
        #expect(stack.viewControllers.count == 1, "\(stack.viewControllers.map(\.title))")
        #expect(stack.calls == 3 && harness.navigator.undoCounts.retriedSteps == 2 && harness.navigator.undoCounts.failedSteps == 0)
        #expect(Self.failedSteps(of: result).isEmpty)
    }
}
