/// Asks the current container to reload its content.
public struct ScreenRefreshAction<Container: ScreenRefreshableContainer>: ScreenAction {
    /// Creates the action.
    public init() {}

    /// `refresh()`.
    public var description: String { "refresh()" }

    /// Calls `refresh(completion:)`.
    public func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        container.refresh { completion(.success(())) }
    }
}

extension ScreenThenable where Current: ScreenRefreshableContainer {
    /// Reloads the current container's content.
    ///
    /// ```swift
    /// HeadlessWindowRoute().first(.container(of: inbox)).then(...).refresh()
    /// ```
    /// - Note: Never fails; completes when the container calls back.
    public func refresh() -> ScreenRoute<Root, Current> {
        then(ScreenRefreshAction<Current>())
    }
}
