import Foundation
import NavDSL
import NavDSLExampleRoutes
import NavDSLHeadless
import Testing

@testable import NavDSLExample

/// The iOS example's own navigation, run headless: `AppRoutes`, `AppLinks` and the login gate
/// from `NavDSLExampleRoutes`, the module the UIKit app compiles, over the tour's stand-ins.
///
/// Each test starts the app as `SceneNavigation.start` does, feeds it what UIKit would (a URL, a
/// notification, a quick action, a tap on the login) and checks the whole tree, as the routes'
/// comments describe it.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct AppNavigationTests {
    let app: ExampleApp
    let deeplinks: DeeplinkManager

    /// The tabs, as `Routes.start` leaves them: chats selected, each stack at its root.
    static let tabs = """
        HeadlessWindow [key]
          MainTabs
            HeadlessNavigationController [selected]
              Chats
            HeadlessNavigationController
              News
            Settings
        """

    /// What the chat link leaves, wherever the user was: the chat above the list on the chats tab,
    /// nothing presented.
    static func chatOnTheChatsTab(_ id: Int) -> String {
        """
        HeadlessWindow [key]
          MainTabs
            HeadlessNavigationController [selected]
              Chats
              Chat(\(id)) [top]
            HeadlessNavigationController
              News
            Settings
        """
    }

    init() async throws {
        app = ExampleApp(isLoggedIn: true)
        deeplinks = app.makeDeeplinks()
        try #require(await app.run(Routes.start) == nil)
        #expect(app.window.hierarchyDescription == Self.tabs)
    }

    /// Runs `start` (a deep link handed to the manager), lets `user` act while it waits (as a
    /// person tapping the login would), and returns how it ended.
    func outcome(
        of start: (@escaping ScreenCompletion<Void>) -> Void, user: (@MainActor (ExampleApp) -> Void)? = nil
    ) async -> Result<Void, any Error> {
        await withCheckedContinuation { continuation in
            start { continuation.resume(returning: $0) }
            user?(app)
        }
    }

    func open(_ url: String, user: (@MainActor (ExampleApp) -> Void)? = nil) async -> Result<Void, any Error> {
        await outcome(of: { deeplinks.handle(url, completion: $0) }, user: user)
    }

    @Test func launchShowsTheTabsWithChatsSelected() {
        #expect(app.visibleScreen == "Chats")
        #expect(app.window.transitions.map(\.kind) == [.root])
    }

    @Test func chatLinkOpensTheChatOnTheChatsTabFromAnywhere() async throws {
        _ = await app.run(Routes.selectTab(.settings))
        _ = await app.run(Routes.product(5))  // settings has no stack: presented over the tabs
        try await open("navdsl://chat/7").get()
        #expect(app.window.hierarchyDescription == Self.chatOnTheChatsTab(7))
    }

    @Test func chatLinkShowsAnOpenChatWhereItIsInsteadOfOpeningASecond() async throws {
        _ = await app.run(Routes.openChat(7))
        _ = await app.run(Routes.openChat(8))
        _ = await app.run(Routes.selectTab(.news))
        try await open("https://example.com/chat/7").get()
        #expect(app.window.hierarchyDescription == Self.chatOnTheChatsTab(7))
    }

    @Test func malformedChatLinkIsRejectedAndNothingMoves() async throws {
        let result = await open("navdsl://chat/0")
        #expect(throws: DeeplinkError.self) { try result.get() }
        #expect(app.window.hierarchyDescription == Self.tabs)
        #expect(app.window.transitions.map(\.kind) == [.root])
    }

    @Test func productLinkIsPushedOnAStackNothingWhenShownAndPresentedWithoutAStack() async throws {
        try await open("navdsl://product/5").get()
        #expect(app.visibleScreen == "Product(5)")
        let pushed = app.window.transitions.count
        try await open("navdsl://product/5").get()  // on screen already: the first route step finds it
        #expect(app.window.transitions.count == pushed)
        _ = await app.run(Routes.selectTab(.settings))
        try await open("navdsl://product/6").get()
        #expect(
            app.window.hierarchyDescription == """
                HeadlessWindow [key]
                  MainTabs
                    HeadlessNavigationController
                      Chats
                      Product(5) [top]
                    HeadlessNavigationController
                      News
                    Settings [selected]
                  presents HeadlessNavigationController (automatic)
                    Product(6)
                """)
    }

    @Test func profileLinkWaitsForTheLoginAndOpensOnceTheUserLogsIn() async throws {
        app.session.logOut()  // as the settings tab does: the screens stay
        try await open("navdsl://profile") { $0.login?.logIn() }.get()
        #expect(app.session.isLoggedIn)
        #expect(app.window.hierarchyDescription == Self.tabs + "\n  presents HeadlessNavigationController (automatic)\n    Profile")
    }

    @Test func profileLinkFallsBackToAnAlertWhenTheUserClosesTheLogin() async throws {
        app.session.logOut()  // as the settings tab does: the screens stay
        try await open("navdsl://profile") { $0.login?.close() }.get()  // the fallback succeeded
        #expect(!app.session.isLoggedIn)
        #expect(app.window.hierarchyDescription == Self.tabs + "\n  presents Alert(Can't open your profile) (overFullScreen)")
    }

    @Test func loginGateResultGoesToTheRouteThatAskedForIt() async throws {
        app.session.logOut()  // as the settings tab does: the screens stay
        let closed = await outcome(of: { app.session.requestLogin(navigator: app.navigator, completion: $0) }) { $0.login?.close() }
        #expect(throws: LoginRequiredError()) { try closed.get() }
        let loggedIn = await outcome(of: { app.session.requestLogin(navigator: app.navigator, completion: $0) }) { $0.login?.logIn() }
        try loggedIn.get()
        #expect(app.session.isLoggedIn)
        #expect(app.window.hierarchyDescription == Self.tabs)  // the login closed itself
    }

    @Test func afterLogoutAChatLinkWaitsForTheLoginAndIsDroppedWhenTheUserCloses() async throws {
        app.session.logOut()  // as the settings tab does: the screens stay
        let closed = await open("navdsl://chat/7") { $0.login?.close() }
        #expect(throws: DeeplinkError.self) { try closed.get() }
        #expect(app.window.hierarchyDescription == Self.tabs)
        try await open("navdsl://chat/7") { $0.login?.logIn() }.get()
        #expect(app.window.hierarchyDescription == Self.chatOnTheChatsTab(7))
    }

    @Test func chatNotificationOpensItsChat() async throws {
        let opened = await outcome { completion in
            #expect(
                deeplinks.handleIfPossible(
                    notification: DeeplinkNotification(userInfo: ["aps": ["alert": "Hi"], "chat_id": 8]), completion: completion))
        }
        try opened.get()
        #expect(app.window.hierarchyDescription == Self.chatOnTheChatsTab(8))
        let unrelated = DeeplinkNotification(userInfo: ["aps": ["alert": "Hi"]])
        #expect(!deeplinks.handleIfPossible(notification: unrelated))
    }

    @Test func everyQuickActionOpensWhatItSays() async throws {
        let chat = try #require(AppLinkSources.quickActions.first)
        try await outcome { #expect(deeplinks.handleIfPossible(shortcut: chat.shortcut, completion: $0)) }.get()
        #expect(app.window.hierarchyDescription == Self.chatOnTheChatsTab(42))
        let news = try #require(AppLinkSources.quickActions.last)
        try await outcome { #expect(deeplinks.handleIfPossible(shortcut: news.shortcut, completion: $0)) }.get()
        #expect(app.visibleScreen == "News")
    }

    @Test func restorationRebuildsTheSameTreeInAFreshWindow() async throws {
        try await open("navdsl://chat/7").get()
        _ = await app.run(Routes.selectTab(.news))
        try await open("navdsl://product/5").get()
        let saved = try app.save()
        let relaunched = ExampleApp()
        relaunched.window.makeKeyAndVisible()
        #expect(await relaunched.restore(from: saved) == nil)
        #expect(relaunched.window.hierarchyDescription == app.window.hierarchyDescription)
        #expect(relaunched.visibleScreen == "Product(5)")
    }

    @Test func theAppsListOfScreensFitsEveryScreenItHas() {
        let every: [AppScreen] = [
            .chats, .chat(id: 1), .news, .article(id: 1), .settings, .product(id: 1), .profile, .whatsNew, .mailFolders,
            .mailbox(folder: "Inbox"), .message(id: 1),
        ]
        #expect(Set(every.map(\.name)).isSubset(of: AppScreen.names))
        #expect(throws: Never.self) { try StandInScreens.standIns.get() }
        #expect(StandInScreens.problems.isEmpty)
    }
}
