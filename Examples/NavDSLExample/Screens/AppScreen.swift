import NavDSLAddons

/// The example app's screens: plain keyed controllers, titled for the tree printout.
///
/// Each case is one module of the app; `traits` carry ids so two chats are two screens.
enum AppScreen: Screen, Codable {
    case login
    case loginPassword
    case loginCode
    case chats
    case chat(id: Int)
    case news
    case article(id: Int)
    case settings
    case product(id: Int)
    case profile
    case whatsNew

    var name: String {
        switch self {
        case .login: "Login"
        case .loginPassword: "LoginPassword"
        case .loginCode: "LoginCode"
        case .chats: "Chats"
        case .chat: "Chat"
        case .news: "News"
        case .article: "Article"
        case .settings: "Settings"
        case .product: "Product"
        case .profile: "Profile"
        case .whatsNew: "WhatsNew"
        }
    }

    var traits: Set<AnyHashable> {
        switch self {
        case .chat(let id), .article(let id), .product(let id): [id]
        default: []
        }
    }

    func build(navigator: ScreenNavigator) -> HeadlessViewController {
        let controller = HeadlessViewController(screenKey: key)
        controller.title = key.description
        return controller
    }
}
