#if canImport(UIKit)
    import UIKit

    /// Provides the key window across the app's connected scenes, asked anew at every navigation.
    ///
    /// ```swift
    /// let navigator = ScreenNavigator(windowProvider: ScreenKeyWindowProvider())
    /// ```
    ///
    /// `init()` reads `UIApplication.shared`, which app extensions cannot use. An extension (or a
    /// test) passes what it has instead: the application, or the window scene its view is in:
    ///
    /// ```swift
    /// ScreenKeyWindowProvider(windowScene: view.window?.windowScene)   // in an app extension
    /// ```
    @MainActor
    public final class ScreenKeyWindowProvider: ScreenWindowProvider {
        private let scenes: @MainActor () -> [UIScene]

        /// Searches the connected scenes of `UIApplication.shared`; unavailable in app extensions.
        @available(iOSApplicationExtension, unavailable, message: "Use init(windowScene:) or init(application:) in app extensions.")
        public convenience init() {
            self.init(scenes: { Array(UIApplication.shared.connectedScenes) })
        }

        /// Searches the connected scenes of `application`.
        public convenience init(application: UIApplication) {
            self.init(scenes: { [weak application] in application.map { Array($0.connectedScenes) } ?? [] })
        }

        /// Searches the windows of `windowScene` only; holds the scene weakly.
        ///
        /// Works in app extensions, where `view.window?.windowScene` is the extension's scene.
        public convenience init(windowScene: UIWindowScene?) {
            self.init(scenes: { [weak windowScene] in windowScene.map { [$0] } ?? [] })
        }

        private init(scenes: @escaping @MainActor () -> [UIScene]) {
            self.scenes = scenes
        }

        /// The key window of a searched window scene, the foreground-active scenes first.
        ///
        /// Since iOS 15 each scene has its own key window; with two windows of the app side by side
        /// on iPad, the one the user works in is the active scene's (connected scenes are a `Set`,
        /// in no order). One navigator per scene, with ``ScreenNavigator/init(window:iterator:logger:)``,
        /// avoids the question.
        public var window: (any ScreenWindowContainer)? {
            let windowScenes = scenes().compactMap { $0 as? UIWindowScene }
            let ordered =
                windowScenes.filter { $0.activationState == .foregroundActive }
                + windowScenes.filter { $0.activationState != .foregroundActive }
            return ordered.flatMap(\.windows).first { $0.isKeyWindow }
        }
    }
#endif
