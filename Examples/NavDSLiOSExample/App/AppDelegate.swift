#if canImport(UIKit)
    import NavDSL
    import UIKit
    import UserNotifications

    /// The app's entry point.
    ///
    /// It registers the quick actions and the notification delegate, and gives every window scene a
    /// ``SceneDelegate``. Info.plist keeps the scene manifest of Xcode's app template (it opts the
    /// app into scenes), without a storyboard.
    @main
    final class AppDelegate: UIResponder, UIApplicationDelegate {
        func application(
            _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
        ) -> Bool {
            // Set before launch ends, or a notification that launched the app is missed.
            UNUserNotificationCenter.current().delegate = AppServices.shared.notifications
            application.shortcutItems = QuickActions.items
            return true
        }

        func application(
            _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
            options: UIScene.ConnectionOptions
        ) -> UISceneConfiguration {
            let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
            configuration.delegateClass = SceneDelegate.self
            return configuration
        }
    }
#endif
