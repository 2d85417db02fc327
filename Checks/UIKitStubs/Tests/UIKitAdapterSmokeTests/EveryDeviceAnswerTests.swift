import NavDSL
import Testing
import UIKit

/// The adapter's main paths on the behavioural UIKit under each answer to the device questions.
///
/// `StubDeviceAnswers.everyAnswer`: the launch path of the iOS example (R5), an animated push (R6),
/// a push during a user's interactive pop that the user cancels (R6, R15), a present on a busy
/// presenter (R7) and a rollback (R1, R8). Each ends in success or a typed error, never a hang, and
/// in the tree asked for.
@MainActor
@Suite struct EveryDeviceAnswerTests {
    typealias Plain = RuntimeDoubles.Plain

    /// A screen that hands over a controller the test built, to keep a reference to it.
    struct Given<Controller: UIViewController>: Screen {
        let controller: Controller

        func build(navigator: ScreenNavigator) -> Controller { controller }
    }

    /// A key window whose run loop answers the device questions with `answers`.
    static func window(_ answers: StubDeviceAnswers) -> (UIWindowScene, UIWindow, ScreenNavigator) {
        let scene = UIWindowScene()
        let window = UIWindow(windowScene: scene)
        window.stubRunLoop.answers = answers
        return (scene, window, ScreenNavigator.onStubs(window: window))
    }

    static func tabs() -> UITabBarController {
        let tabs = UITabBarController()
        tabs.setViewControllers(
            [
                UINavigationController(rootViewController: UIViewController()),
                UINavigationController(rootViewController: UIViewController()),
            ],
            animated: false)
        return tabs
    }

    @Test(arguments: StubDeviceAnswers.everyAnswer)
    func launchDeepLinkPresentsInTheSameTurnAsTheStartRoute(answers: StubDeviceAnswers) async throws {
        let (scene, window, navigator) = Self.window(answers)
        let tabs = Self.tabs()
        var results: [Result<Void, any Error>] = []
        navigator.navigate(to: ScreenWindowRoute().setRoot(to: Given(controller: tabs), animation: nil).makeKeyAndVisible()) {
            results.append($0)
        }
        navigator.navigate(to: ScreenWindowRoute().top(.container).present(Plain(name: "Product"))) { results.append($0) }
        _ = try await window.stubRunLoop.drive { while results.count < 2 { await Task.yield() } }
        #expect(results.count == 2, "\(answers)")
        for result in results { #expect(throws: Never.self, "\(answers)") { try result.get() } }
        #expect(tabs.presentedViewController?.title == "Product", "\(answers)")
        withExtendedLifetime(scene) {}
    }

    @Test(arguments: StubDeviceAnswers.everyAnswer)
    func animatedPushEndsWithItsTransition(answers: StubDeviceAnswers) async throws {
        let (scene, window, navigator) = Self.window(answers)
        let stack = UINavigationController(rootViewController: UIViewController())
        try await navigator.driven.navigate(
            to: ScreenWindowRoute().setRoot(to: Given(controller: stack), animation: nil).makeKeyAndVisible())
        try await navigator.driven.navigate(
            to: ScreenWindowRoute().top(.stack).push(Plain(name: "Chat")).push(Plain(name: "Photo"), separated: true))
        #expect(stack.viewControllers.map(\.title) == [nil, "Chat", "Photo"], "\(answers)")
        #expect(stack.transitionCoordinator == nil, "\(answers)")
        _ = window
        withExtendedLifetime(scene) {}
    }

    @Test(arguments: StubDeviceAnswers.everyAnswer)
    func pushDuringACancelledInteractivePopKeepsTheUsersScreen(answers: StubDeviceAnswers) async throws {
        let (scene, window, navigator) = Self.window(answers)
        let detail = UIViewController()
        detail.title = "Detail"
        let stack = UINavigationController(rootViewController: UIViewController())
        try await navigator.driven.navigate(
            to: ScreenWindowRoute().setRoot(to: Given(controller: stack), animation: nil).makeKeyAndVisible())
        stack.pushViewController(detail, animated: false)
        _ = window.stubRunLoop.runUntilIdle()
        let gesture = try #require(stack.stubBeginInteractivePop(), "\(answers)")
        var result: Result<Void, any Error>?
        navigator.navigate(to: ScreenWindowRoute().top(.stack).push(Plain(name: "Chat"))) { result = $0 }
        window.stubRunLoop.runTurns(2)
        gesture.cancel()
        _ = try await window.stubRunLoop.drive { while result == nil { await Task.yield() } }
        switch result {
        case .success?: #expect(stack.viewControllers.map(\.title) == [nil, "Detail", "Chat"], "\(answers)")
        case .failure(let error)?: #expect(error is ScreenRuleViolation, "\(answers): \(error)")
        case nil: Issue.record("\(answers): the push never ended")
        }
        #expect(stack.viewControllers.contains { $0 === detail }, "\(answers): the screen the user kept is gone")
        withExtendedLifetime(scene) {}
    }

    @Test(arguments: StubDeviceAnswers.everyAnswer)
    func presentOnABusyPresenterFailsTyped(answers: StubDeviceAnswers) async throws {
        let (scene, window, navigator) = Self.window(answers)
        let root = UIViewController()
        try await navigator.driven.navigate(
            to: ScreenWindowRoute().setRoot(to: Given(controller: root), animation: nil).makeKeyAndVisible())
        root.present(UIViewController(), animated: true)
        var result: Result<Void, any Error>?
        navigator.navigate(from: root, to: ScreenRootRoute<UIViewController>().present(Plain(name: "Second"))) { result = $0 }
        _ = try await window.stubRunLoop.drive { while result == nil { await Task.yield() } }
        // The present waits for the running presentation to land, then finds the root presenting.
        #expect(throws: ScreenContainerAlreadyPresentingError.self, "\(answers)") { try result?.get() }
        withExtendedLifetime(scene) {}
    }

    struct Failure: Error {}

    @Test(arguments: StubDeviceAnswers.everyAnswer)
    func failedRouteRollsBackToTheTreeItStartedFrom(answers: StubDeviceAnswers) async throws {
        let (scene, window, navigator) = Self.window(answers)
        let tabs = Self.tabs()
        try await navigator.driven.navigate(
            to: ScreenWindowRoute().setRoot(to: Given(controller: tabs), animation: nil).makeKeyAndVisible())
        let route = ScreenWindowRoute().top(.stack).push(Plain(name: "Chat")).top(.container).present(
            Plain(name: "Sheet").withStackContainer()
        )
        .stack.push(Plain(name: "Photo")).fail(with: Failure())
        await #expect(throws: Failure.self, "\(answers)") { try await navigator.driven.navigate(to: route) }
        #expect(tabs.presentedViewController == nil, "\(answers)")
        #expect((tabs.selectedViewController as? UINavigationController)?.viewControllers.count == 1, "\(answers)")
        #expect(navigator.pendingNavigationCount == 0, "\(answers)")
        _ = window
        withExtendedLifetime(scene) {}
    }
}
