#if canImport(UIKit)
    import UIKit

    extension ScreenNavigator {
        /// Creates a navigator for the app's key `UIWindow`, found anew at every navigation
        /// (``ScreenKeyWindowProvider``), as Nivelir's `ScreenNavigator()` does.
        ///
        /// It exists only where UIKit does: headless code names its window
        /// (``init(window:iterator:logger:)``) or its scene
        /// (`ScreenNavigator(windowProvider: HeadlessKeyWindowProvider(scene:))`), so a test never
        /// drives whichever window happens to be key.
        /// ```swift
        /// let navigator = ScreenNavigator()
        /// navigator.navigate { route in route.top(.stack).push(chat) }
        /// ```
        /// - Note: A navigation fails with ``ScreenContainerNotFoundError`` when no window is key.
        @available(
            iOSApplicationExtension, unavailable,
            message: "Use init(windowProvider: ScreenKeyWindowProvider(windowScene:)) in app extensions."
        )
        public convenience init(
            iterator: any ScreenIterator = DefaultScreenIterator(),
            logger: (any ScreenLogger)? = DefaultScreenLogger()
        ) {
            self.init(windowProvider: ScreenKeyWindowProvider(), iterator: iterator, logger: logger)
        }
    }
#endif
