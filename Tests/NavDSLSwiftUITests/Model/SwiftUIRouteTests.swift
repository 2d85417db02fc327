import NavDSL
import NavDSLSwiftUI
import Testing

/// Routes run unchanged on the SwiftUI models: the verbs, searches and makeVisible.
@MainActor
@Suite struct SwiftUIRouteTests {
    @Test func setRootPushPresentSelectDismissAll() async throws {
        let scene = try await ModelScene.tabs()
        let navigator = scene.navigator
        try await navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.stack).push(chat(1)).push(chat(2)))
        #expect(scene.stack(0)?.path.map(\.description) == ["Chat(1)", "Chat(2)"])
        try await navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.tabs).selectTab(with: .index(1)))
        #expect(scene.tabsModel?.selectedIndex == 1)
        try await navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.container).present(ModelScreen("Login").withStackContainer()))
        #expect((scene.window.root?.presented as? SwiftUIStackModel)?.root?.description == "Login")
        try await navigator.navigateAndWait(to: SwiftUIWindowRoute().root.dismissAll())
        #expect(scene.window.root?.presented == nil)
        #expect(scene.window.transitions.map(\.kind) == [.root, .stack, .selectTab, .present, .dismiss])
    }
}
