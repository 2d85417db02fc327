import NavDSL
import Testing

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
        try await navigator.navigate(to: ChatRoutes<StandInChatScreens>.start)
        try await navigator.navigate(to: HeadlessWindowRoute().top(.stack).push(pushed))
        try await navigator.navigate(to: ChatRoutes<StandInChatScreens>.openChat(42))  // finds the stand-in: nothing pushed
        #expect(window.hierarchyDescription.hasSuffix("Chats\n    Chat(42) [top]"))
    }
}
