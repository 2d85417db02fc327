import NavDSL
import NavDSLHeadless
import Testing

/// An empty `Deeplink` conformance is named by the manager instead of every link being "unknown".
///
/// Every requirement has a default (each parse method and each route method defaults to its twin),
/// so an empty conformance compiles.
@MainActor
@Suite struct DeeplinkMissingRequirementTests {
    let app = HeadlessApp(root: HeadlessTrees.stack(["Home"]))

    @Test func anEmptyConformanceIsLoggedAtRegistrationAndNamedWhenALinkMatchesNothing() async throws {
        let manager = DeeplinkManager(navigator: app.navigator, schemes: ["app"])
        manager.register(EmptyDeeplink.self)
        #expect(app.log.lines.contains { $0.contains("(missingRequirement) 'EmptyDeeplink'") })
        manager.activate(.launch)
        await #expect {
            try await manager.handle("app://chat/1")
        } throws: { error in
            guard let error = error as? DeeplinkError else { return false }
            return error.code == .missingRequirement && error.subject == "EmptyDeeplink"
                && error.detail.contains("parse(_:), parse(_:context:) and parse(notification:context:)")
        }
        #expect(app.window.transitions.isEmpty)
    }

    @Test func aLinkAnotherTypeParsesStillNavigates() async throws {
        let manager = DeeplinkManager(navigator: app.navigator, schemes: ["app"])
        manager.register(EmptyDeeplink.self)
        manager.register(ContextChatDeeplink.self, context: "Chat")
        manager.activate(.launch)
        try await manager.handle("app://chat/1")
        #expect(app.stackNames == ["Home", "Chat"])
    }

    @Test func aNotificationMatchingNothingNamesTheEmptyType() async throws {
        let manager = DeeplinkManager(navigator: app.navigator, schemes: ["app"])
        manager.register(EmptyDeeplink.self)
        manager.activate(.launch)
        var result: Result<Void, any Error>?
        manager.handle(notification: DeeplinkNotification(userInfo: ["chat_id": 1])) { result = $0 }
        #expect { try result?.get() } throws: { ($0 as? DeeplinkError)?.code == .missingRequirement }
    }

    @Test func typesImplementingOneParseMethodOfAPairAreNotFlagged() async throws {
        let manager = DeeplinkManager(navigator: app.navigator, schemes: ["app"])
        manager.register(ContextChatDeeplink.self, context: "Chat")
        manager.register(PushOnlyDeeplink.self)
        manager.activate(.launch)
        #expect(!app.log.lines.contains { $0.contains("missingRequirement") })
        await #expect {
            try await manager.handle("app://settings")
        } throws: { ($0 as? DeeplinkError)?.code == .unknownDeeplink }
    }
}

/// The mistake: a conformance with nothing in it compiles.
private struct EmptyDeeplink: Deeplink {
    typealias Window = HeadlessWindow
}

/// Implements only the context form of parse, and only `route(screens:)`'s twin `route()`.
private struct ContextChatDeeplink: Deeplink {
    let name: String

    static func parse(_ link: DeeplinkURL, context: String) throws -> ContextChatDeeplink? {
        link.host == "chat" ? ContextChatDeeplink(name: context) : nil
    }

    func route() -> HeadlessWindowRoute {
        HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: name)).resolve()
    }
}

/// Reads notifications only: it has no URL parse method, and that is not a mistake.
private struct PushOnlyDeeplink: Deeplink {
    static func parse(notification: DeeplinkNotification, context: Void) throws -> PushOnlyDeeplink? {
        notification.userInfo["push_only"] != nil ? PushOnlyDeeplink() : nil
    }

    func route() -> HeadlessWindowRoute { HeadlessWindowRoute() }
}
