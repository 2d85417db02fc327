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
