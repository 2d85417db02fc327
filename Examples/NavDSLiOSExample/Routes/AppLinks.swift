#if canImport(UIKit)
    import NavDSL
    import NavDSLAddons
    import UIKit

    /// The deep links the app understands, whatever brought them: `navdsl://chat/7`,
    /// `https://example.com/chat/7` (a universal link), the quick action `com.example.navdsl.chat`
    /// with `["id": 7]`, or a notification whose payload has a `chat_id`.
    @MainActor
    enum AppLinks {
        /// The app's URL scheme (`CFBundleURLTypes` in Info.plist).
        static let scheme = "navdsl"
        /// The universal-link host (the `applinks:` associated domain).
        static let webHost = "example.com"

        /// Registers every link type, and the login gate for links that need a signed-in user.
        static func register(in deeplinks: DeeplinkManager, session: LoginSession) {
            deeplinks.register(ChatLink.self)
            deeplinks.register(ChatNotificationLink.self)
            deeplinks.register(ProductLink.self)
            deeplinks.register(TabLink.self)
            deeplinks.register(ProfileLink.self, context: session)
            deeplinks.addInterceptor(
                DeeplinkAuthorizationInterceptor(isAuthorized: { session.isLoggedIn }) { navigator, done in
                    session.requestLogin(navigator: navigator) { done((try? $0.get()) != nil) }
                })
        }
    }

    /// `chat/<id>`: opens a chat; needs a signed-in user.
    struct ChatLink: Deeplink {
        static let scope = DeeplinkScope.authorized
        let id: Int

        static func parse(_ link: DeeplinkURL) throws -> ChatLink? {
            guard link.segments.first == "chat" else { return nil }
            let id = try link.parameter("id", at: 1, as: Int.self)
            guard id > 0 else { throw DeeplinkError(.invalidParameter, subject: "id", detail: "chat ids are positive, got \(id).") }
            return ChatLink(id: id)
        }

        func route() -> ScreenWindowRoute { AppRoutes.chat(id) }
    }

    /// A new-message notification (`{"aps": ..., "chat_id": 7}`): opens that chat.
    struct ChatNotificationLink: Deeplink {
        static let scope = DeeplinkScope.authorized
        let id: Int

        private struct Payload: Decodable { let chatId: Int }

        static func parse(_ link: DeeplinkURL) throws -> ChatNotificationLink? { nil }

        static func parse(notification: DeeplinkNotification, context: Void) throws -> ChatNotificationLink? {
            guard notification.userInfo["chat_id"] != nil else { return nil }
            let decoder = DeeplinkPayloadDecoder(options: DeeplinkDecodingOptions(keyDecodingStrategy: .convertFromSnakeCase))
            return ChatNotificationLink(id: try decoder.decode(Payload.self, from: notification.userInfo).chatId)
        }

        func route() -> ScreenWindowRoute { AppRoutes.chat(id) }
    }

    /// `product/<id>`: the promo page; anyone may see it.
    struct ProductLink: Deeplink {
        let id: Int

        static func parse(_ link: DeeplinkURL) throws -> ProductLink? {
            guard link.segments.first == "product" else { return nil }
            return ProductLink(id: try link.parameter("id", at: 1, as: Int.self))
        }

        func route() -> ScreenWindowRoute { AppRoutes.product(id) }
    }

    /// `chats`, `news`, `settings`: switches tabs.
    struct TabLink: Deeplink {
        let tab: Tab

        enum Tab { case chats, news, settings }

        static func parse(_ link: DeeplinkURL) throws -> TabLink? {
            switch link.segments {
            case ["chats"]: TabLink(tab: .chats)
            case ["news"]: TabLink(tab: .news)
            case ["settings"]: TabLink(tab: .settings)
            default: nil
            }
        }

        func route() -> ScreenWindowRoute {
            switch tab {
            case .chats: AppRoutes.selectTab(.container(of: ChatsScreen()))
            case .news: AppRoutes.selectTab(.container(of: NewsScreen()))
            case .settings: AppRoutes.selectTab(.container(name: SettingsViewController.screenName))
            }
        }
    }

    /// `profile`: the profile, behind the in-route login gate (so it needs no scope of its own).
    struct ProfileLink: Deeplink {
        let session: LoginSession

        static func parse(_ link: DeeplinkURL, context: LoginSession) throws -> ProfileLink? {
            link.segments == ["profile"] ? ProfileLink(session: context) : nil
        }

        func route() -> ScreenWindowRoute { AppRoutes.profile(session) }
    }
#endif
