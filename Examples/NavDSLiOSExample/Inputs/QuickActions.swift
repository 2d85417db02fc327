#if canImport(UIKit)
    import NavDSL
    #if canImport(NavDSLExampleRoutes)
        // A package product in an app; compiled into the app module itself (SharedRoutes/) otherwise.
        import NavDSLExampleRoutes
    #endif
    import UIKit

    /// The home-screen quick actions.
    ///
    /// Their types are deep links (`AppLinkSources.quickActions`, shared with the tests):
    /// `com.example.navdsl.chat` with an `id` reads as `navdsl://chat?id=…`, and a URL type is used
    /// as it is; `SceneDelegate` hands them to the scene's deep links like any other link.
    @MainActor
    enum QuickActions {
        /// Set as `application.shortcutItems` at launch (static ones could live in Info.plist).
        static let items = AppLinkSources.quickActions.map { action in
            UIApplicationShortcutItem(
                type: action.type, localizedTitle: action.title, localizedSubtitle: nil,
                icon: UIApplicationShortcutIcon(systemImageName: action.systemImageName),
                userInfo: action.userInfo.isEmpty ? nil : action.userInfo.mapValues { $0 as NSNumber })
        }
    }
#endif
