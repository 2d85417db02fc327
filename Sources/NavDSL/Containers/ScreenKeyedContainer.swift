/// A container that remembers the key of the screen that built it, so routes can find it again
/// with `.container(of: screen)` or `.container(key:)`.
@MainActor
public protocol ScreenKeyedContainer: ScreenContainer {
    /// The key of the screen this container was built for, or `nil` for containers built by hand
    /// or wrappers made by decorators (those leave the key on the wrapped controller).
    var screenKey: ScreenKey? { get set }
}
