/// Asks the current container to reload its content.
///
/// The container's class is checked when the step runs, so a route over an erased screen
/// (`AnyScreen<HeadlessViewController>`) can end with `refresh()` as in Nivelir.
///
/// ```swift
/// HeadlessWindowRoute().top(.container).then(ScreenRefreshAction())   // what refresh() adds
/// ```
/// - Note: Fails as ``ScreenThenable/refresh()`` fails; completes when the container calls back.
public struct ScreenRefreshAction<Container: ScreenContainer>: ScreenAction {
    /// Creates the action.
    public init() {}

    /// `refresh()`.
    public var description: String { "refresh()" }

    /// Calls `refresh(completion:)` when the container is a ``ScreenRefreshableContainer``.
    public func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        guard let refreshable = container as? any ScreenRefreshableContainer else {
            return completion(
                .failure(
                    ScreenContainerNotSupportedError(
                        container: container,
                        why:
                            "refresh() needs a ScreenRefreshableContainer. Conform its class to ScreenRefreshableContainer, or use get { } instead."
                    )))
        }
        refreshable.refresh { completion(.success(())) }
    }
}

extension ScreenThenable {
    /// Reloads the current container's content.
    ///
    /// ```swift
    /// HeadlessWindowRoute().last(.container(of: inbox)).makeVisible().refresh()
    /// ```
    /// - Note: Fails with ``ScreenContainerNotSupportedError`` when the container found at run time
    ///   is not a ``ScreenRefreshableContainer``; completes when the container calls back.
    public func refresh() -> ScreenRoute<Root, Current> {
        then(ScreenRefreshAction<Current>())
    }
}
