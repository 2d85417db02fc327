import Foundation
import NavDSL
import NavDSLHeadless
import Testing

/// The examples of the article "Restore the user's place after a relaunch", run as written
/// (`SavedChatScreen` is the article's `ChatScreen`).
@MainActor
@Suite struct RestorationArticleTests {
    @Test func saveThenRestoreRunAsTheArticleShows() async throws {
        let app = try await HeadlessApp.homeStack()
        try await app.navigator.run {
            $0.setRoot(to: SavedChatScreen(id: 1).withStackContainer()).top(.stack).push(HeadlessScreen(name: "Info")).resolve()
        }
        try await app.navigator.run { $0.top(.container).present(SavedChatScreen(id: 2).withBottomSheet(ScreenSheet(detents: [.medium]))) }

        // Save
        let record = app.navigator.restorationRecord()
        let data = try record.jsonData()
        #expect(try app.navigator.restorationRecord().jsonData() == data)

        // Restore
        let relaunched = RelaunchedApp()
        let registry = ScreenRestorationRegistry<HeadlessPlatform>()
            .registering(SavedChatScreen.self)
            .registering(HeadlessScreen.self)
        let saved = try ScreenRestorationRecord(jsonData: data)
        let report = try await relaunched.navigator.restore(from: saved, using: registry)
        #expect(report.drops.isEmpty)
        #expect(relaunched.window.hierarchyDescription == app.window.hierarchyDescription)
        #expect(relaunched.window.rootViewController?.presentedViewController?.screenSheet?.detents == [.medium])
    }

    @Test func aRefusedStateIsDroppedAndAStackWithNothingLeftTakesTheRootWithIt() async throws {
        let record = ScreenRestorationRecord(nodes: [
            .init(kind: .stack), .init(kind: .screen, parent: 0, relation: .child, screen: "chat", state: "1"),
            .init(kind: .screen, parent: 0, relation: .child, screen: "chat", state: "-5"),
        ])
        let relaunched = RelaunchedApp()
        let report = try await relaunched.navigator.restore(
            from: record, using: ScreenRestorationRegistry<HeadlessPlatform>().registering(SavedChatScreen.self))
        #expect(report.drops == [ScreenRestorationDrop(node: 2, reason: .stateRefused(type: "chat"))])
        let other = RelaunchedApp()
        let error = await #expect(throws: ScreenRestorationError.self) {
            try await other.navigator.restore(
                from: record, using: ScreenRestorationRegistry<HeadlessPlatform>().registering(HeadlessScreen.self))
        }
        #expect(error?.code == .rootNotRestorable)
        #expect(error?.drops.first == ScreenRestorationDrop(node: 0, reason: .nothingLeftInside))
        #expect(other.window.rootViewController == nil)
    }
}
