#if canImport(UIKit)
    import NavDSL
    import UIKit

    /// The app's screens: view controllers, under the keys the routes search by.
    enum AppChatScreens: ChatScreens {
        typealias Platform = UIKitPlatform

        static var chats: AnyScreen<UIViewController> {
            AnyScreen(name: "Chats") { _ in ChatsViewController() }
        }

        static func chat(id: Int) -> AnyScreen<UIViewController> {
            AnyScreen(name: "Chat", traits: [id]) { _ in ChatViewController(id: id) }
        }
    }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        private(set) var navigator: ScreenNavigator?

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: windowScene)
            let navigator = ScreenNavigator(window: window)
            (self.window, self.navigator) = (window, navigator)
            navigator.navigate(to: ChatRoutes<AppChatScreens>.start)
            navigator.navigate(to: ChatRoutes<AppChatScreens>.openChat(42))  // what a tap or a deep link runs
        }
    }

    /// The README's app: the chats list, a plain controller (a real one lists chats).
    final class ChatsViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Chats"
            view.backgroundColor = .systemBackground
        }
    }

    /// One chat; "Write your own screens" in "Get started" shows how it becomes a screen.
    final class ChatViewController: UIViewController {
        let id: Int

        init(id: Int) {
            self.id = id
            super.init(nibName: nil, bundle: nil)
            title = "Chat \(id)"
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { nil }
    }

    // "Get started", Write your own screens: the app's screen, building its view controller.

    struct ChatScreen: Screen {
        let id: Int
        var name: String { "Chat" }
        var traits: Set<AnyHashable> { [id] }

        func build(navigator: ScreenNavigator) -> UIViewController {
            ChatViewController(id: id)
        }
    }
#endif
