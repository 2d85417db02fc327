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
#endif
