#if canImport(SwiftUI) && canImport(UIKit)
    import Foundation
    import NavDSL
    import SwiftUI

    private struct ScreenNavigatorKey: EnvironmentKey {
        static let defaultValue: ScreenNavigator? = nil
    }

    private struct SwiftUIAcknowledgerKey: EnvironmentKey {
        static let defaultValue: SwiftUIAcknowledger? = nil
    }

    private struct IsInScreenStackKey: EnvironmentKey {
        static let defaultValue = false
    }

    extension EnvironmentValues {
        /// The navigator of the scene this view is in: what its buttons run routes with.
        ///
        /// ``NavigationSceneView`` puts it here for every screen it renders, sheets and covers
        /// included; `nil` outside one.
        /// ```swift
        /// @Environment(\.screenNavigator) private var navigator
        /// Button("Open chat 7") { navigator?.navigate(to: AppRoutes<SwiftUIScreens>.openChat(7)) }
        /// ```
        /// - Note: Never fails; reading it changes nothing.
        public var screenNavigator: ScreenNavigator? {
            get { self[ScreenNavigatorKey.self] }
            set { self[ScreenNavigatorKey.self] = newValue }
        }

        /// Whether the view is inside a NavDSL stack, whose path setter runs a ``ScreenLink``'s request.
        var isInScreenStack: Bool {
            get { self[IsInScreenStackKey.self] }
            set { self[IsInScreenStackKey.self] = newValue }
        }

        /// The scene's render scheduler, for the model views' observers.
        var swiftUIAcknowledger: SwiftUIAcknowledger? {
            get { self[SwiftUIAcknowledgerKey.self] }
            set { self[SwiftUIAcknowledgerKey.self] = newValue }
        }
    }

    extension View {
        /// Hands the URLs the scene opens (`onOpenURL`: the app's URL scheme) and the universal links
        /// it continues (a browsing-web activity) to the app's deep link manager.
        ///
        /// ```swift
        /// NavigationSceneView(window: window, navigator: navigator).handlesDeeplinks(with: deeplinks)
        /// ```
        /// - Note: A malformed, unknown or failed link goes to `completion` with the manager's typed
        ///   error (``DeeplinkError``) and moves nothing; completes when the link's route finished.
        public func handlesDeeplinks(
            with deeplinks: DeeplinkManager, completion: (@MainActor (URL, Result<Void, any Error>) -> Void)? = nil
        ) -> some View {
            onOpenURL { url in
                deeplinks.handle(url) { completion?(url, $0) }
            }
            .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { activity in
                guard let url = activity.webpageURL else { return }
                deeplinks.handle(url) { completion?(url, $0) }
            }
        }
    }
#endif
