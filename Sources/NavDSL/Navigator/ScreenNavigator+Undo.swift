/// Undoable changes from custom actions: a change a custom action makes is reverted like a built-in
/// action's when a later step of the navigation fails.
///
/// One word for it throughout: an *undoable change* is a change with the code that undoes it.
/// Make one with ``performUndoableChange(_:undo:completion:)``, record one already made with
/// ``recordUndoableChange(undo:)``, or call a container's `undoableBy:` form
/// (`presentContainer(_:animated:undoableBy:completion:)` and its siblings), which pairs the
/// container's own change with its undo:
///
/// ```swift
/// func perform(container: HeadlessViewController, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
///     container.presentContainer(login, animated: true, undoableBy: navigator, completion: completion)
/// }
/// ```
/// Undo runs without animation, newest change first, before the failed navigation completes or its
/// fallback starts.
extension ScreenNavigator {
    /// Makes `change` on behalf of the running step and records `undo` once it succeeded.
    ///
    /// ```swift
    /// navigator.performUndoableChange({ done in badge.show(completion: done) }, undo: { done in badge.hide(); done() }, completion: completion)
    /// ```
    /// - Note: Holds the queue until `change` calls back; `undo` runs without animation, newest
    ///   first, when a later step fails. Outside a navigation nothing is recorded.
    public func performUndoableChange(
        _ change: (_ done: @escaping ScreenCompletion<Void>) -> Void,
        undo: @escaping @MainActor (_ done: @escaping @MainActor () -> Void) -> Void,
        completion: @escaping ScreenCompletion<Void>
    ) {
        performUndoableChange(.custom, on: queue.owningRun?.currentContainer, undo: undo, completion: completion, change)
    }

    /// Records `undo` for a change the running step has already made, so the change is reverted if
    /// a later step of the navigation fails.
    ///
    /// ```swift
    /// let old = stack.stackContainers
    /// stack.setStackContainers(new, animated: true) { result in
    ///     if case .success = result {
    ///         navigator.recordUndoableChange { done in stack.setStackContainers(old, animated: false) { _ in done() } }
    ///     }
    ///     completion(result)
    /// }
    /// ```
    /// - Note: Call it from the action's `perform` or from the completion of the change it made;
    ///   outside a navigation it records nothing. `undo` runs without animation, newest first,
    ///   when a later step fails.
    public func recordUndoableChange(undo: @escaping @MainActor (_ done: @escaping @MainActor () -> Void) -> Void) {
        queue.owningRun?.undoLog?.record(undo)
    }
}
