/// The undo helpers custom actions use, so a change they make through the public container API is
/// reverted like a built-in action's when a later step of the navigation fails.
///
/// A custom action that calls `container.presentContainer(_:animated:completion:)` directly changes
/// the tree behind the navigation's back: a later failure leaves its modal up. The same call with
/// `undoableBy: navigator` records the inverse change and holds the navigator's queue until the
/// transition ends, exactly as `present(_:)` does:
///
/// ```swift
/// func perform(container: HeadlessViewController, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
///     container.presentContainer(login, animated: true, undoableBy: navigator, completion: completion)
/// }
/// ```
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
        trackChange(.custom, on: queue.owningRun?.currentContainer, undo: undo, completion: completion, change)
    }
}

extension ScreenModalContainer {
    /// Presents `container`; undone (dismissed) when a later step of `navigator`'s navigation fails.
    ///
    /// ```swift
    /// container.presentContainer(login, animated: true, undoableBy: navigator, completion: completion)
    /// ```
    /// - Note: Fails as `presentContainer(_:animated:completion:)` does; completes after the presentation.
    public func presentContainer(
        _ container: Platform.Modal, animated: Bool, undoableBy navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>
    ) {
        presentContainer(container, animated: animated, undo: navigator, completion: completion)
    }

    /// Dismisses what this controller presents; presented again when a later step fails.
    ///
    /// ```swift
    /// container.dismissPresentedContainer(animated: true, undoableBy: navigator, completion: completion)
    /// ```
    /// - Note: Completes at once when nothing is presented; else after the dismissal.
    public func dismissPresentedContainer(
        animated: Bool, undoableBy navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>
    ) {
        dismissPresentedContainer(animated: animated, undo: navigator, completion: completion)
    }
}

extension ScreenStackContainer {
    /// Replaces the stack; the previous stack comes back when a later step fails.
    ///
    /// ```swift
    /// stack.setStackContainers(stack.stackContainers + [chat], animated: true, undoableBy: navigator, completion: completion)
    /// ```
    /// - Note: Fails with the platform's rule error (duplicates, nested stacks); completes after the transition.
    public func setStackContainers(
        _ containers: [Platform.Modal], animated: Bool, undoableBy navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>
    ) {
        setStackContainers(containers, animation: .animated(animated), undo: navigator, completion: completion)
    }
}

extension ScreenTabsContainer {
    /// Selects the tab at `index`; the previous selection comes back when a later step fails.
    ///
    /// ```swift
    /// tabs.selectTabContainer(at: 1, undoableBy: navigator, completion: completion)
    /// ```
    /// - Note: Fails when `index` is out of range; completes after the switch.
    public func selectTabContainer(at index: Int, undoableBy navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        selectTabContainer(at: index, undo: navigator, completion: completion)
    }
}
