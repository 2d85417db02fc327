import Foundation
import NavDSL
import NavDSLSwiftUI
import Testing

/// Restoration and deep links are platform-neutral: the SwiftUI models answer the same container
/// questions, so a record round-trips and a deep link runs as on the other families.
@MainActor
@Suite struct SwiftUIRestorationAndDeeplinkTests {
    struct ChatDeeplink: Deeplink {
        static let scope = DeeplinkScope.authorized
        let chatID: Int

        static func parse(_ link: DeeplinkURL) throws -> ChatDeeplink? {
            guard link.segments.first == "chat" else { return nil }
            return ChatDeeplink(chatID: try link.parameter("id", at: 1))
        }

        func route() -> SwiftUIWindowRoute {
            SwiftUIWindowRoute()
                .first(.container(of: chat(chatID))).makeVisible()
                .fallback(to: SwiftUIWindowRoute().root.dismissAll().top(.tabs).selectTab(with: .index(0)).top(.stack).push(chat(chatID)))
                .resolve()
        }
    }

    private let registry = ScreenRestorationRegistry<SwiftUIPlatform>().registering(ModelScreen.self)

    @Test func aRecordOfTabsStacksAndSheetsRestoresTheSameTree() async throws {
        let scene = try await ModelScene.tabs()
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.stack).push(chat(1)).push(chat(2)))
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.tabs).selectTab(with: .index(1)))
        try await scene.navigator.navigateAndWait(
            to: SwiftUIWindowRoute().top(.container).present(
                ModelScreen("Compose").withStackContainer().withModalPresentationStyle(.fullScreen)))
        let record = scene.navigator.restorationRecord()
        #expect(record.omissions.isEmpty)
        let data = try record.jsonData()

        let relaunched = try await relaunch(from: data, as: scene)
        #expect(relaunched.window.hierarchyDescription.contains("Chat(2) [top]"))
        #expect(relaunched.window.hierarchyDescription.contains("presents SwiftUIStackModel (fullScreen)"))
        #expect(relaunched.window.transitions.map(\.kind) == [.root, .present], "one change for the root, one per presentation")
        #expect(try relaunched.navigator.restorationRecord().jsonData() == data)
        #expect(relaunched.window.root?.presented?.isFullScreenCover == true)
    }

    @Test func aSplitModelRestoresItsColumnsAndVisibility() async throws {
        let scene = ModelScene()
        let mail = ModelScreen("Folders").withSplitContainer(supplementary: ModelScreen("Inbox"), secondary: ModelScreen("Message"))
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().setRoot(to: mail).makeKeyAndVisible())
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.split).hideColumn(.primary).top(.stack).push(chat(3)))
        let data = try scene.navigator.restorationRecord().jsonData()

        let relaunched = try await relaunch(from: data, as: scene)
        #expect((relaunched.window.root as? SwiftUISplitModel)?.columnVisibility == .doubleColumn)
        #expect(relaunched.window.hierarchyDescription.contains("Chat(3) [top]"))
    }

    /// Restores `data` into a fresh key window, expecting nothing dropped and `scene`'s tree back.
    private func relaunch(from data: Data, as scene: ModelScene) async throws -> ModelScene {
        let relaunched = ModelScene()
        relaunched.window.makeKeyAndVisible()
        let report = try await relaunched.navigator.restore(from: ScreenRestorationRecord(jsonData: data), using: registry)
        #expect(report.drops.isEmpty)
        #expect(relaunched.window.hierarchyDescription == scene.window.hierarchyDescription)
        return relaunched
    }

    @Test func restoringInDeferredModeWaitsForEachChange() async throws {
        let scene = try await ModelScene.home()
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.container).present(ModelScreen("Sheet")))
        let record = scene.navigator.restorationRecord()

        let relaunched = SwiftUIWindowModel(completion: .deferred)
        let navigator = ScreenNavigator(window: relaunched, logger: nil)
        var finished = false
        navigator.restore(from: record, using: registry) { _ in finished = true }
        relaunched.completePendingTransitions()
        #expect(!finished, "the presentation waits for its own acknowledgement")
        relaunched.completePendingTransitions()
        #expect(finished)
        #expect(relaunched.root?.presented?.description == "Sheet")
    }

    @Test func aDeepLinkWaitsForLoginThenOpensTheChat() async throws {
        let scene = ModelScene()
        let deeplinks = DeeplinkManager(navigator: scene.navigator, schemes: ["app"], webHosts: [])
        deeplinks.register(ChatDeeplink.self)
        deeplinks.handle("app://chat/42") { _ in }
        deeplinks.activate(.launch)
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().setRoot(to: ModelScene.twoTabs).makeKeyAndVisible())
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.tabs).selectTab(with: .index(1)))
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.container).present(ModelScreen("Sheet")))

        deeplinks.activate(.authorized)
        for _ in 0..<1_000 where scene.stack(0)?.path.isEmpty == true { await Task.yield() }

        #expect(scene.window.root?.presented == nil)
        #expect(scene.tabsModel?.selectedIndex == 0)
        #expect(scene.names(scene.stack(0)) == ["Chats", "Chat(42)"])

        try await deeplinks.handle("app://chat/42")
        #expect(scene.names(scene.stack(0)) == ["Chats", "Chat(42)"], "already open: shown, not pushed again")
        await #expect(throws: DeeplinkError.self) { try await deeplinks.handle("app://chat/x") }
    }
}
