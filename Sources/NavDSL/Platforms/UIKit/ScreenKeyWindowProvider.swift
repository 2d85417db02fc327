#if canImport(UIKit)
    import UIKit

    /// Provides the key window across the app's connected scenes, asked anew at every navigation.
    ///
    /// ```swift
    /// let navigator = ScreenNavigator(windowProvider: ScreenKeyWindowProvider())
    /// ```
    @MainActor
    public final class ScreenKeyWindowProvider: ScreenWindowProvider {
        /// Creates the provider.
        public init() {}

        /// The key window of the first connected window scene that has one.
        public var window: (any ScreenWindowContainer)? {
            UIApplication.shared.connectedScenes
                .compactMap { $0 as? UIWindowScene }
                .flatMap(\.windows)
                .first { $0.isKeyWindow }
        }
    }
#endif
