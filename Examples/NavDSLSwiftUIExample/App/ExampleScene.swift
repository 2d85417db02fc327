#if canImport(SwiftUI) && canImport(UIKit)
    import Foundation
    import NavDSL
    import NavDSLSwiftUI
    #if canImport(NavDSLExampleRoutes)
        // A package product in an app; compiled into the app module itself (SharedRoutes/) otherwise.
        import NavDSLExampleRoutes
    #endif
    import SwiftUI

    /// A scene's window model, navigator and deep link manager: the one place SwiftUI's inputs
    /// become routes.
    ///
    /// The window model completes a change when UIKit under SwiftUI acknowledges it
    /// (`.acknowledged`), so a deep link's steps (dismiss, select the tab, pop and push) run one
    /// after the other as each is on screen, with no fixed delays.
    @MainActor
    final class ExampleScene: ObservableObject {
        /// Whether the user is signed in: one session for every scene of the app.
        static let session = LoginSession<SwiftUIScreens>()

        let window = SwiftUIWindowModel(completion: .acknowledged)
        let navigator: ScreenNavigator
        let deeplinks: DeeplinkManager
        /// What went wrong with the last link, shown at the bottom of the scene for a while.
        @Published private(set) var problem: String?

        init(session: LoginSession<SwiftUIScreens>) {
            // The navigator holds the window weakly: this scene object keeps it.
            navigator = ScreenNavigator(window: window, logger: DefaultScreenLogger())
            deeplinks = DeeplinkManager(navigator: navigator, schemes: [AppLinkSources.scheme], webHosts: [AppLinkSources.webHost])
            AppLinks<SwiftUIScreens>.register(in: deeplinks, session: session)
        }

        /// Shows the main tabs, rebuilds where the user was (the record the scene saved, if any),
        /// then lets links that arrived during launch run: the queue runs them after the restore.
        func start(restoring record: ScreenRestorationRecord?) {
            navigator.navigate(to: Routes.start)
            if let record {
                // A record that no longer fits restores what still fits, or leaves the tabs.
                navigator.restore(from: record, using: SwiftUIScreens.restoration)
            }
            navigator.navigate(to: SwiftUIWindowRoute()) { [deeplinks] _ in
                deeplinks.activate(.launch)
                deeplinks.activate(.authorized)  // the login interceptor asks for the login when needed
            }
        }

        /// A link's outcome: a malformed or unknown link, or a route that failed, is worth saying;
        /// a link replaced by a newer one or cancelled at the login is not.
        func report(_ url: URL, _ result: Result<Void, any Error>) {
            guard case .failure(let error) = result else { return }
            if let error = error as? DeeplinkError, [.superseded, .intercepted, .released].contains(error.code) { return }
            problem = "Can't open \(url.absoluteString): \(error)"
            Task { [weak self] in
                try? await Task.sleep(for: .seconds(4))
                self?.problem = nil
            }
        }
    }
#endif
