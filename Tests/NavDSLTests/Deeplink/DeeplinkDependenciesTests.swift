import NavDSL
import NavDSLHeadless
import Testing

/// Deep link types get the app's dependencies without globals: a context at parse time, the
/// screens factory when the link navigates.
@MainActor
@Suite struct DeeplinkDependenciesTests {
    let app = HeadlessApp(root: HeadlessTrees.tabsWithStacks([["Chats"], ["!Settings"]], selected: 0))

    @Test func contextReachesParseAndScreensReachRouteOnlyWhenTheLinkNavigates() async throws {
        let manager = DeeplinkManager(navigator: app.navigator, schemes: ["app"])
        var screensAsked = 0
        manager.register(RoomDeeplink.self, context: RoomFlags(roomsEnabled: true)) {
            screensAsked += 1
            return RoomScreens(title: "Room")
        }
        var result: Result<Void, any Error>?
        manager.handle("app://room/4") { result = $0 }
        #expect(screensAsked == 0, "pending: the screens are not needed yet")
        manager.activate(.launch)
        #expect(throws: Never.self) { try result?.get() }
        #expect(screensAsked == 1)
        #expect(HeadlessTrees.names(app.stack(tab: 0)) == ["Chats", "Room(4)"])
    }

    @Test func theContextDecidesWhatParses() async throws {
        let manager = DeeplinkManager(navigator: app.navigator, schemes: ["app"])
        manager.register(RoomDeeplink.self, context: RoomFlags(roomsEnabled: false)) { RoomScreens(title: "Room") }
        manager.activate(.launch)
        #expect(!manager.canHandle("app://room/4"))
        await #expect { try await manager.handle("app://room/4") } throws: { ($0 as? DeeplinkError)?.code == .unknownDeeplink }
    }

    @Test func aTypeWithoutARouteFailsWithATypedError() async throws {
        let manager = DeeplinkManager(navigator: app.navigator, schemes: ["app"])
        manager.register(RoutelessDeeplink.self)
        manager.activate(.launch)
        await #expect { try await manager.handle("app://nowhere") } throws: {
            ($0 as? DeeplinkError)?.code == .missingRequirement
                && ($0 as? DeeplinkError)?.detail.contains("neither route() nor route(screens:)") == true
        }
        #expect(app.window.transitions.isEmpty)
    }
}

/// Feature flags the app gives the room link at parse time.
struct RoomFlags {
    let roomsEnabled: Bool
}

/// The app's screens factory, given to the room link's route.
@MainActor
struct RoomScreens {
    let title: String
    func room(_ id: Int) -> HeadlessScreen { HeadlessScreen(name: title, traits: [id]) }
}

/// `app://room/<id>`, parsed only while rooms are enabled, built from the app's screens.
struct RoomDeeplink: Deeplink {
    let id: Int

    static func parse(_ link: DeeplinkURL, context: RoomFlags) throws -> RoomDeeplink? {
        guard context.roomsEnabled, link.segments.first == "room" else { return nil }
        return RoomDeeplink(id: try link.parameter("id", at: 1))
    }

    func route(screens: RoomScreens) -> HeadlessWindowRoute {
        HeadlessWindowRoute().top(.stack).push(screens.room(id)).resolve()
    }
}

/// Parses, but implements no route.
private struct RoutelessDeeplink: Deeplink {
    typealias Window = HeadlessWindow

    static func parse(_ link: DeeplinkURL) throws -> RoutelessDeeplink? {
        link.segments == ["nowhere"] ? RoutelessDeeplink() : nil
    }
}
