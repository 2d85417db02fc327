import NavDSL
import NavDSLHeadless
import Testing

/// Stand-ins for an app's screens: they carry the app screen's key, a name the catalog lacks is
/// reported by name, and a name listed twice is refused.
@MainActor
@Suite struct HeadlessStandInsTests {
    let window = HeadlessWindow()

    @Test func aStandInCarriesTheKeyOfTheScreenItStandsIn() async throws {
        let key = ScreenKey(name: "Chat", traits: [42])
        let standIn = HeadlessScreen(standingIn: key)
        #expect(standIn.key == key)
        let navigator = ScreenNavigator(window: window, logger: nil)
        let route: HeadlessPlatform.WindowRoute = HeadlessWindowRoute()
            .setRoot(to: HeadlessScreen(name: "Chats").withStackContainer())
            .top(.stack).push(standIn).resolve()
        try await navigator.navigateAndWait(to: route)
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().first(.container(key: key)).makeVisible())
        #expect(window.hierarchyDescription.contains("Chat(42) [top]"))
    }

    @Test func aNameTheCatalogLacksIsReportedAndTheStandInKeepsItsKey() throws {
        var reported: [HeadlessStandInError] = []
        let standIns = try HeadlessStandIns(names: ["Chats"]) { reported.append($0) }
        #expect(standIns.screen(standingIn: ScreenKey(name: "Chats")).name == "Chats")
        #expect(reported.isEmpty)
        let archive = standIns.screen(standingIn: ScreenKey(name: "Archive", traits: [3]))
        #expect(archive.key == ScreenKey(name: "Archive", traits: [3]))
        #expect(reported.map(\.kind) == [.missing])
        #expect(reported.first?.description == "No headless stand-in for the screen Archive(3): add \"Archive\" to the stand-ins' names.")
    }

    @Test func aNameListedTwiceIsRefused() {
        #expect(throws: HeadlessStandInError.self) {
            try HeadlessStandIns(names: ["Chats", "Chat", "Chats"]) { _ in }
        }
        #expect {
            try HeadlessStandIns(names: ["Chats", "Chats"]) { _ in }
        } throws: { error in
            (error as? HeadlessStandInError).map { $0.kind == .collision && $0.name == "Chats" } ?? false
        }
    }
}
