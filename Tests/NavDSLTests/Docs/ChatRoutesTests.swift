// Held by DocsCoverageTests, word for word: the README's and "Get started"'s quick start test, the
// deep link test of "Test a deep link without a simulator" and "Get started"'s stand-ins. Each runs
// the docs' routes (ReadmeChatRoutes.swift, which the UIKit quick-start app compiles) headless.
import NavDSL
import NavDSLHeadless
import Testing

/// Stand-ins with the app's keys: what a test supplies instead of view controllers.
enum StandInChatScreens: ChatScreens {
    typealias Platform = HeadlessPlatform
    static var chats: AnyScreen<HeadlessViewController> { HeadlessScreen(name: "Chats").eraseToAnyScreen() }
    static func chat(id: Int) -> AnyScreen<HeadlessViewController> { HeadlessScreen(name: "Chat", traits: [id]).eraseToAnyScreen() }
}

@MainActor
@Suite struct ChatRoutesTests {
    let window = HeadlessWindow()

    @Test func openChatPushesTheChatOnceThenShowsIt() async throws {
        let navigator = ScreenNavigator(window: window, logger: nil)
        try await navigator.navigateAndWait(to: ChatRoutes<StandInChatScreens>.start)
        try await navigator.navigateAndWait(to: ChatRoutes<StandInChatScreens>.openChat(42))
        try await navigator.navigateAndWait(to: ChatRoutes<StandInChatScreens>.openChat(42))  // open already: shown, not pushed again

        #expect(
            window.hierarchyDescription == """
                HeadlessWindow [key]
                  HeadlessNavigationController
                    Chats
                    Chat(42) [top]
                """)
    }
}

/// `app://chat/<id>`, written once against the app's screens like its routes.
struct ChatLink<App: ChatScreens>: Deeplink {
    let id: Int

    static func parse(_ link: DeeplinkURL) throws -> ChatLink? {
        guard link.segments.first == "chat" else { return nil }
        return ChatLink(id: try link.parameter("id", at: 1))
    }

    func route() -> App.Platform.WindowRoute { ChatRoutes<App>.openChat(id) }
}

@MainActor
@Suite struct ChatLinkTests {
    let window = HeadlessWindow()

    @Test func theChatLinkPushesTheChatOnceThenShowsItWhereItIs() async throws {
        let navigator = ScreenNavigator(window: window, logger: nil)
        let deeplinks = DeeplinkManager(navigator: navigator, schemes: ["app"])
        deeplinks.register(ChatLink<StandInChatScreens>.self)
        deeplinks.activate(.launch)
        try await navigator.navigateAndWait(to: ChatRoutes<StandInChatScreens>.start)

        try await deeplinks.handle("app://chat/42")  // not open: the fallback pushes it
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Profile")))
        try await deeplinks.handle("app://chat/42")  // open under the profile: makeVisible pops back to it

        #expect(
            window.hierarchyDescription == """
                HeadlessWindow [key]
                  HeadlessNavigationController
                    Chats
                    Chat(42) [top]
                """)
        #expect(window.transitions.map(\.kind) == [.root, .stack, .stack, .stack])
        await #expect(throws: DeeplinkError.self) { try await deeplinks.handle("app://chat/forty-two") }
        #expect(window.transitions.count == 4)  // a malformed link moves nothing
    }
}

/// Holds "Get started"'s stand-ins, word for word: a stand-in carries the key of the app's screen
/// (`ChatScreen`, compiled in Examples/NavDSLiOSQuickStart), so routes find it as they find the app's.
@MainActor
@Suite struct GettingStartedScreensTests {
    @Test func standInsCarryTheAppScreensKey() async throws {
        let chat = HeadlessScreen(standingIn: ScreenKey(name: "Chat", traits: [42]))
        let standIns = try HeadlessStandIns(names: ["Chats", "Chat"]) { problem in Issue.record("\(problem)") }
        let pushed = standIns.screen(standingIn: ScreenKey(name: "Chat", traits: [42]))

        #expect(chat.key == pushed.key)
        let window = HeadlessWindow()
        let navigator = ScreenNavigator(window: window, logger: nil)
        try await navigator.navigateAndWait(to: ChatRoutes<StandInChatScreens>.start)
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(pushed))
        try await navigator.navigateAndWait(to: ChatRoutes<StandInChatScreens>.openChat(42))  // finds the stand-in: nothing pushed
        #expect(window.hierarchyDescription.hasSuffix("Chats\n    Chat(42) [top]"))
    }
}
