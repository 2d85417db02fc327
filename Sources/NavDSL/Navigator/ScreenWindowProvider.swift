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
