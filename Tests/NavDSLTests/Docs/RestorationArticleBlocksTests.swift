import Foundation
import NavDSL
import NavDSLHeadless
import Testing

/// Holds the examples of the DocC article "Restore the user's place after a relaunch" word for word (RestorationArticleTests runs them with the suite's own screens): a chat
/// screen that saves its id, a record saved as JSON and restored through a registry, and the
/// restore requested before the launch's deep links.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct RestorationArticleBlocksTests {
    // Article: the restorable screen
    struct ChatScreen: RestorableScreen {
        let id: Int
        static let screenRestorationType = "chat"  // keep it when you rename the type
        var name: String { "Chat" }
        var traits: Set<AnyHashable> { [id] }
        var screenRestorationState: Int? { id }  // nil: "not restorable right now"

        init(id: Int) { self.id = id }
        init?(screenRestorationState id: Int) {
            guard id >= 0 else { return nil }  // a state that no longer makes sense
            self.init(id: id)
        }

        func build(navigator: ScreenNavigator) -> HeadlessViewController { HeadlessViewController() }
    }
    // Article: end

    /// A link type for the launch: opens a chat on the visible stack.
    struct LaunchLink: Deeplink {
        static let scope = DeeplinkScope.launch
        let id: Int
        static func parse(_ link: DeeplinkURL) throws -> LaunchLink? {
            link.segments.first == "chat" ? LaunchLink(id: try link.parameter("id", at: 1)) : nil
        }
        func route() -> HeadlessWindowRoute { HeadlessWindowRoute().top(.stack).push(ChatScreen(id: id)).resolve() }
    }

    let window = HeadlessWindow()

    private func savedTree() async throws -> (ScreenNavigator, data: Data) {
        let navigator = ScreenNavigator(window: window, logger: nil)
        try await navigator.navigateAndWait(
            to: HeadlessWindowRoute().setRoot(to: HeadlessScreen(name: "Home").withStackContainer()).makeKeyAndVisible())
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(ChatScreen(id: 7)))
        // Article: save
        let record = navigator.restorationRecord()
        let data = try record.jsonData()  // compact JSON, sorted keys: the same tree gives the same bytes
        // Article: end
        return (navigator, data)
    }

    @Test func savedTreeComesBackInAFreshWindow() async throws {
        let (_, data) = try await savedTree()
        let fresh = HeadlessWindow()
        let navigator = ScreenNavigator(window: fresh, logger: nil)
        // Article: restore
        let registry = ScreenRestorationRegistry<HeadlessPlatform>()
            .registering(ChatScreen.self)
            .registering(HeadlessScreen.self)
        let saved = try ScreenRestorationRecord(jsonData: data)
        let report = try await navigator.restore(from: saved, using: registry)
        let drops = report.drops  // what could not come back, as typed values
        // Article: end
        #expect(drops.isEmpty)
        #expect(fresh.hierarchyDescription.contains("Chat(7) [top]"))
    }

    /// Not async on purpose: a scene delegate's synchronous code, where `restore` takes the
    /// completion form and is queued before the links.
    private func restoreThenActivate(_ navigator: ScreenNavigator, _ saved: ScreenRestorationRecord, _ deeplinks: DeeplinkManager) {
        let registry = ScreenRestorationRegistry<HeadlessPlatform>().registering(ChatScreen.self).registering(HeadlessScreen.self)
        // Article: first restore
        navigator.restore(from: saved, using: registry)  // queued first
        deeplinks.activate(.launch)  // the pending link runs after the restore
        // Article: end
    }

    @Test func launchLinkLandsOnTheRestoredTree() async throws {
        let (_, bytes) = try await savedTree()
        let saved = try ScreenRestorationRecord(jsonData: bytes)
        let fresh = HeadlessWindow()
        let navigator = ScreenNavigator(window: fresh, logger: nil)
        let deeplinks = DeeplinkManager(navigator: navigator, schemes: ["app"])
        deeplinks.register(LaunchLink.self)
        let opened = Task { try await deeplinks.handle("app://chat/9") }
        await Task.yield()
        restoreThenActivate(navigator, saved, deeplinks)
        try await opened.value
        #expect(fresh.hierarchyDescription.hasSuffix("Chat(7)\n    Chat(9) [top]"))
    }
}
