import NavDSL
import NavDSLHeadless
import Testing

/// What an app delegate asks synchronously: is this URL, quick action or notification ours, and
/// handle it if so; home-screen quick actions go through the registered types.
@MainActor
@Suite struct DeeplinkAppDelegateTests {
    let app = HeadlessApp(root: DeeplinkApp.loggedInTabs())
    let manager: DeeplinkManager

    init() {
        manager = DeeplinkApp.manager(for: app)
        manager.activate(.launch)
        manager.activate(.authorized)
    }

    @Test func canHandleAnswersWithoutNavigating() async throws {
        #expect(manager.canHandle("app://chat/1"))
        #expect(manager.canHandle("https://example.com/chat/1"))
        #expect(!manager.canHandle("http://example.com/chat/1"))
        #expect(!manager.canHandle("app://chat/x"))
        #expect(!manager.canHandle("app://unknown"))
        #expect(app.window.transitions.isEmpty)
    }

    @Test func handleIfPossibleSaysWhetherItTookTheLink() async throws {
        var results: [Result<Void, any Error>] = []
        #expect(!manager.handleIfPossible("app://unknown") { results.append($0) })
        #expect(results.isEmpty, "a link it did not take is not completed")
        #expect(manager.handleIfPossible("app://chat/3") { results.append($0) })
        #expect(results.count == 1)
        #expect(HeadlessTrees.names(app.stack(tab: 0)) == ["Chats", "Chat(3)"])
    }

    @Test func aQuickActionNamedLikeAHostUsesTheRegisteredTypes() async throws {
        let shortcut = DeeplinkShortcut(type: "com.example.app.chat", userInfo: ["id": 42])
        #expect(manager.canHandle(shortcut: shortcut))
        var result: Result<Void, any Error>?
        manager.handle(shortcut: shortcut) { result = $0 }
        #expect(throws: Never.self) { try result?.get() }
        #expect(HeadlessTrees.names(app.stack(tab: 0)) == ["Chats", "Chat(42)"])
    }

    @Test func aQuickActionWhoseTypeIsAURLIsHandledAsThatURL() async throws {
        #expect(manager.handleIfPossible(shortcut: DeeplinkShortcut(type: "app://promo?product=3")))
        #expect(app.tabBar?.presentedViewController?.description == "Product(3)")
    }

    @Test func aQuickActionNobodyRecognisesIsATypedError() async throws {
        #expect(!manager.handleIfPossible(shortcut: DeeplinkShortcut(type: "com.example.app.compose")))
        var result: Result<Void, any Error>?
        manager.handle(shortcut: DeeplinkShortcut(type: "com.example.app.chat", userInfo: ["id": "x\u{0}"])) { result = $0 }
        guard case .failure(let error) = result else {
            Issue.record("accepted")
            return
        }
        #expect((error as? DeeplinkError)?.code == .forbiddenCharacter)
        #expect(app.window.transitions.isEmpty)
    }
}

/// A quick action's type reaches `parse` exactly as the system gives it.
@MainActor
@Suite struct DeeplinkShortcutCaseTests {
    struct RoomDeeplink: Deeplink {
        let type: String
        static func parse(_ link: DeeplinkURL) throws -> RoomDeeplink? {
            link.segments.first == "SecondChatInSecondRoom" ? RoomDeeplink(type: link.host) : nil
        }
        func route() -> HeadlessWindowRoute { HeadlessWindowRoute() }
    }

    @Test func quickActionTypeKeepsItsCase() async throws {
        let window = HeadlessWindow()
        let manager = DeeplinkManager(navigator: ScreenNavigator(window: window, logger: nil), schemes: ["app"])
        manager.register(RoomDeeplink.self)
        manager.activate(.launch)
        let shortcut = DeeplinkShortcut(type: "com.example.SecondChatInSecondRoom")
        #expect(manager.canHandle(shortcut: shortcut), "parse sees 'SecondChatInSecondRoom', not a lowercased type")
        #expect(try DeeplinkURL("app://Chat/1").host == "chat", "a URL's host is still case-insensitive")
    }
}
