import NavDSL
import NavDSLHeadless
import Testing

/// Notifications as apps send them: a whole payload decoded by a deep link type, the response's
/// identifiers, the dismiss action, and fields named in errors.
@MainActor
@Suite struct DeeplinkNotificationTests {
    let app = HeadlessApp(root: DeeplinkApp.loggedInTabs())
    let manager: DeeplinkManager

    /// Nivelir's example payload.
    static let nivelirPayload: [AnyHashable: Any] = [
        "aps": ["alert": ["title": "New message", "body": "Hi"], "badge": 1, "sound": "default"], "room_id": 1, "chat_id": 1,
    ]

    init() {
        manager = DeeplinkApp.manager(for: app)
        manager.register(ChatNotificationDeeplink.self)
        manager.activate(.launch)
        manager.activate(.authorized)
    }

    @Test func nivelirsExamplePayloadOpensTheChat() async throws {
        var result: Result<Void, any Error>?
        manager.handle(notification: DeeplinkNotification(userInfo: Self.nivelirPayload)) { result = $0 }
        #expect(throws: Never.self) { try result?.get() }
        #expect(HeadlessTrees.names(app.stack(tab: 0)) == ["Chats", "Chat(1)"])
    }

    @Test func theResponseIdentifiersReachTheTypeAndTheLog() async throws {
        let opened = DeeplinkNotification(
            requestIdentifier: "push-7", categoryIdentifier: "chat", actionIdentifier: "open", userInfo: Self.nivelirPayload)
        #expect(manager.canHandle(notification: opened))
        #expect(manager.handleIfPossible(notification: opened))
        #expect(app.log.lines.contains("Info: Deep link ChatNotificationDeeplink(notification(push-7)) navigates"))
        let muted = DeeplinkNotification(categoryIdentifier: "chat", actionIdentifier: "mute", userInfo: Self.nivelirPayload)
        #expect(!manager.canHandle(notification: muted), "the type ignores its mute action")
    }

    @Test func theDismissActionNeverNavigates() async throws {
        let dismissed = DeeplinkNotification(actionIdentifier: DeeplinkNotification.dismissActionIdentifier, userInfo: Self.nivelirPayload)
        var result: Result<Void, any Error>?
        manager.handle(notification: dismissed) { result = $0 }
        guard case .failure(let error) = result else {
            Issue.record("navigated")
            return
        }
        #expect((error as? DeeplinkError)?.code == .intercepted)
        #expect(app.window.transitions.isEmpty)
    }

    @Test func aBadPayloadIsATypedErrorNamingTheField() async throws {
        let cases: [([AnyHashable: Any], String, DeeplinkError.Code)] = [
            (["chat_id": "x", "room_id": 1], "chat_id", .invalidParameter),
            (["chat_id": 1], "room_id", .missingParameter),
            (["chat_id": 1, "room_id": ["a": 1]], "room_id", .unsupportedParameter),
            (["chat_id": 1, "room_id": 1, "tags": [["x"]]], "tags", .unsupportedParameter),
        ]
        for (payload, field, code) in cases {
            var result: Result<Void, any Error>?
            manager.handle(notification: DeeplinkNotification(userInfo: payload)) { result = $0 }
            guard case .failure(let error) = result else {
                Issue.record("\(field): accepted")
                continue
            }
            #expect((error as? DeeplinkError)?.code == code, "\(field)")
            #expect((error as? DeeplinkError)?.subject == field)
        }
        #expect(app.window.transitions.isEmpty)
    }

    @Test func aTypedPayloadWithAnApsDictionaryStillOpens() async throws {
        #expect(
            manager.handleIfPossible(notification: DeeplinkNotification(userInfo: ["aps": ["badge": 1], "type": "promo", "product": 6])))
        #expect(app.tabBar?.presentedViewController?.description == "Product(6)")
    }

    @Test func aPayloadNobodyRecognisesIsRejected() async throws {
        #expect(!manager.canHandle(notification: DeeplinkNotification(userInfo: ["aps": ["badge": 1]])))
        #expect(!manager.handleIfPossible(notification: DeeplinkNotification(userInfo: ["aps": ["badge": 1]])))
        #expect(app.window.transitions.isEmpty)
    }
}

/// Reads Nivelir's chat notification payload (`room_id`, `chat_id`) and opens the chat.
struct ChatNotificationDeeplink: Deeplink {
    struct Payload: Decodable {
        let roomId: Int
        let chatId: Int
        let tags: [String]?
    }

    static let scope = DeeplinkScope.authorized
    let payload: Payload

    static func parse(notification: DeeplinkNotification, context: Void) throws -> ChatNotificationDeeplink? {
        guard notification.userInfo["chat_id"] != nil, notification.actionIdentifier != "mute" else { return nil }
        let decoder = DeeplinkPayloadDecoder(options: DeeplinkDecodingOptions(keyDecodingStrategy: .convertFromSnakeCase))
        return ChatNotificationDeeplink(payload: try decoder.decode(Payload.self, from: notification.userInfo))
    }

    func route() -> HeadlessWindowRoute { ChatDeeplink(chatID: payload.chatId).route() }
}
