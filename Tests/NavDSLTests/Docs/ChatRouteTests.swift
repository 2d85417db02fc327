// Held by DocsCoverageTests: the first example of the article "Test a deep link without a simulator",
// word for word, run as a real suite.
import NavDSL
import NavDSLHeadless
import Testing

@MainActor
struct ChatRouteTests {
    let window = HeadlessWindow()
    let home = HeadlessScreen(name: "Home")
    let chat = HeadlessScreen(name: "Chat", traits: [42])

    @Test func pushesTheChatOnTheVisibleStack() async throws {
        let navigator = ScreenNavigator(window: window, logger: nil)
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().setRoot(to: home.withStackContainer()).makeKeyAndVisible())
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(chat))

        #expect(window.hierarchyDescription.contains("Chat(42) [top]"))
        #expect(window.transitions.map(\.kind) == [.root, .stack])
    }
}
