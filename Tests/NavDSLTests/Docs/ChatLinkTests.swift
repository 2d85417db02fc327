// Held by DocsCoverageTests: the deep link test of the article "Test a deep link without a
// simulator", word for word: the app's link type and routes (ReadmeChatRoutes.swift) run headless.
import NavDSL
import Testing

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
        try await navigator.navigate(to: ChatRoutes<StandInChatScreens>.start)

        try await deeplinks.handle("app://chat/42")  // not open: the fallback pushes it
        try await navigator.navigate(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Profile")))
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
