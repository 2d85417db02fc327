#if canImport(UIKit)
    import UIKit
#endif

extension ScreenNavigator {
    #if canImport(UIKit)
        /// Creates a navigator for the app's key window, found anew at every navigation
        /// (``ScreenKeyWindowProvider``), as Nivelir's `ScreenNavigator()` does.
        ///
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
    #else
        /// Creates a navigator for the newest headless scene's key window, found anew at every
        /// navigation (``HeadlessKeyWindowProvider``), as Nivelir's `ScreenNavigator()` does on UIKit.
        ///
        /// ```swift
        /// let navigator = ScreenNavigator()
        /// navigator.navigate { route in route.top(.stack).push(chat) }
        /// ```
        /// - Note: A navigation fails with ``ScreenContainerNotFoundError`` when no window is key.
        public convenience init(
            iterator: any ScreenIterator = DefaultScreenIterator(),
            logger: (any ScreenLogger)? = DefaultScreenLogger()
        ) {
            self.init(windowProvider: HeadlessKeyWindowProvider(), iterator: iterator, logger: logger)
        }
    #endif
}
