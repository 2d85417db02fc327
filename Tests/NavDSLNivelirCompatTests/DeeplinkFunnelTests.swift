import Foundation
import NavDSLHeadless
import NavDSLNivelirCompat
import Testing

@available(*, deprecated, message: "exercises the compat spellings")
extension DeeplinkScope {
    /// A scope of its own for `RoomDeeplink`, named as Nivelir names scopes.
    static var rooms: Self { .fromPropertyName() }
}

// Nivelir's deep-link API (types listed in the manager, a context per call, screens given on
// activation) funnelled into the native manager: the same pending, validation and tree as the
// native spelling.
@MainActor
@Suite struct DeeplinkFunnelTests {
    let link = "nivelir://chat?room_id=1&chat_id=2"

    /// A manager made as Nivelir's example app makes it, plus the scheme (Info.plist has none here).
    @available(*, deprecated, message: "exercises the compat spellings")
    func nivelirManager(_ world: CompatWorld) -> DeeplinkManager {
        DeeplinkManager(deeplinkTypes: [ChatDeeplink.self], navigator: world.navigator, schemes: ["nivelir"])
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func urlDeeplinkWaitsForActivateThenPushesAsTheNativeLink() async throws {
        let url = try #require(URL(string: link))
        let compat = CompatWorld()
        let manager = nivelirManager(compat)
        #expect(manager.handleURLIfPossible(url, context: nil))
        #expect(compat.rootStack?.viewControllers.count == 1, "pending until the scope is active")
        manager.activate(screens: ExampleAppScreens(), scope: .default)
        try await compat.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack))  // after the link's navigation

