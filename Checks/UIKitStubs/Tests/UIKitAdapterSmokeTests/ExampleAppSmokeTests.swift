import NavDSL
import Testing
import UIKit
import UserNotifications

@testable import NavDSLiOSExample

/// The iOS example's scene code runs on the behavioural UIKit (issue 39, item 6).
///
/// A scene connects as iOS connects it (its session, its launch options) and the test drives the
/// run loop. Serialized: the example's `AppServices.shared` is one per process, as in the app.
@MainActor
@Suite(.serialized) struct ExampleAppSmokeTests {
    /// A connected scene of the example.
    @MainActor
    struct Launched {
        let scene = UIWindowScene()
        let delegate = SceneDelegate()
        var loop: StubRunLoop { scene.stubRunLoop }
        var window: UIWindow? { delegate.window }
        var tabs: UITabBarController? { window?.rootViewController as? UITabBarController }
        var selectedStack: UINavigationController? { tabs?.selectedViewController as? UINavigationController }

        init(
            _ options: UIScene.ConnectionOptions = .init(), restoring activity: NSUserActivity? = nil, answers: StubDeviceAnswers = .likely
        )
            async
        {
            scene.stubRunLoop.answers = answers
            delegate.connect(scene, session: UISceneSession(stubStateRestorationActivity: activity), options: options)
            await settle()
        }

        /// Turns the loop until idle (bounded), giving the app's main-actor hops their turns.
        func settle() async {
            var idleRounds = 0
            for _ in 0..<300 where idleRounds < 3 {
                for _ in 0..<4 { await Task.yield() }
                idleRounds = loop.isIdle ? idleRounds + 1 : 0
                loop.runTurn()
            }
        }

        /// The login the example presents, if it is up.
        var login: LoginViewController? {
            let presented = tabs?.presentedViewController
            return ((presented as? UINavigationController)?.viewControllers.first ?? presented) as? LoginViewController
        }

        /// Taps the login's Cancel, as the user would, so the shared session waits for nothing.
        func cancelLogin() async {
            guard let action = login?.navigationItem.leftBarButtonItem?.primaryAction else { return }
            action.stubHandler(action)
            await settle()
        }

        /// The screen keys on the visible path of the selected tab's stack.
        var stackKeys: [String] { selectedStack?.viewControllers.compactMap { $0.effectiveScreenKey?.description } ?? [] }
    }

    @Test func theStartRouteShowsTheMainTabsInAKeyWindow() async throws {
        let app = await Launched()
        #expect(app.window?.isKeyWindow == true)
        #expect(app.tabs?.viewControllers?.count == 3 && app.tabs?.selectedIndex == 0)
        #expect(app.loop.crashes.isEmpty)
    }

    // R5: the launch's deep links run in the start route's turn; a product link falls back to a push
    // onto the visible stack, then to a present from top(.container).
    @Test(arguments: StubDeviceAnswers.everyAnswer)
    func aLaunchDeepLinkShowsItsScreen(answers: StubDeviceAnswers) async throws {
        let link = try #require(URL(string: "navdsl://product/7"))
        let app = await Launched(UIScene.ConnectionOptions(stubURLContexts: [UIOpenURLContext(stubURL: link)]), answers: answers)
        #expect(app.stackKeys.last == "Product(7)", "pushed onto the visible stack, the first fallback")
        #expect(app.loop.crashes.isEmpty)
    }

    // R5: the profile link presents (the login first) from top(.container) in the start route's turn.
    @Test(arguments: StubDeviceAnswers.everyAnswer)
    func aLaunchProfileLinkPresentsTheLogin(answers: StubDeviceAnswers) async throws {
        let link = try #require(URL(string: "navdsl://profile"))
        let app = await Launched(UIScene.ConnectionOptions(stubURLContexts: [UIOpenURLContext(stubURL: link)]), answers: answers)
        // R5: the presenter and its window are resolved from the tree (issue 39, part B).
        #expect(app.login != nil, "\(answers)")
        await app.cancelLogin()
        #expect(app.login == nil, "the failed authorize step's rollback dismisses the login")
    }

    @Test func aQuickActionSelectsItsTab() async throws {
        let app = await Launched()
        var handled: Bool?
        app.delegate.windowScene(app.scene, performActionFor: QuickActions.items[1]) { handled = $0 }
        await app.settle()
        #expect(handled == true && app.tabs?.selectedIndex == 1)
    }

    @Test func aNotificationForAChatAsksForTheLoginFirst() async throws {
        let app = await Launched()
        let content = UNNotificationContent(stubCategoryIdentifier: "chat", userInfo: ["chat_id": 5])
        let response = UNNotificationResponse(
            stubNotification: UNNotification(stubRequest: UNNotificationRequest(stubIdentifier: "n1", content: content)))
        AppServices.shared.notifications.userNotificationCenter(UNUserNotificationCenter.current(), didReceive: response) {}
        await app.settle()
        #expect(app.login != nil, "a chat is authorized: the interceptor presents the login")
        await app.cancelLogin()
    }

    // A relaunch brings the saved tree back: the selected tab and its stack.
    @Test func aRelaunchRestoresTheSavedTree() async throws {
        let app = await Launched()
        app.delegate.windowScene(app.scene, performActionFor: QuickActions.items[1]) { _ in }
        await app.settle()
        let link = try #require(URL(string: "navdsl://product/7"))
        app.delegate.navigation?.open(link)
        await app.settle()
        let saved = try #require(app.delegate.stateRestorationActivity(for: app.scene))
        let keys = app.stackKeys
        #expect(keys.last == "Product(7)")

        let relaunched = await Launched(restoring: saved)
        #expect(relaunched.tabs?.selectedIndex == 1)
        #expect(relaunched.stackKeys == keys)
    }
}
