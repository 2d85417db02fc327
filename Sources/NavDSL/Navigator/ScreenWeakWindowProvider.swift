/// Holds one window weakly.
///
/// The provider behind `ScreenNavigator(window:)`. The navigator never
/// keeps a window alive.
@MainActor
public final class ScreenWeakWindowProvider: ScreenWindowProvider {
    /// The window, while something else keeps it alive.
    public private(set) weak var window: (any ScreenWindowContainer)?

    /// Provides `window` without retaining it.
    public init(window: any ScreenWindowContainer) {
        self.window = window
    }
}
