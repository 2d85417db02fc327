#if canImport(UIKit)
    import NavDSL
    import UIKit

    /// One window scene: makes its window and ``SceneNavigation``, then passes UIKit's events to it.
    ///
    /// Every way into the app ends in the same place, `navigation.deeplinks`: a URL
    /// (`scene(_:openURLContexts:)`), a universal link (`scene(_:continue:)`), a quick action
    /// (`windowScene(_:performActionFor:completionHandler:)`) and, through ``NotificationRouter``, a
    /// notification. Launch options carry the same inputs; deep links wait until the first screen is up.
    ///
    /// State restoration: `stateRestorationActivity(for:)` (SceneDelegate+Restoration.swift) saves
    /// the tree; ``connect(_:session:options:)`` hands `session.stateRestorationActivity` to the
    /// start, which restores it before the launch's deep links run. Another root (a split view on
    /// iPad) is another start route in the shared `AppRoutes`.
    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        /// This scene's navigator and deep links; `nil` until the scene connects.
        private(set) var navigation: SceneNavigation?

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = scene as? UIWindowScene else { return }
            connect(windowScene, session: session, options: connectionOptions)
        }

        /// Makes the window and the navigation, shows the first screen, then handles what launched the scene.
        func connect(_ windowScene: UIWindowScene, session: UISceneSession, options: UIScene.ConnectionOptions) {
            let window = UIWindow(windowScene: windowScene)
            let navigation = SceneNavigation(window: window, services: .shared)
            (self.window, self.navigation) = (window, navigation)
            navigation.start(restoring: session.stateRestorationActivity)
            AppServices.shared.activate(navigation)
            options.urlContexts.forEach { navigation.open($0.url) }
            options.userActivities.forEach { navigation.continueActivity($0) }
            if let shortcutItem = options.shortcutItem { navigation.perform(shortcutItem) }
            // A notification that launched the app arrives through NotificationRouter, not here.
        }

        func sceneDidBecomeActive(_ scene: UIScene) {
            navigation.map(AppServices.shared.activate)
        }

        func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
            contexts.forEach { navigation?.open($0.url) }
        }

        func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
            navigation?.continueActivity(userActivity)
        }

        func windowScene(
            _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
            completionHandler: @escaping (Bool) -> Void
        ) {
            completionHandler(navigation?.perform(shortcutItem) ?? false)
        }
    }
#endif
