import NavDSL
import Testing
import UIKit

/// A change still in flight when its step times out is undone first, in its place, before the
/// changes its navigation made earlier (RULES.md, "Undo steps"): undoing the older ones first
/// meets a tree the late change still holds (a dismissed modal whose presenter a new root has taken
/// out of the window, a pushed screen a replaced stack no longer shows) and loses them.
@MainActor
@Suite struct LateChangeOrderTests {
    typealias Plain = RuntimeDoubles.Plain
    typealias Harness = UndoThatHoldsTests.Harness
    typealias Given = EveryDeviceAnswerTests.Given

    /// A timed-out `setRoot` puts the old root back with the modals it dismissed: the new root
    /// is in the window until its change completes, so presenting them again from the old root
    /// first would be refused.
    ///
    /// The bound ends while M's dismissal, the first half of the change, still runs: the test ends
    /// it then, by hand. On the run loop's clock it would end on the very turn the dismissal ends,
    /// and which of the two the main actor runs first is not fixed.
    @Test func aTimedOutSetRootPutsTheOldRootBackWithItsModals() async throws {
        let root = UIViewController()
        let harness = try await Harness(root: root)
        try await harness.navigator.driven.navigate(to: ScreenWindowRoute().root.present(Plain(name: "M"), animated: false))
        #expect(root.presentedViewController?.title == "M")
        let bound = HandEndedBound(replacing: harness.navigator, loop: harness.loop)
        harness.navigator.actionTimeout = .milliseconds(1)
        var outcome: Result<Void, any Error>?
        harness.navigator.navigate(to: ScreenWindowRoute().setRoot(to: Plain(name: "New"), animation: nil)) { outcome = $0 }
        // Every hop runs, the turn does not: the step has started its bound and called M's dismissal.
        for _ in 0..<64 { await Task.yield() }
        #expect(root.presentedViewController?.isBeingDismissed == true && bound.isWaiting, "M's dismissal runs, the bound waits")
        bound.end()
        _ = try await harness.loop.drive { while outcome == nil { await Task.yield() } }
        try await harness.settle()
        let result = try #require(outcome)
        #expect(throws: ScreenActionTimeoutError.self) { try result.get() }
        #expect(harness.window.rootViewController === root, "root \(harness.window.rootViewController?.title ?? "-")")
        #expect(
            root.presentedViewController?.title == "M",
            "the old root presents \(root.presentedViewController?.title ?? "nothing") after the failed setRoot")
        #expect(harness.navigator.undoCounts.failedSteps == 0, "\(harness.navigator.undoCounts)")
    }

    /// The navigator's first bound, ended by the test (or when its task is cancelled); every
    /// later one runs on the window's run loop, as the harness's do.
    @MainActor
    final class HandEndedBound {
        private var first: CheckedContinuation<Void, Never>?
        private var started = false
        /// Whether the first bound has started and waits for ``end()``.
        var isWaiting: Bool { first != nil }

        init(replacing navigator: ScreenNavigator, loop: StubRunLoop) {
            navigator.sleep = { [weak self, weak loop] duration in
                guard let self, !started else { return await loop?.sleep(for: duration) ?? () }
                started = true
                await withTaskCancellationHandler {
                    await withCheckedContinuation { first = $0 }
                } onCancel: {
                    Task { @MainActor [weak self] in self?.end() }
                }
            }
        }

        func end() {
            first?.resume()
            first = nil
        }
    }

    /// A timed-out pop after a push: the stack comes back with what it popped and without the pushed screen.
    @Test(arguments: [1, 2, 3, 4, 5, 6])
    func aTimedOutPopAfterAPushLeavesTheStackAsItWas(timeout: Int) async throws {
        let first = UIViewController()
        let stack = UINavigationController(rootViewController: first)
        let harness = try await Harness(root: stack)
        harness.navigator.actionTimeout = .milliseconds(timeout)
        try await harness.navigator.driven.navigate(to: ScreenWindowRoute().top(.stack).push(Plain(name: "B"), animation: nil))
        let before = stack.viewControllers
        harness.navigator.actionTimeout = .milliseconds(timeout)
        let route = ScreenWindowRoute().top(.stack).push(Plain(name: "C"), animation: nil, separated: true)
            .popToRoot(animation: .default, separated: true).fail(with: UndoThatHoldsTests.Failure())
        let result = try await harness.outcome(of: route)
        #expect(throws: (any Error).self, "\(timeout) ms") { try result.get() }
        #expect(stack.viewControllers == before, "\(timeout) ms: \(stack.viewControllers.map { $0.title ?? "first" })")
    }
}
