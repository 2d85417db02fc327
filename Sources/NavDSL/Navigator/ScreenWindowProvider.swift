/// Supplies the window a navigation starts from.
///
/// The navigator asks it at the start of every
/// navigation, so the window can change over the app's life (scenes, tests).
@MainActor
public protocol ScreenWindowProvider: AnyObject {
    /// The current window, or `nil` when there is none (the navigation then fails with
    /// ``ScreenContainerNotFoundError``).
    var window: (any ScreenWindowContainer)? { get }
}

/// Holds one window weakly.
///
/// The provider behind `ScreenNavigator(window:)`. The navigator never
/// keeps a window alive.
@MainActor
public final class ScreenWeakWindowProvider: ScreenWindowProvider {
    /// The window, while something else keeps it alive.
    ///
    /// Read at the start of every navigation, and stored only by the initializer, so its accesses
    /// are not checked at run time.
    @exclusivity(unchecked) public private(set) weak var window: (any ScreenWindowContainer)?

    /// Provides `window` without retaining it.
    public init(window: any ScreenWindowContainer) {
        self.window = window
    }
}
