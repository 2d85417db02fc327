import NavDSL

// The headless platform's former navigator shortcuts. The core's navigator names no test-platform
// type: headless code passes a `HeadlessKeyWindowProvider`, the mirror of UIKit's
// `ScreenKeyWindowProvider(windowScene:)`. Both forms below go at the next release.

extension ScreenNavigator {
    /// Creates a navigator for the key window of one headless scene: the form before the window
    /// provider took its place.
    ///
    /// ```swift
    /// let navigator = ScreenNavigator(windowProvider: HeadlessKeyWindowProvider(scene: window.scene))
    /// ```
    /// - Note: Deprecated: kept for one release; write
    ///   `ScreenNavigator(windowProvider: HeadlessKeyWindowProvider(scene: scene))`. A navigation
    ///   fails with `ScreenContainerNotFoundError` when no window of the scene is key.
    @available(
        *, deprecated,
        message: "Write ScreenNavigator(windowProvider: HeadlessKeyWindowProvider(scene: scene), ...)"
    )
    public convenience init(
        scene: HeadlessScene,
        iterator: any ScreenIterator = DefaultScreenIterator(),
        logger: (any ScreenLogger)? = DefaultScreenLogger()
    ) {
        self.init(windowProvider: HeadlessKeyWindowProvider(scene: scene), iterator: iterator, logger: logger)
    }

    #if !canImport(UIKit)
        /// Creates a navigator for the newest headless scene's key window: what `ScreenNavigator()`
        /// meant where UIKit is not available.
        ///
        /// `ScreenNavigator()` is Nivelir's spelling for the key `UIWindow` and exists only with UIKit;
        /// a test names its window or its scene instead.
        /// ```swift
        /// let navigator = ScreenNavigator(window: window)
        /// ```
        /// - Note: Deprecated: kept for one release; write
        ///   `ScreenNavigator(windowProvider: HeadlessKeyWindowProvider())`, or better a scene or a
        ///   window the caller owns. A navigation fails with `ScreenContainerNotFoundError` when no
        ///   window is key.
        @available(
            *, deprecated,
            message:
                "ScreenNavigator() is the key UIWindow: write ScreenNavigator(window:) or ScreenNavigator(windowProvider: HeadlessKeyWindowProvider(scene:))"
        )
        public convenience init(
            iterator: any ScreenIterator = DefaultScreenIterator(),
            logger: (any ScreenLogger)? = DefaultScreenLogger()
        ) {
            self.init(windowProvider: HeadlessKeyWindowProvider(), iterator: iterator, logger: logger)
        }
    #endif
}
