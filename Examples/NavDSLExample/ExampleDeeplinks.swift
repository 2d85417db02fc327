import NavDSLAddons

/// `app://chat/<id>`: the chat deep link of the tour.
struct ChatLink: Deeplink {
    let id: Int

    static func parse(_ link: DeeplinkURL) throws -> ChatLink? {
        guard link.segments.first == "chat" else { return nil }
        let id = try link.parameter("id", at: 1, as: Int.self)
        guard id > 0 else { throw DeeplinkError(.invalidParameter, subject: "id", detail: "chat ids are positive, got \(id).") }
        return ChatLink(id: id)
    }

    func route() -> HeadlessWindowRoute { AppRoutes.chatDeeplink(id) }
}

/// `app://product/<id>`: the promo deep link of the tour.
struct ProductLink: Deeplink {
    let id: Int

    static func parse(_ link: DeeplinkURL) throws -> ProductLink? {
        guard link.segments.first == "product" else { return nil }
        return ProductLink(id: try link.parameter("id", at: 1, as: Int.self))
    }

    func route() -> HeadlessWindowRoute { AppRoutes.productDeeplink(id) }
}

/// `app://news`, `app://settings`: switch tabs.
struct TabLink: Deeplink {
    let screen: AppScreen

    static func parse(_ link: DeeplinkURL) throws -> TabLink? {
        switch link.segments {
        case ["news"]: TabLink(screen: .news)
        case ["settings"]: TabLink(screen: .settings)
        case ["chats"]: TabLink(screen: .chats)
        default: nil
        }
    }

    func route() -> HeadlessWindowRoute { AppRoutes.selectTab(screen) }
}

extension ExampleApp {
    /// The app's deep link manager: every link type registered, both scopes active.
    func makeDeeplinks() -> DeeplinkManager {
        let manager = DeeplinkManager(navigator: navigator, schemes: ["app"])
        manager.register(ChatLink.self)
        manager.register(ProductLink.self)
        manager.register(TabLink.self)
        manager.activate(.launch)
        return manager
    }
}
