import NavDSL
import Testing
import UIKit

/// The edge cases of a rollback on the behavioural UIKit: each ends in success or a typed error
/// naming the step, with the tree as it was, never a hang (RULES.md, "Undo steps").
@MainActor
@Suite struct UndoEdgeCaseTests {
    typealias Plain = RuntimeDoubles.Plain
    typealias Harness = UndoThatHoldsTests.Harness
    typealias Failure = UndoThatHoldsTests.Failure

    /// A navigation controller that drops the `setViewControllers` calls whose numbers (counted
    /// from when it is armed) are in `drop`, as UIKit drops a change it refuses with a log only.
    final class DroppingStack: UINavigationController {
        var drop: Set<Int> = []
        var isArmed = false
        private(set) var calls = 0
        override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
            if isArmed {
                calls += 1
                if drop.contains(calls) { return }
            }
            super.setViewControllers(viewControllers, animated: animated)
        }
    }

    @Test func aFiveStepRollbackWhoseThirdUndoIsRefusedTwiceEndsWhereItStarted() async throws {
        let stack = DroppingStack(rootViewController: UIViewController())
        let harness = try await Harness(root: stack)
        var route = ScreenWindowRoute().top(.stack).push(Plain(name: "1"), animation: nil, separated: true)
        for name in ["2", "3", "4", "5"] { route = route.push(Plain(name: name), animation: nil, separated: true) }
        let result = try await harness.outcome(
            of: route.get { _ in
                stack.drop = [3, 4]
                stack.isArmed = true
            }.fail(with: Failure()))
        #expect(throws: Failure.self) { try result.get() }
        #expect(stack.viewControllers.count == 1, "\(stack.viewControllers.map(\.title))")
        #expect(stack.calls == 7, "five undo steps, the third tried three times")
        #expect(harness.navigator.undoCounts.retriedSteps == 2 && harness.navigator.undoCounts.failedSteps == 0)
    }

    @Test func anUndoStepThatNeverCompletesIsReportedAtItsBoundAndTheRollbackGoesOn() async throws {
        let stack = UINavigationController(rootViewController: UIViewController())
        let harness = try await Harness(root: stack)
        harness.navigator.undoStepBound = .milliseconds(5)
        let navigator = harness.navigator
        final class Kept { var blocks: [() -> Void] = [] }
        let kept = Kept()
        let route = ScreenWindowRoute().top(.stack).push(Plain(name: "Chat")).get { _ in
            // An app's undo that keeps `done` and never calls it.
            navigator.recordUndoableChange { done in kept.blocks.append(done) }
        }.fail(with: ScreenCanceledError())
        let result = try await harness.outcome(of: route)
        let error = #expect(throws: ScreenCanceledError.self) { try result.get() }
        #expect(harness.navigator.undoCounts.timedOutSteps == 1)
        let failed = error?.step?.trace?.entries.compactMap { entry -> String? in
            if case .failed(let step, let message) = entry { "\(step?.description ?? "") \(message)" } else { nil }
        }
        #expect(failed?.contains { $0.contains("undo of a recorded change") } == true, "\(failed ?? [])")
        #expect(stack.viewControllers.count == 1, "the undo after the stuck one still ran")
        #expect(!harness.navigator.isChangingContainers)
        #expect(kept.blocks.count == 1)
    }

    @Test(arguments: StubDeviceAnswers.everyAnswer)
    func anActionTimeoutOfOneMillisecondLeavesTheTreeAsItWas(answers: StubDeviceAnswers) async throws {
        let stack = UINavigationController(rootViewController: UIViewController())
        let harness = try await Harness(answers, root: stack)
        harness.navigator.actionTimeout = .milliseconds(1)
        let route = ScreenWindowRoute().top(.stack).push(Plain(name: "A")).push(Plain(name: "B"), separated: true)
            .top(.container).present(Plain(name: "C"))
        let result = try await harness.outcome(of: route)
        #expect(throws: ScreenActionTimeoutError.self, "\(answers)") { try result.get() }
        #expect(stack.viewControllers.count == 1, "\(answers): \(stack.viewControllers.map(\.title))")
        #expect(stack.presentedViewController == nil, "\(answers)")
        #expect(harness.navigator.pendingNavigationCount == 0 && !harness.navigator.isChangingContainers, "\(answers)")
    }
}
