import NavDSL

/// The example app's screens, as the routes know them: a name and the traits that tell two
/// instances apart, whatever platform builds them.
///
/// Routes, deep links and restoration records speak in these values; an ``AppScreenFactory``
/// turns one into a controller (a `UIViewController` in the app, a stand-in in `swift test`).
public enum AppScreen: Hashable, Codable, Sendable {
    case chats
    case chat(id: Int)
    case news
    case article(id: Int)
    case settings
    case product(id: Int)
    case profile
    case whatsNew
    case mailFolders
    case mailbox(folder: String)
    case message(id: Int)

    /// Every screen name the app has, the result screens and the tab bar included: what a test
    /// builds its headless stand-ins from (`HeadlessStandIns(names: AppScreen.names)`).
    public static let names = [
        "Chats", "Chat", "News", "Article", "Settings", "Product", "Profile", "WhatsNew", "MailFolders", "Mailbox", "Message",
        loginName, chatPickerName, tabsName,
    ]
    /// The login's name (a result screen, see ``LoginScreen``).
    public static let loginName = "Login"
    /// The chat picker's name: one picker, whatever it lists, so routes find it by name.
    public static let chatPickerName = "ChatPicker"
    /// The tab bar's name.
    public static let tabsName = "MainTabs"

    /// The screen's name: what `container(name:)` and the tree printout show.
    public var name: String {
        switch self {
        case .chats: "Chats"
        case .chat: "Chat"
        case .news: "News"
        case .article: "Article"
        case .settings: "Settings"
        case .product: "Product"
        case .profile: "Profile"
        case .whatsNew: "WhatsNew"
        case .mailFolders: "MailFolders"
        case .mailbox: "Mailbox"
        case .message: "Message"
        }
    }

    /// What tells two screens of one name apart: the id, or the folder.
    public var traits: Set<AnyHashable> {
        switch self {
        case .chat(let id), .article(let id), .product(let id), .message(let id): [id]
        case .mailbox(let folder): [folder]
        default: []
        }
    }

    /// The key routes search by, `Chat(7)`; every platform's controller for this screen carries it.
    public var key: ScreenKey { ScreenKey(name: name, traits: traits) }
}
