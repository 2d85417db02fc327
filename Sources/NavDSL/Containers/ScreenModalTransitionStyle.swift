/// The animation of a presentation: UIKit's `UIModalTransitionStyle`, platform-neutral.
public enum ScreenModalTransitionStyle: String, Sendable, CaseIterable {
    /// Slides up from the bottom (the default).
    case coverVertical
    /// Flips horizontally.
    case flipHorizontal
    /// Cross-fades.
    case crossDissolve
    /// Curls the page up (full-screen presentations only).
    case partialCurl
}
