import NavDSL
import Testing
import UIKit

/// A navigator `pop()` asked for while the user's interactive pop runs ends in a real pop or a typed error.
///
/// Found by the fault run of issue 39d: it reported success and changed nothing. It must pop the
/// stack the user leaves, or fail typed, never succeed having changed nothing. Under both answers
/// to device question 5 (a stack change during the user's pop is queued, or dropped), the user
/// finishing or cancelling, on two and three screens.
@MainActor
@Suite struct PopDuringInteractivePopTests {
    typealias Answer = StubDeviceAnswers.StackChangeDuringInteractivePop

    typealias Given = EveryDeviceAnswerTests.Given

    static func titled(_ title: String) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        return controller
    }

    @Test(arguments: Answer.allCases, [2, 3])
    func aPopAskedForDuringTheUsersPopIsARealPopOrATypedError(answer: Answer, screens: Int) async throws {
        for userFinishes in [false, true] {
            let scene = UIWindowScene()
            let window = UIWindow(windowScene: scene)
            window.stubRunLoop.answers = StubDeviceAnswers(stackChangeDuringInteractivePop: answer)
            let navigator = ScreenNavigator.onStubs(window: window)
            let titles = ["Home", "Chat", "Photo"].prefix(screens)
            let stack = UINavigationController(rootViewController: Self.titled("Home"))
            try await navigator.driven.navigate(
                to: ScreenWindowRoute().setRoot(to: Given(controller: stack), animation: nil).makeKeyAndVisible())
            stack.setViewControllers(titles.map(Self.titled), animated: false)
            _ = window.stubRunLoop.runUntilIdle()
            let label = "\(answer), \(screens) screens, the user \(userFinishes ? "finishes" : "cancels")"

            let gesture = try #require(stack.stubBeginInteractivePop(), "\(label)")
            var result: Result<Void, any Error>?
            navigator.navigate(to: ScreenWindowRoute().top(.stack).pop()) { result = $0 }
            window.stubRunLoop.runTurns(2)
            if userFinishes { gesture.finish() } else { gesture.cancel() }
            _ = try await window.stubRunLoop.drive { while result == nil { await Task.yield() } }

            // What the user left: one screen fewer when the swipe finished.
            let left = Array(titles.dropLast(userFinishes ? 1 : 0))
            let now = stack.viewControllers.map(\.title)
            switch result {
            case .success?:
                let expected = left.count > 1 ? Array(left.dropLast()) : left
                #expect(now == expected, "\(label): a successful pop changed the stack the user left")
            case .failure(let error)?:
                #expect(error is ScreenRuleViolation, "\(label): \(error)")
                #expect(now == left, "\(label): a failed pop changed the stack")
            case nil:
                Issue.record("\(label): the pop never ended")
            }
            withExtendedLifetime(scene) {}
        }
    }

    /// A pop whose transition ended is a pop that landed, even when the user swipes the next screen
    /// away in the same run-loop turn, before the adapter's hop after UIKit's completion.
    ///
    /// Found by the fault run: the stack was judged a turn late, found changed by the user, and
    /// the landed pop called refused; the rollback then had nothing to undo, so the screen it
    /// popped stayed gone after a navigation that reported failure.
    @Test func aPopThatLandedIsNotCalledRefusedWhenTheUserPopsRightAfter() async throws {
        let scene = UIWindowScene()
        let window = UIWindow(windowScene: scene)
        let navigator = ScreenNavigator.onStubs(window: window)
        let loop = window.stubRunLoop
        let stack = UINavigationController(rootViewController: Self.titled("Home"))
        try await navigator.driven.navigate(
            to: ScreenWindowRoute().setRoot(to: Given(controller: stack), animation: nil).makeKeyAndVisible())
        stack.setViewControllers(["Home", "Chat", "Photo"].map(Self.titled), animated: false)
        _ = loop.runUntilIdle()

        var result: Result<Void, any Error>?
        navigator.navigate(to: ScreenWindowRoute().top(.stack).pop()) { result = $0 }
        for _ in 0..<8 where stack.transitionCoordinator == nil { await Task.yield() }
        #expect(stack.viewControllers.map(\.title) == ["Home", "Chat"] && stack.transitionCoordinator != nil, "the pop runs")
        // Due on the turn the pop's transition ends, after it: the user's swipe begins and ends there.
        loop.afterTurns(StubRunLoop.animatedTurns) { stack.stubBeginInteractivePop()?.finish() }
        _ = try await loop.drive { while result == nil { await Task.yield() } }

        #expect(throws: Never.self, "the pop landed") { try result?.get() }
        #expect(stack.viewControllers.map(\.title) == ["Home"])
        withExtendedLifetime(scene) {}
    }
}
