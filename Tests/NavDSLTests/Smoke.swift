import NavDSL
import Testing

@MainActor
@Suite struct SmokeTests {
    @Test func pushAndPresentOnHeadlessWindow() async throws {
        let window = HeadlessWindow()
        let navigator = ScreenNavigator(window: window, logger: nil)
        let home = HeadlessScreen(name: "Home")
        let chat = HeadlessScreen(name: "Chat", traits: [42])
        try await navigator.navigate(to: HeadlessWindowRoute().setRoot(to: home.withStackContainer()).makeKeyAndVisible())
        try await navigator.navigate(to: HeadlessWindowRoute().top(.stack).popToRoot().push(chat).push(HeadlessScreen(name: "B")))
        print(window.hierarchyDescription)
        print(window.transitions)
        let stack = try #require(window.rootViewController as? HeadlessNavigationController)
        #expect(stack.viewControllers.map(\.description) == ["Home", "Chat(42)", "B"])
        try await navigator.navigate(to: HeadlessWindowRoute().top(.container).present(HeadlessScreen(name: "Login").withStackContainer()))
        await #expect(throws: ScreenContainerAlreadyPresentingError.self) {
            try await navigator.navigate(to: HeadlessWindowRoute().root.present(HeadlessScreen(name: "X")))
        }
        do {
            try await navigator.navigate(to: HeadlessWindowRoute().root.present(HeadlessScreen(name: "X")))
        } catch { print(error) }
        try await navigator.navigate(to: HeadlessWindowRoute().first(.container(of: chat)).makeVisible())
        print(window.hierarchyDescription)
    }
}
