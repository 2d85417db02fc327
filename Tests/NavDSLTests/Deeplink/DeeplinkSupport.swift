import NavDSL
import NavDSLHeadless

/// The chat link of the tests, for `app://chat/<id>` or a push `{type: chat, id: <id>}`.
///
/// Shows the chat if open, else pushes it on the chats tab. Needs a logged-in user.
struct ChatDeeplink: Deeplink {
    static let scope = DeeplinkScope.authorized
    let chatID: Int

    static func parse(_ link: DeeplinkURL) throws -> ChatDeeplink? {
        guard link.segments.first == "chat" else { return nil }
        return ChatDeeplink(chatID: try link.parameter("id", at: 1))
    }

    func route() -> HeadlessWindowRoute {
        let chat = HeadlessScreen(name: "Chat", traits: [chatID])
        return HeadlessWindowRoute()
            .first(.container(of: chat)).makeVisible()
            .fallback(
                to: HeadlessWindowRoute().root.dismissAll().top(.tabs).selectTab(with: .container(name: "Chats")).top(.stack).popToRoot()
                    .push(chat))
    }
}

/// `app://promo?product=7&tag=a&tag=b`: presents the product; runs at launch.
struct PromoDeeplink: Deeplink {
    struct Parameters: Decodable, Equatable {
        let product: Int
        let tag: [String]
        let campaign: String?
    }

    let parameters: Parameters

    static func parse(_ link: DeeplinkURL) throws -> PromoDeeplink? {
        guard link.segments.first == "promo" else { return nil }
        return PromoDeeplink(parameters: try link.decodeQuery(Parameters.self))
    }

    func route() -> HeadlessWindowRoute {
        HeadlessWindowRoute().top(.container).present(HeadlessScreen(name: "Product", traits: [parameters.product])).resolve()
    }
}

/// The logged-in app: tabs [Chats stack, Settings], Settings selected.
@MainActor
enum DeeplinkApp {
    static func loggedInTabs() -> HeadlessTabBarController {
        HeadlessTrees.tabsWithStacks([["Chats"], ["!Settings"]], selected: 1)
    }

    static func manager(for app: HeadlessApp) -> DeeplinkManager {
        let manager = DeeplinkManager(navigator: app.navigator, schemes: ["app"], webHosts: ["example.com"])
        manager.register(ChatDeeplink.self)
        manager.register(PromoDeeplink.self)
        return manager
    }
}

/// The app's login state, shared by the login flow and the authorization interceptor.
@MainActor
final class LoginSession {
    var isLoggedIn = false
    /// Set while the login flow is on screen: call it when the user logs in or gives up.
    var finish: (@MainActor (Bool) -> Void)?
}
