/// A window: the root of a navigation tree (`UIWindow`, `HeadlessWindow`).
@MainActor
public protocol ScreenWindowContainer: ScreenPlatformContainer, ScreenVisibleContainer, ScreenIterableContainer {
    /// The controller installed as the window's root, if any.
    var rootContainer: Platform.Modal? { get }

    /// Whether this window is the key window.
    var isKeyWindow: Bool { get }

    /// Installs `container` as the root (`nil` empties the window). Platforms do not dismiss what
    /// the old root presents; the `setRoot` action does that first.
    func setRootContainer(_ container: Platform.Modal?, animated: Bool, completion: @escaping ScreenCompletion<Void>)

    /// Installs `container` as the root with `animation` (`nil`: none). Platforms without their own
    /// animations get a default that calls ``setRootContainer(_:animated:completion:)``.
    func setRootContainer(_ container: Platform.Modal?, animation: ScreenAnimation?, completion: @escaping ScreenCompletion<Void>)

    /// Shows the window and makes it the key window.
    func makeKeyAndVisible()

    /// Makes the window the key window without changing whether it is shown (UIKit's `makeKey()`).
    func makeKey()

    /// Whether this window's containers can change between main-actor turns with no call made:
    /// a transition that lands a turn later, a view that enters the window at the next layout pass.
    ///
    /// ```swift
    /// window.containersMoveBetweenTurns   // true for a UIWindow, false for a `HeadlessWindow`
    /// ```
    /// A rollback asks it when the platform refuses an undo step because something is still
    /// moving: when `true`, the step is tried again a run-loop turn later, then after longer waits
    /// (see "Using NavDSL with UIKit"); when `false`, at once, so a family whose tree changes only
    /// inside its own calls keeps its navigations synchronous.
    /// - Note: The default answers `false`. Read only after a refusal; never changes the tree.
    var containersMoveBetweenTurns: Bool { get }
}

extension ScreenWindowContainer {
    /// `false`: the tree changes only inside the family's own calls.
    public var containersMoveBetweenTurns: Bool { false }
}

extension ScreenWindowContainer {
    /// Custom windows that do not implement `makeKey()` are made key and shown, which is what
    /// `makeKeyAndVisible()` does; `UIWindow` and `HeadlessWindow` keep the visibility as UIKit does.
    public func makeKey() {
        makeKeyAndVisible()
    }
}

extension ScreenWindowContainer {
    /// Runs the Bool form: `animation != nil`.
    public func setRootContainer(_ container: Platform.Modal?, animation: ScreenAnimation?, completion: @escaping ScreenCompletion<Void>) {
        setRootContainer(container, animated: animation != nil, completion: completion)
    }
}
