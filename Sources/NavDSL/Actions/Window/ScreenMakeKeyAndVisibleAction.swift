/// Shows the window and makes it the key window.
public struct ScreenMakeKeyAndVisibleAction<Container: ScreenWindowContainer>: ScreenAction {
    /// Creates the action.
    public init() {}

    /// `makeKeyAndVisible()`.
    public var description: String { "makeKeyAndVisible()" }

    /// Calls `makeKeyAndVisible()`.
    public func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        container.makeKeyAndVisible()
        completion(.success(()))
    }
}

extension ScreenThenable where Current: ScreenWindowContainer {
    /// Shows the window and makes it key.
    ///
    /// ```swift
    /// HeadlessWindowRoute().setRoot(to: home).makeKeyAndVisible()
    /// ```
    /// - Note: Never fails; completes at once.
    public func makeKeyAndVisible() -> ScreenRoute<Root, Current> {
        then(ScreenMakeKeyAndVisibleAction<Current>())
    }
}

/// Makes the window the key window without changing whether it is shown (UIKit's `makeKey()`).
public struct ScreenMakeKeyAction<Container: ScreenWindowContainer>: ScreenAction {
    /// Creates the action.
    public init() {}

    /// `makeKey()`.
    public var description: String { "makeKey()" }

    /// Calls `makeKey()`.
    public func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        container.makeKey()
        completion(.success(()))
    }
}

extension ScreenThenable where Current: ScreenWindowContainer {
    /// Makes the window key; the scene's previous key window resigns.
    ///
    /// A hidden window stays hidden, as with UIKit's `makeKey()`.
    ///
    /// ```swift
    /// HeadlessWindowRoute().setRoot(to: home).makeKey()
    /// ```
    /// - Note: Never fails; completes at once.
    public func makeKey() -> ScreenRoute<Root, Current> {
        then(ScreenMakeKeyAction<Current>())
    }
}
