// The search predicates for split views: `.top(.split)`, `.first(.split)`.

extension ScreenPredicate where Platform: ScreenSplitPlatform, Output == Platform.Split {
    /// Any split view.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.split).showDetail(thread)
    /// ```
    public static var split: Self { Self(described: ".split") { _ in true } }

    /// A split view holding a controller with this key in one of its columns (decorators leave
    /// the key on the wrapped controller).
    ///
    /// ```swift
    /// HeadlessWindowRoute().first(.split(key: folders.key)).showColumn(.primary)
    /// ```
    public static func split(key: ScreenKey) -> Self {
        Self(described: ".split(key: \(key))") { split in
            ScreenSplitColumn.allCases.contains { column in
                split.splitColumnContainer(for: column)?.effectiveScreenKey == key
            }
        }
    }
}
