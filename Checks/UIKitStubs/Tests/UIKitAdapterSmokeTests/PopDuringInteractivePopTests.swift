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
}
