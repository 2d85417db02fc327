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
    @Test(arguments: [1])
    func aTimedOutSetRootPutsTheOldRootBackWithItsModals(timeout: Int) async throws {
        let root = UIViewController()
        let harness = try await Harness(root: root)
        try await harness.navigator.driven.navigate(to: ScreenWindowRoute().root.present(Plain(name: "M"), animated: false))
        #expect(root.presentedViewController?.title == "M")
        harness.navigator.actionTimeout = .milliseconds(timeout)
        let result = try await harness.outcome(
            of: ScreenWindowRoute().setRoot(to: Plain(name: "New"), animation: nil))
        #expect(throws: (any Error).self, "\(timeout) ms") { try result.get() }
        #expect(harness.window.rootViewController === root, "\(timeout) ms: root \(harness.window.rootViewController?.title ?? "-")")
        #expect(
            root.presentedViewController?.title == "M",
            "\(timeout) ms: the old root presents \(root.presentedViewController?.title ?? "nothing") after the failed setRoot")
        #expect(harness.navigator.undoCounts.failedSteps == 0, "\(timeout) ms: \(harness.navigator.undoCounts)")
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