        let native = CompatWorld()
        let nativeManager = DeeplinkManager(navigator: native.navigator, schemes: ["nivelir"])
        nativeManager.register(NativeChatDeeplink.self, screens: { ExampleAppScreens() })
        await confirmation { navigated in
            nativeManager.handle(link) { if case .success = $0 { navigated() } }
            nativeManager.activate(.launch)
        }
        #expect(compat.rootStack?.viewControllers.last?.description == "Chat(1, 2)")
        #expect(compat.state == native.state)
        #expect(manager.isActive(scope: .default) && DeeplinkScope.default == .launch)
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func malformedOrUnknownURLIsRejectedWithoutNavigating() async throws {
        let world = CompatWorld()
        let manager = nivelirManager(world)
        manager.activate(screens: ExampleAppScreens())
        let rejected = [
            "nivelir://chat?room_id=%ZZ&chat_id=2",  // bad percent-encoding
            "nivelir://chat?room_id=one&chat_id=2",  // not an Int
            "nivelir://chat?room_id=1",  // chat_id missing
            "other://chat?room_id=1&chat_id=2",  // a scheme the app does not open
            "nivelir://profile?room_id=1&chat_id=2",  // no type recognises it
        ]
        for text in rejected {
            let url = try #require(URL(string: text), "\(text)")
            #expect(!manager.handleURLIfPossible(url, context: nil), "\(text)")
            #expect(!manager.canHandleURL(url, context: nil), "\(text)")
        }
        try await world.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack))
        #expect(world.rootStack?.viewControllers.count == 1 && world.window.transitions.isEmpty)
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func contextGivenPerCallReachesTheTypeAndScopesActivateApart() async throws {
        let world = CompatWorld()
        let manager = DeeplinkManager(
            deeplinkTypes: [.default: [ChatDeeplink.self], .rooms: [RoomDeeplink.self]], navigator: world.navigator, schemes: ["nivelir"])
        let room = try #require(URL(string: "nivelir://room/5"))
        #expect(!manager.handleURLIfPossible(room, context: RoomDeeplink.Flags(roomsEnabled: false)), "the type said no")
        #expect(!manager.handleURLIfPossible(room, context: "not flags"), "a context of another type rejects the link")
        #expect(manager.handleURLIfPossible(room, context: RoomDeeplink.Flags(roomsEnabled: true)))
        manager.activate(screens: ExampleAppScreens(), scope: .default)
        try await world.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack))
        #expect(world.rootStack?.viewControllers.count == 1, "the rooms scope is not active yet")
        manager.activate(screens: ExampleAppScreens(), scope: .rooms)
        try await world.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack))
        #expect(world.rootStack?.viewControllers.last?.description == "Room(5)")
        manager.deactivate()
        #expect(!manager.isActive(scope: .rooms) && !manager.isActive(scope: .default))
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func notificationAndShortcutReachTheSameType() async throws {
        var states: [String] = []
        for input in ["notification", "shortcut"] {
            let world = CompatWorld()
            let manager = nivelirManager(world)
            manager.activate(screens: ExampleAppScreens())
            let payload: [AnyHashable: Any] = ["aps": ["alert": "Hi"], "room_id": 1, "chat_id": 2]
            let handled =
                input == "notification"
                ? manager.handleNotificationIfPossible(response: DeeplinkNotification(userInfo: payload), context: nil)
                : manager.handleShortcutIfPossible(
                    DeeplinkShortcut(type: "FirstChatInFirstRoom", userInfo: ["room_id": 1, "chat_id": 2]), context: nil)
            #expect(handled, "\(input)")
            let unknown = manager.handleShortcutIfPossible(
                DeeplinkShortcut(type: "Compose", userInfo: ["room_id": 1, "chat_id": 2]), context: nil)
            #expect(!unknown, "the type returns nil for other quick actions")
            try await world.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack))
            states.append(world.state)
        }
        #expect(states.count == 2 && states[0] == states[1] && states[0].contains("Chat"))
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func screensOfAnotherTypeFailTheLinkWithoutNavigating() async throws {
        let world = CompatWorld()
        let manager = nivelirManager(world)
        manager.activate(screens: "not the screens", scope: .default)
        #expect(manager.handleURLIfPossible(try #require(URL(string: link)), context: nil))
        try await world.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack))
        #expect(world.rootStack?.viewControllers.count == 1 && world.window.transitions.isEmpty)
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func queryDecoderDecodesAQueryText() throws {
        let payload = try URLDeeplinkQueryDecoder().decode(ChatDeeplinkPayload.self, from: "room_id=1&chat_id=2")
        #expect(payload.roomID == 1 && payload.chatID == 2)
        #expect(throws: DeeplinkError.self) { try URLDeeplinkQueryDecoder().decode(ChatDeeplinkPayload.self, from: "room_id=1") }
        #expect(throws: DeeplinkError.self) {
            try URLDeeplinkQueryDecoder().decode(ChatDeeplinkPayload.self, from: "room_id=%ZZ&chat_id=2")
        }
        let push = try NotificationDeeplinkUserInfoDecoder().decode(
            ChatDeeplinkPayload.self, from: ["room_id": 3, "chat_id": 4] as [String: Any])
        #expect(push.roomID == 3 && push.chatID == 4)
        let options = URLDeeplinkQueryOptions(dateDecodingStrategy: .iso8601, keyDecodingStrategy: .useDefaultKeys)
        #expect(options.dateDecodingStrategy == .iso8601)
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func managerMadeFromNivelirTypesIsReleased() async throws {
        let world = CompatWorld()
        weak var released: DeeplinkManager?
        do {
            let manager = nivelirManager(world)
            manager.activate(screens: ExampleAppScreens())
            #expect(manager.handleURLIfPossible(try #require(URL(string: link)), context: nil))
            released = manager
        }
        try await world.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack))
        #expect(released == nil, "the screens and registrations do not keep the manager alive")
        #expect(world.rootStack?.viewControllers.last?.description == "Chat(1, 2)")
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func nativeInterceptorSeesTheNivelirValue() async throws {
        final class RoomGate: DeeplinkInterceptor {
            var seen: [Int] = []
            func intercept(
                _ request: DeeplinkRequest, navigator: ScreenNavigator, completion: @escaping @MainActor (DeeplinkInterception) -> Void
            ) {
                guard let chat = request.nivelirDeeplink as? ChatDeeplink else { return completion(.cancel(reason: "not a chat")) }
                seen.append(chat.roomID)
                completion(chat.roomID == 9 ? .cancel(reason: "room 9 is closed") : .proceed)
            }
        }
        let world = CompatWorld()
        let gate = RoomGate()
        let manager = DeeplinkManager(
            deeplinkTypes: [ChatDeeplink.self], interceptors: [gate], navigator: world.navigator, schemes: ["nivelir"])
        manager.activate(screens: ExampleAppScreens())
        #expect(manager.handleURLIfPossible(try #require(URL(string: "nivelir://chat?room_id=9&chat_id=1")), context: nil))
        try await world.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack))
        #expect(gate.seen == [9] && world.rootStack?.viewControllers.count == 1, "the gate cancelled room 9")
        #expect(manager.handleURLIfPossible(try #require(URL(string: link)), context: nil))
        try await world.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack))
        #expect(gate.seen == [9, 1] && world.rootStack?.viewControllers.last?.description == "Chat(1, 2)")
    }
}

/// Nivelir's manager where UIKit is missing and the navigator has no window yet: no window class can
/// be assumed, so no type is registered, the log says why, and a link is refused as unknown.
@MainActor
@Suite struct DeeplinkFunnelWithoutWindowTests {
    #if !canImport(UIKit)
        @available(*, deprecated, message: "exercises the compat spellings")
        @Test func aNavigatorWithoutAWindowRegistersNothingAndLogsWhy() async throws {
            var window: HeadlessWindow? = HeadlessWindow()
            let logger = ScreenRecordingLogger()
            let navigator = ScreenNavigator(window: try #require(window), logger: logger)
            window = nil  // held weakly: the navigator has no window now
            #expect(navigator.window == nil)
            let manager = DeeplinkManager(deeplinkTypes: [ChatDeeplink.self], navigator: navigator, schemes: ["nivelir"])
            #expect(logger.lines.count == 1)
            #expect(logger.lines.first?.contains("its window class is unknown where UIKit is missing") == true)
            let url = try #require(URL(string: "nivelir://chat?room_id=1&chat_id=2"))
            #expect(!manager.handleURLIfPossible(url, context: nil), "no type was registered")
        }
    #endif
}
