#if canImport(UIKit)
    import NavDSL
    import UIKit

    /// The home-screen quick actions.
    ///
    /// Their types are deep links: `com.example.navdsl.chat` with an `id` reads as
    /// `navdsl://chat?id=…`, and a URL type is used as it is; `SceneDelegate` hands them to the
    /// scene's deep links like any other link.
    @MainActor
    enum QuickActions {
        /// Set as `application.shortcutItems` at launch (static ones could live in Info.plist).
        static let items = [
            UIApplicationShortcutItem(
                type: "com.example.navdsl.chat", localizedTitle: "Chat with Ann", localizedSubtitle: nil,
                icon: UIApplicationShortcutIcon(systemImageName: "message"), userInfo: ["id": 42 as NSNumber]),
            UIApplicationShortcutItem(
                type: "navdsl://news", localizedTitle: "News", localizedSubtitle: nil,
                icon: UIApplicationShortcutIcon(systemImageName: "newspaper"), userInfo: nil),
        ]
    }
#endif
