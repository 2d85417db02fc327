// Held by DocsCoverageTests: the README's quick start test and "Get started"'s, word for word: the
// app's own routes (ReadmeChatRoutes.swift, which the UIKit quick-start app compiles) run headless.
import NavDSL
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
        try await navigator.navigate(to: ChatRoutes<StandInChatScreens>.start)
        try await navigator.navigate(to: ChatRoutes<StandInChatScreens>.openChat(42))
        try await navigator.navigate(to: ChatRoutes<StandInChatScreens>.openChat(42))  // open already: shown, not pushed again

        #expect(
            window.hierarchyDescription == """
                HeadlessWindow [key]
                  HeadlessNavigationController
                    Chats
                    Chat(42) [top]
                """)
    }
}
