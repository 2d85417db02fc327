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
