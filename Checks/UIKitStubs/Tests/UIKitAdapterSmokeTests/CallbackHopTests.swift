import MessageUI
import NavDSL
import NavDSLAddons
import Testing
import UIKit

/// Review R14 and R17: the adapter makes no UIKit transition call from inside a completion UIKit is
/// still delivering (it continues on a later main-actor turn), and what a view transition installs
/// is laid out without animation.
@MainActor
@Suite struct CallbackHopTests {
    typealias Plain = RuntimeDoubles.Plain

    /// A presented controller that, once it has appeared, asks its navigator for a push (the
    /// "present the next step from viewDidAppear" pattern of apps).
    final class Announcer: UIViewController {
        weak var navigator: ScreenNavigator?
        var log: [String] = []
        private var asked = false

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            guard !asked, let navigator else { return }
            asked = true
            navigator.navigate(to: ScreenWindowRoute().top(.stack).push(Plain(name: "Follow-up"))) { [weak self] result in
                self?.log.append(result.isSuccess ? "push done" : "push failed")
            }
        }
    }

    struct Tabs: Screen {
        func build(navigator: ScreenNavigator) -> UITabBarController { UITabBarController() }
    }

    typealias Given = EveryDeviceAnswerTests.Given

    /// A shown key window whose run loop answers the device questions with `answers`, a stack at its root.
    static func app(_ answers: StubDeviceAnswers) async throws -> (UIWindowScene, UIWindow, ScreenNavigator) {
        let scene = UIWindowScene()
        let window = UIWindow(windowScene: scene)
        window.stubRunLoop.answers = answers
        let navigator = ScreenNavigator.onStubs(window: window)
        let home = Plain(name: "Home").withStackContainer()
        try await navigator.driven.navigate(to: ScreenWindowRoute().setRoot(to: home).makeKeyAndVisible())
        return (scene, window, navigator)
    }

    @Test(arguments: StubDeviceAnswers.everyAnswer)
    func stepsAfterAPresentOrDismissRunOnALaterTurn(answers: StubDeviceAnswers) async throws {
        let (scene, window, navigator) = try await Self.app(answers)
        let forward = ScreenWindowRoute().top(.container).present(Plain(name: "Sheet").withStackContainer())
            .top(.stack).push(Plain(name: "Detail"))
            .top(.container).present(Plain(name: "Alert"))
        try await navigator.driven.navigate(to: forward)
        let back = ScreenWindowRoute().root.dismissAll().top(.stack).push(Plain(name: "Chat"))
        try await navigator.driven.navigate(to: back)
        #expect(window.stubRunLoop.callsFromCallbacks == [], "\(answers)")
        #expect((window.rootViewController as? UINavigationController)?.viewControllers.map(\.title) == ["Home", "Chat"], "\(answers)")
        withExtendedLifetime(scene) {}
    }

    @Test(arguments: StubDeviceAnswers.everyAnswer)
    func aNavigationAskedForFromViewDidAppearQueuesBehindThePresentation(answers: StubDeviceAnswers) async throws {
        let (scene, window, navigator) = try await Self.app(answers)
        let announcer = Announcer()
        announcer.navigator = navigator
        var presentDone = false
        try await window.stubRunLoop.drive {
            try await navigator.navigateAndWait(
                to: ScreenWindowRoute().top(.container).present(Given(controller: announcer).withStackContainer()))
            presentDone = true
            announcer.log.append("present done")
            while announcer.log.count < 2 { await Task.yield() }
        }
        #expect(presentDone && announcer.log == ["present done", "push done"], "\(answers)")
        #expect(announcer.navigationController?.viewControllers.map(\.title) == [nil, "Follow-up"], "\(answers)")
        #expect(window.stubRunLoop.callsFromCallbacks == [], "\(answers)")
        withExtendedLifetime(scene) {}
    }

    @Test(arguments: StubDeviceAnswers.everyAnswer)
    func aNavigationAskedForFromAnAddonsFinishHandlerRunsAfterTheDismissal(answers: StubDeviceAnswers) async throws {
        let (scene, window, navigator) = try await Self.app(answers)
        var next: Result<Void, any Error>?
        let mail = ScreenWindowRoute().top(.container).mail(to: ["a@example.com"], subject: "Hi") { _ in
            navigator.navigate(to: ScreenWindowRoute().top(.container).present(Plain(name: "Thanks"))) { next = $0 }
        }
        try await navigator.driven.navigate(to: mail)
        let composer = try #require(window.rootViewController?.presentedViewController as? MFMailComposeViewController)
        composer.mailComposeDelegate?.mailComposeController(composer, didFinishWith: .sent, error: nil)
        _ = try await window.stubRunLoop.drive { while next == nil { await Task.yield() } }
        #expect(throws: Never.self, "\(answers)") { try next?.get() }
        #expect(window.rootViewController?.presentedViewController?.title == "Thanks", "\(answers)")
        #expect(window.stubRunLoop.callsFromCallbacks == [], "\(answers)")
        withExtendedLifetime(scene) {}
    }

    @Test func viewTransitionsInstallTheNewContainerWithoutAnimatingItsLayout() async throws {
        let (scene, window, navigator) = try await Self.app(.likely)
        try await navigator.driven.navigate(
            to: ScreenWindowRoute().setRoot(to: Plain(name: "Main").withStackContainer(), animation: .crossDissolve()))
        try await navigator.driven.navigate(
            to: ScreenWindowRoute().top(.stack).push(Plain(name: "Chat"), animation: .transition(.flipFromLeft)))
        let tabs = Tabs().withTabs(Plain(name: "Feed").withStackContainer(), Plain(name: "Inbox").withStackContainer())
        try await navigator.driven.navigate(to: ScreenWindowRoute().setRoot(to: tabs, animation: .crossDissolve()))
        try await navigator.driven.navigate(to: ScreenWindowRoute().top(.tabs).selectTab(with: .index(1), animation: .crossDissolve()))
        #expect(window.stubRunLoop.layoutsInsideAnimations == [])
        #expect(UIView.areAnimationsEnabled)
        withExtendedLifetime(scene) {}
    }
}

extension Result {
    fileprivate var isSuccess: Bool {
        if case .success = self { return true }
        return false
    }
}
