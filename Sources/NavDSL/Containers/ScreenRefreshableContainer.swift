/// A container that can reload its content on request, used by the `refresh()` action.
@MainActor
public protocol ScreenRefreshableContainer: ScreenContainer {
    /// Reloads the content and calls `completion` when done.
    func refresh(completion: @escaping @MainActor () -> Void)
}
