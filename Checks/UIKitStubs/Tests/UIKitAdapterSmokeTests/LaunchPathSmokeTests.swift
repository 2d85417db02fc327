import NavDSL
import Testing
import UIKit

/// The iOS example's launch path on the behavioural UIKit, under every device answer: the start
/// route installs tabs of stacks and makes the window key, and a launch deep link presents from
/// `top(.container)` in the same turn (review R5, device question 2).
@MainActor
@Suite struct LaunchPathSmokeTests {
    typealias Plain = UIKitAdapterSmokeTests.Plain

    @Test(arguments: StubDeviceAnswers.everyAnswer)
    func aLaunchDeepLinkPresentsInTheTurnOfTheStartRoute(answers: StubDeviceAnswers) async throws {
        let scene = UIWindowScene()
        scene.stubRunLoop.answers = answers
        let window = UIWindow(windowScene: scene)
        let navigator = ScreenNavigator.onStubs(window: window)
        let tabs = ScreenTabsScreen<UIKitPlatform>().withTabs(
            Plain(name: "Chats").withStackContainer(), Plain(name: "Settings").withStackContainer(), selected: 0)
        var results: [Result<Void, any Error>] = []
        navigator.navigate(to: ScreenWindowRoute().setRoot(to: tabs).makeKeyAndVisible()) { results.append($0) }
        navigator.navigate(to: ScreenWindowRoute().top(.container).present(Plain(name: "Product"))) { results.append($0) }
        for _ in 0..<200 where results.count < 2 || !scene.stubRunLoop.isIdle {
            for _ in 0..<4 { await Task.yield() }
            scene.stubRunLoop.runTurn()
        }
        #expect(results.count == 2, "both navigations complete")
        // R5: the presenter and its window are resolved from the tree (issue 39, part B).
        try results.last?.get()
        #expect(window.rootViewController?.presentedViewController?.title == "Product")
    }
}
