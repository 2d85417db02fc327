import NavDSL
import NavDSLHeadless
import Testing

/// Holds the README's quick start word for word, so the README cannot drift from the API.
@MainActor
@Suite struct ReadmeQuickStartTests {
    @Test func quickStartBuildsTheTreeTheReadmeShows() async throws {
        // README: Quick start
        let window = HeadlessWindow()
        let navigator = ScreenNavigator(window: window, logger: nil)

        let home = HeadlessScreen(name: "Home")
        let chat = HeadlessScreen(name: "Chat", traits: [42])

        // Home inside a navigation stack, then the chat pushed on the visible stack.
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().setRoot(to: home.withStackContainer()).makeKeyAndVisible())
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(chat))

        print(window.hierarchyDescription)
        // HeadlessWindow [key]
        //   HeadlessNavigationController
        //     Home
        //     Chat(42) [top]
        // README: end

        #expect(
            window.hierarchyDescription == """
                HeadlessWindow [key]
                  HeadlessNavigationController
                    Home
                    Chat(42) [top]
                """)
        #expect(window.transitions.map(\.kind) == [.root, .stack])
    }

    @Test func quickStartFailureNamesTheStep() async throws {
        // README: Errors
        let window = HeadlessWindow()
        let navigator = ScreenNavigator(window: window, logger: nil)
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().setRoot(to: HeadlessScreen(name: "Settings")))

        do {
            try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Chat")))
        } catch {
            print(error)
            // top(.stack) on HeadlessWindow: no container matches .stack on the visible path from HeadlessWindow.
            // Show it first, search with another predicate, or add a .fallback(to:).
        }
        // README: end

        await #expect {
            try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Chat")))
        } throws: { error in
            "\(error)" == "top(.stack) on HeadlessWindow: no container matches .stack on the visible path from HeadlessWindow. "
                + "Show it first, search with another predicate, or add a .fallback(to:)."
        }
        #expect(window.transitions.map(\.kind) == [.root])
    }
}
