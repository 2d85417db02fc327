import NavDSL
import NavDSLHeadless
import Testing
import UIKit

/// Animated stack changes end when their own transition ends, never on somebody else's, never at
/// once because `animate(alongsideTransition:completion:)` said `false`, and never as a success
/// when UIKit dropped or the user cancelled them (review R6), under both answers to device question 1.
@MainActor
@Suite struct StackTransitionTests {
    typealias Plain = RuntimeDoubles.Plain

    let stack = RuntimeDoubles.AnimatingStack()
    let app: RuntimeDoubles.App

    init() {
        stack.setViewControllers([UIViewController()], animated: false)
        stack.viewControllers.first?.title = "Home"
        app = RuntimeDoubles.App(root: stack)
    }

    var titles: [String?] { stack.viewControllers.map(\.title) }

    @Test(arguments: [true, false])
    func animatedPushCompletesWhenItsTransitionEnds(coordinatorReturnsTrue: Bool) async throws {
        stack.coordinatorReturnsTrue = coordinatorReturnsTrue
        var result: Result<Void, any Error>?
        app.navigator.navigate(to: ScreenWindowRoute().top(.stack).push(Plain(name: "Chat"))) { result = $0 }
        await app.settle { result != nil }
        #expect(result == nil, "still animating")
        stack.endTransition()
        await app.settle { result != nil }
        #expect(throws: Never.self) { try result?.get() }
        #expect(titles == ["Home", "Chat"])
    }

    @Test(arguments: [true, false])
    func pushDuringAUsersCancelledPopKeepsWhatTheUserKept(coordinatorReturnsTrue: Bool) async throws {
        stack.coordinatorReturnsTrue = coordinatorReturnsTrue
        stack.setViewControllers(stack.viewControllers + [Self.titled("Detail")], animated: false)
        stack.beginInteractivePop()
        var result: Result<Void, any Error>?
        app.navigator.navigate(to: ScreenWindowRoute().top(.stack).push(Plain(name: "Chat"))) { result = $0 }
        await app.settle { result != nil }
        #expect(result == nil, "the user's pop is still running")
        stack.endTransition(cancelled: true)
        await app.settle { stack.transitionCoordinator != nil || result != nil }
        stack.endTransition()
        await app.settle { result != nil }
        #expect(throws: Never.self) { try result?.get() }
        #expect(titles == ["Home", "Detail", "Chat"])
    }

    @Test func cancelledOwnTransitionFailsTyped() async throws {
        var result: Result<Void, any Error>?
        app.navigator.navigate(to: ScreenWindowRoute().top(.stack).push(Plain(name: "Chat"))) { result = $0 }
        await app.settle { stack.transitionCoordinator != nil }
        stack.endTransition(cancelled: true)
        await app.settle { result != nil }
        let error = #expect(throws: ScreenRuleViolation.self) { try result?.get() }
        #expect(error?.rule == .stackTransitionConflict)
        // The message names the class UIKit would (the stack's own), not the headless one.
        let message = try #require(error?.message)
        #expect(message.hasPrefix("setViewControllers:animated: called on <") && message.contains("AnimatingStack"), "\(message)")
        #expect(!message.contains("Headless"), "\(message)")
    }

    private static func titled(_ title: String) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        return controller
    }
}
