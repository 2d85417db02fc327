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
        /// Every live scene is searched, so in tests that run in parallel it may find another
        /// test's window: tests use ``init(window:iterator:logger:)`` or ``init(scene:iterator:logger:)``.
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

extension ScreenNavigator {
    /// Creates a navigator for the key window of one headless scene, found anew at every
    /// navigation: `ScreenNavigator()` scoped to a scene the caller owns.
    ///
    /// The form for tests that switch the key window among their own windows; a test with one
    /// window uses ``init(window:iterator:logger:)``. The scene is held weakly.
    /// ```swift
    /// let navigator = ScreenNavigator(scene: window.scene)
    /// ```
    /// - Note: A navigation fails with ``ScreenContainerNotFoundError`` when no window of the scene
    ///   is key, or the scene is gone; other scenes' windows are never used.
    public convenience init(
        scene: HeadlessScene,
        iterator: any ScreenIterator = DefaultScreenIterator(),
        logger: (any ScreenLogger)? = DefaultScreenLogger()
    ) {
        self.init(windowProvider: HeadlessKeyWindowProvider(scene: scene), iterator: iterator, logger: logger)
    }
}
