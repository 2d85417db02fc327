import NavDSL

/// The deep links the app understands, whatever brought them: `navdsl://chat/7`,
/// `https://example.com/chat/7` (a universal link), the quick action `com.example.navdsl.chat`
/// with `["id": 7]`, or a notification whose payload has a `chat_id`.
@MainActor
public enum AppLinks<Screens: AppScreenFactory> {
    /// Registers every link type, and the login gate for links that need a signed-in user.
    public static func register(in deeplinks: DeeplinkManager, session: LoginSession<Screens>) {
        deeplinks.register(ChatLink<Screens>.self)
        deeplinks.register(ChatNotificationLink<Screens>.self)
        deeplinks.register(ProductLink<Screens>.self)
        deeplinks.register(TabLink<Screens>.self)
        deeplinks.register(ProfileLink<Screens>.self, context: session)
        deeplinks.addInterceptor(
            DeeplinkAuthorizationInterceptor(isAuthorized: { session.isLoggedIn }) { navigator, done in
                session.requestLogin(navigator: navigator) { done((try? $0.get()) != nil) }
            })
    }
}

/// Where links come from: the URL scheme, the universal-link host and the home-screen quick actions.
@MainActor
public enum AppLinkSources {
    /// The app's URL scheme (`CFBundleURLTypes` in Info.plist).
    public static let scheme = "navdsl"
    /// The universal-link host (the `applinks:` associated domain).
    public static let webHost = "example.com"

    /// A home-screen quick action, as plain values; the app makes a `UIApplicationShortcutItem` of it.
    public struct QuickAction: Sendable {
        /// The item's type: a deep link (`com.example.navdsl.chat` reads as `navdsl://chat?…`).
        public let type: String
        /// The title under the icon.
        public let title: String
        /// An SF Symbol's name.
        public let systemImageName: String
        /// The payload, read as query items (`["id": 42]` reads as `?id=42`).
        public let userInfo: [String: Int]

        /// The action as the deep links read it.
        public var shortcut: DeeplinkShortcut { DeeplinkShortcut(type: type, userInfo: userInfo) }
    }

    /// The quick actions: write to Ann (chat 42), and the news tab.
    public static let quickActions = [
        QuickAction(type: "com.example.navdsl.chat", title: "Chat with Ann", systemImageName: "message", userInfo: ["id": 42]),
        QuickAction(type: "\(scheme)://news", title: "News", systemImageName: "newspaper", userInfo: [:]),
    ]
}

// The link types are generic over `Factory`, not `Screens`: `Deeplink.Screens` is the associated
// type of the library's instance-factory form, which these links do not use.

/// `chat/<id>`: opens a chat; needs a signed-in user.
public struct ChatLink<Factory: AppScreenFactory>: Deeplink {
    /// Runs once the user is signed in.
    public static var scope: DeeplinkScope { .authorized }
    /// The chat.
    public let id: Int

    /// `chat/7`, or `chat?id=7` (a quick action's form).
    public static func parse(_ link: DeeplinkURL) throws -> ChatLink? {
        guard link.segments.first == "chat" else { return nil }
        let id = try link.parameter("id", at: 1, as: Int.self)
        guard id > 0 else { throw DeeplinkError(.invalidParameter, subject: "id", detail: "chat ids are positive, got \(id).") }
        return ChatLink(id: id)
    }

    /// ``AppRoutes/chat(_:)``.
    public func route() -> Factory.Platform.WindowRoute { AppRoutes<Factory>.chat(id) }
}

/// A new-message notification (`{"aps": ..., "chat_id": 7}`): opens that chat.
public struct ChatNotificationLink<Factory: AppScreenFactory>: Deeplink {
    /// Runs once the user is signed in.
    public static var scope: DeeplinkScope { .authorized }
    /// The chat.
    public let id: Int

    private struct Payload: Decodable { let chatId: Int }

    /// The payload's `chat_id`; `nil` for a notification without one.
    public static func parse(notification: DeeplinkNotification, context: Void) throws -> ChatNotificationLink? {
        guard notification.userInfo["chat_id"] != nil else { return nil }
        let decoder = DeeplinkPayloadDecoder(options: DeeplinkDecodingOptions(keyDecodingStrategy: .convertFromSnakeCase))
        return ChatNotificationLink(id: try decoder.decode(Payload.self, from: notification.userInfo).chatId)
    }

    /// ``AppRoutes/chat(_:)``.
    public func route() -> Factory.Platform.WindowRoute { AppRoutes<Factory>.chat(id) }
}

/// `product/<id>`: the promo page; anyone may see it.
public struct ProductLink<Factory: AppScreenFactory>: Deeplink {
    /// The product.
    public let id: Int

    /// `product/5`.
    public static func parse(_ link: DeeplinkURL) throws -> ProductLink? {
        guard link.segments.first == "product" else { return nil }
        return ProductLink(id: try link.parameter("id", at: 1, as: Int.self))
    }

    /// ``AppRoutes/product(_:)``.
    public func route() -> Factory.Platform.WindowRoute { AppRoutes<Factory>.product(id) }
}

/// `chats`, `news`, `settings`: switches tabs.
public struct TabLink<Factory: AppScreenFactory>: Deeplink {
    /// The tab's root screen.
    public let tab: AppScreen

    /// `chats`, `news` or `settings`.
    public static func parse(_ link: DeeplinkURL) throws -> TabLink? {
        switch link.segments {
        case ["chats"]: TabLink(tab: .chats)
        case ["news"]: TabLink(tab: .news)
        case ["settings"]: TabLink(tab: .settings)
        default: nil
        }
    }

    /// ``AppRoutes/selectTab(_:)``.
    public func route() -> Factory.Platform.WindowRoute { AppRoutes<Factory>.selectTab(tab) }
}

/// `profile`: the profile, behind the in-route login gate (so it needs no scope of its own).
public struct ProfileLink<Factory: AppScreenFactory>: Deeplink {
    let session: LoginSession<Factory>

    /// `profile`, with the session given at registration.
    public static func parse(_ link: DeeplinkURL, context: LoginSession<Factory>) throws -> ProfileLink? {
        link.segments == ["profile"] ? ProfileLink(session: context) : nil
    }

    /// ``AppRoutes/profile(_:)``.
    public func route() -> Factory.Platform.WindowRoute { AppRoutes<Factory>.profile(session) }
}
