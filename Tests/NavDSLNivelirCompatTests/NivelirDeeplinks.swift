import Foundation
import NavDSLHeadless
import NavDSLNivelirCompat  // was: import Nivelir

// A deep link written as Nivelir's README and example app write one (a URL, notification and quick
// action link with a decoded payload and an imperative `navigate`), and the native link that
// navigates the same way: the funnel tests register each and compare the trees.

/// The example app's payload: `room_id` and `chat_id`, from a query, a push or a quick action.
struct ChatDeeplinkPayload: Decodable {
    enum CodingKeys: String, CodingKey {
        case roomID = "room_id"
        case chatID = "chat_id"
    }

    let roomID: Int
    let chatID: Int
}

/// The app's screen factory, which Nivelir gives to `navigate` after `activate(screens:scope:)`.
@MainActor
struct ExampleAppScreens {
    func showChatRoute(roomID: Int, chatID: Int) -> HeadlessWindowRoute {
        HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Chat", traits: [roomID, chatID])).resolve()
    }
}

/// Nivelir's `ChatDeeplink`: `nivelir://chat?room_id=1&chat_id=2`, a push, or a quick action.
@available(*, deprecated, message: "exercises the compat spellings")
struct ChatDeeplink {
    let roomID: Int
    let chatID: Int

    @MainActor
    func navigate(screens: ExampleAppScreens, navigator: ScreenNavigator, handler: DeeplinkHandler) throws {
        navigator.navigate(to: screens.showChatRoute(roomID: roomID, chatID: chatID))
    }
}

@available(*, deprecated, message: "exercises the compat spellings")
extension ChatDeeplink: URLDeeplink {
    static func url(scheme: String?, host: String?, path: [String], query: ChatDeeplinkPayload?, context: Any) throws -> ChatDeeplink? {
        guard let payload = query, scheme == "nivelir", host == "chat" else {
            return nil
        }
        return Self(roomID: payload.roomID, chatID: payload.chatID)
    }
}

@available(*, deprecated, message: "exercises the compat spellings")
extension ChatDeeplink: NotificationDeeplink {
    static func notification(
        requestIdentifier: String, categoryIdentifier: String, actionIdentifier: String, userInfo: ChatDeeplinkPayload, context: Any
    ) throws -> Self? {
        Self(roomID: userInfo.roomID, chatID: userInfo.chatID)
    }
}

@available(*, deprecated, message: "exercises the compat spellings")
extension ChatDeeplink: ShortcutDeeplink {
    static func shortcut(type: String, userInfo: ChatDeeplinkPayload?, context: Any) throws -> ChatDeeplink? {
        guard let payload = userInfo else {
            return nil
        }
        switch type {
        case "FirstChatInFirstRoom", "SecondChatInFirstRoom":
            return Self(roomID: payload.roomID, chatID: payload.chatID)
        default:
            return nil
        }
    }
}

/// A Nivelir link that needs the app's flags as its context, in a scope of its own.
@available(*, deprecated, message: "exercises the compat spellings")
struct RoomDeeplink: URLDeeplink {
    final class Flags {
        let roomsEnabled: Bool
        init(roomsEnabled: Bool) { self.roomsEnabled = roomsEnabled }
    }

    let roomID: Int

    static func url(scheme: String?, host: String?, path: [String], query: String?, context: Flags) throws -> RoomDeeplink? {
        guard host == "room", context.roomsEnabled, let id = path.first.flatMap(Int.init) else { return nil }
        return RoomDeeplink(roomID: id)
    }

    func navigate(screens: ExampleAppScreens, navigator: ScreenNavigator, handler: DeeplinkHandler) throws {
        navigator.navigate(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Room", traits: [roomID])))
    }
}

/// The native spelling of `ChatDeeplink`'s URL form.
struct NativeChatDeeplink: Deeplink {
    let payload: ChatDeeplinkPayload

    static func parse(_ link: DeeplinkURL) throws -> NativeChatDeeplink? {
        guard link.host == "chat" else { return nil }
        return NativeChatDeeplink(payload: try link.decodeQuery(ChatDeeplinkPayload.self))
    }

    func route(screens: ExampleAppScreens) -> HeadlessWindowRoute {
        screens.showChatRoute(roomID: payload.roomID, chatID: payload.chatID)
    }
}
