#if canImport(UIKit)
    import NavDSL
    import UIKit

    /// State restoration: UIKit asks for an activity when the scene goes to the background and
    /// hands it back in `scene(_:willConnectTo:options:)` as `session.stateRestorationActivity`.
    ///
    /// The activity type is declared in Info.plist's `NSUserActivityTypes`.
    extension SceneDelegate {
        static let restorationActivityType = "com.example.navdsl.navigation"

        func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
            guard let record = navigation?.navigator.restorationRecord(), !record.isEmpty else { return nil }
            return try? record.userActivity(activityType: Self.restorationActivityType)
        }
    }
#endif
