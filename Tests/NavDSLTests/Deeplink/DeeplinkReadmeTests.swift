import NavDSL
import NavDSLHeadless
import Testing

/// Holds the deep link example of the README's "The shape of the DSL" and the DocC article on deep links word for word.
@MainActor
@Suite struct DeeplinkReadmeTests {
    // README: Deep links
    struct ChatDeeplink: Deeplink {
        static let scope = DeeplinkScope.authorized  // runs once the user is logged in
        let chatID: Int

        static func parse(_ link: DeeplinkURL) throws -> ChatDeeplink? {
            guard link.segments.first == "chat" else { return nil }  // not mine: the next type tries
            return ChatDeeplink(chatID: try link.parameter("id", at: 1))  // app://chat/42 or https://example.com/chat/42
        }

        func route() -> HeadlessWindowRoute {
            let chat = HeadlessScreen(name: "Chat", traits: [chatID])
            return HeadlessWindowRoute()
                .first(.container(of: chat)).makeVisible()  // already open: show it
                .fallback(to: HeadlessWindowRoute().top(.stack).push(chat))  // else push it on the visible stack
        }
    }
    // README: end

    @Test func readmeDeeplinkWaitsForLoginThenOpensTheChat() async throws {
        let window = HeadlessWindow()
        let navigator = ScreenNavigator(window: window, logger: nil)
        // README: Deep links, manager
        let deeplinks = DeeplinkManager(navigator: navigator, schemes: ["app"], webHosts: ["example.com"])
        deeplinks.register(ChatDeeplink.self)
        deeplinks.handle("app://chat/42") { _ in }  // cold start: kept until .authorized is active
        deeplinks.activate(.launch)  // first screen is up
        // ... the user logs in ...
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().setRoot(to: HeadlessScreen(name: "Home").withStackContainer()))
        deeplinks.activate(.authorized)  // the chat opens now
        // README: end
        #expect(window.hierarchyDescription.hasSuffix("Chat(42) [top]"))
        await #expect(throws: DeeplinkError.self) { try await deeplinks.handle("app://chat/not-a-number") }
    }
}
