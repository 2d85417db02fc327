import NavDSL
import NavDSLHeadless
import Testing

/// `app://chat/42` at cold start, logged out, ends with chat 42 on screen after login.
@MainActor
@Suite struct DeeplinkEndToEndTests {
    let window = HeadlessWindow()
    let navigator: ScreenNavigator
    let deeplinks: DeeplinkManager

    init() {
        navigator = ScreenNavigator(window: window, logger: nil)
        deeplinks = DeeplinkManager(navigator: navigator, schemes: ["app"])
        deeplinks.register(ChatDeeplink.self)
        deeplinks.register(PromoDeeplink.self)
    }

    var chats: HeadlessNavigationController? {
        (window.rootViewController as? HeadlessTabBarController)?.viewControllers?.first as? HeadlessNavigationController
    }

    @Test func coldStartLinkWaitsForLoginThenShowsTheChat() async throws {
        var result: Result<Void, any Error>?
        deeplinks.handle("app://chat/42") { result = $0 }
        #expect(window.rootViewController == nil, "nothing on screen yet: the link waits")

        try await navigator.navigateAndWait(
            to: HeadlessWindowRoute().setRoot(to: HeadlessScreen(name: "Login").withStackContainer()).makeKeyAndVisible())
        deeplinks.activate(.launch)
        #expect(result == nil, "logged out: the chat link still waits")

        try await navigator.navigateAndWait(to: HeadlessWindowRoute().setRoot(to: LoggedInTabs()))
        #expect((window.rootViewController as? HeadlessTabBarController)?.selectedViewController?.description == "Settings")
        deeplinks.activate(.authorized)

        #expect(throws: Never.self) { try result?.get() }
        #expect(HeadlessTrees.names(chats) == ["Chats", "Chat(42)"])
        #expect(chats?.topViewController?.isContainerVisible == true)
    }

    @Test func linkWhileBrowsingSettingsLoggedOutAsksForLoginThenShowsTheChat() async throws {
        let session = LoginSession()
        deeplinks.addInterceptor(
            DeeplinkAuthorizationInterceptor(isAuthorized: { session.isLoggedIn }) { navigator, done in
                navigator.navigate(to: HeadlessWindowRoute().top(.container).present(HeadlessScreen(name: "Login").withStackContainer())) {
                    _ in
                }
                session.finish = done
            })
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().setRoot(to: LoggedInTabs()).makeKeyAndVisible())
        deeplinks.activate(.launch)
        deeplinks.activate(.authorized)

        var result: Result<Void, any Error>?
        deeplinks.handle("app://chat/42") { result = $0 }
        #expect(window.rootViewController?.presentedViewController != nil, "the login flow is shown")

        session.isLoggedIn = true
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "LoginCode")))
        let finishLogin = try #require(session.finish)
        finishLogin(true)

        #expect(throws: Never.self) { try result?.get() }
        #expect(window.rootViewController?.presentedViewController == nil, "the chat route dismissed the login flow")
        #expect(HeadlessTrees.names(chats) == ["Chats", "Chat(42)"])
        #expect(chats?.topViewController?.isContainerVisible == true)
    }
}

/// The logged-in tabs, restored with Settings selected.
private struct LoggedInTabs: Screen {
    func build(navigator: ScreenNavigator) -> HeadlessTabBarController {
        let tabs = HeadlessPlatform.makeTabsContainer(with: [
            HeadlessScreen(name: "Chats").withStackContainer().build(navigator: navigator),
            HeadlessScreen(name: "Settings").build(navigator: navigator),
        ])
        tabs.selectedIndex = 1
        return tabs
    }
}
