#if canImport(UIKit)
    import NavDSL
    import NavDSLAddons
    #if canImport(NavDSLExampleRoutes)
        // A package product in an app; compiled into the app module itself (SharedRoutes/) otherwise.
        import NavDSLExampleRoutes
    #endif
    import UIKit

    /// A scene's navigator and deep link manager, and the one place UIKit's inputs become routes.
    @MainActor
    final class SceneNavigation {
        let window: UIWindow
        let navigator: ScreenNavigator
        let deeplinks: DeeplinkManager
        let services: AppServices

        init(window: UIWindow, services: AppServices) {
            self.window = window
            self.services = services
            // The window itself, not ScreenNavigator(): that one reads UIApplication.shared to find
            // the key window, and with several scenes this scene's window is the right one anyway.
            // The log goes to Console (subsystem com.example.navdsl, category Navigation).
            navigator = ScreenNavigator(window: window, logger: OSScreenLogger(subsystem: "com.example.navdsl"))
            deeplinks = DeeplinkManager(navigator: navigator, schemes: [AppLinkSources.scheme], webHosts: [AppLinkSources.webHost])
            AppLinks<UIKitScreens>.register(in: deeplinks, session: services.session)
        }

        /// Shows the main tabs, rebuilds where the user was before the system ended the app (the
        /// record in `activity`, if any), then lets deep links that arrived during launch run: the
        /// queue runs them after the restore, so a link lands on the restored tree.
        func start(restoring activity: NSUserActivity? = nil) {
            navigator.navigate(to: Routes.start)
            if let activity, let record = try? ScreenRestorationRecord(userActivity: activity) {
                // A record that no longer fits (a newer format, screens since removed) leaves the tabs
                // as the start route made them, or restores what still fits.
                navigator.restore(from: record, using: UIKitScreens.restoration)
            }
            navigator.navigate(to: ScreenWindowRoute()) { [deeplinks] _ in
                deeplinks.activate(.launch)
                deeplinks.activate(.authorized)  // the login interceptor asks for the login when needed
            }
        }

        /// A custom-scheme URL (`navdsl://chat/7`) or a universal link (`https://example.com/chat/7`).
        func open(_ url: URL) {
            deeplinks.handle(url) { [navigator] result in
                guard case .failure(let error) = result, Self.isWorthAnAlert(error) else { return }
                navigator.navigate(to: Routes.alert(for: error))
            }
        }

        /// A universal link the system handed over as a browsing activity; other activities are
        /// left for the features that create them (restoration, Handoff).
        func continueActivity(_ activity: NSUserActivity) {
            guard activity.activityType == NSUserActivityTypeBrowsingWeb, let url = activity.webpageURL else { return }
            open(url)
        }

        /// A home-screen quick action; `false` when no deep link type knows it.
        @discardableResult
        func perform(_ shortcutItem: UIApplicationShortcutItem) -> Bool {
            deeplinks.handleIfPossible(shortcut: DeeplinkShortcut(shortcutItem))
        }

        /// A notification the user opened.
        func open(_ notification: DeeplinkNotification) {
            deeplinks.handleIfPossible(notification: notification)
        }

        /// A malformed or unknown link, or a route that failed, is worth an alert; a link replaced by
        /// a newer one or cancelled at the login is not.
        private static func isWorthAnAlert(_ error: any Error) -> Bool {
            guard let error = error as? DeeplinkError else { return true }
            return ![.superseded, .intercepted, .released].contains(error.code)
        }
    }
#endif
