#if canImport(UIKit)
    import NavDSL
    #if canImport(NavDSLExampleRoutes)
        // A package product in an app; compiled into the app module itself (SharedRoutes/) otherwise.
        import NavDSLExampleRoutes
    #endif
    import UIKit

    /// What all of the app's scenes share: the signed-in session and the notification delegate.
    ///
    /// Each scene has its own window, navigator and deep links (``SceneNavigation``); a notification
    /// or quick action goes to the scene the user was last in. The app reaches this object through
    /// `AppServices.shared`, never through `UIApplication.shared`, so these sources also compile as
    /// app-extension code.
    @MainActor
    final class AppServices {
        static let shared = AppServices()

        /// Whether the user is signed in, and the login flow on screen if any.
        let session = LoginSession<UIKitScreens>()
        /// The `UNUserNotificationCenter` delegate; it routes opened notifications to ``activeScene``.
        let notifications = NotificationRouter()

        /// The scene the user was last in: where opened notifications navigate.
        private(set) weak var activeScene: SceneNavigation?

        /// Makes `scene` the one notifications go to, and gives it a notification that arrived
        /// before any scene was connected (one that launched the app).
        func activate(_ scene: SceneNavigation) {
            activeScene = scene
            notifications.deliverPending(to: scene)
        }
    }
#endif
