/// The container changes a navigation can undo: each one is the container's own change, made
/// through ``ScreenNavigator/performUndoableChange(_:undo:completion:)`` with the entry that undoes
/// it, so it holds the navigator's queue until its transition ends and is reverted when a later step
/// of the navigation fails.
///
/// A custom action that calls `container.presentContainer(_:animated:completion:)` directly changes
/// the tree behind the navigation's back: a later failure leaves its modal up. The same call with
/// `undoableBy: navigator` is undone exactly as `present(_:)` is:
///
/// ```swift
/// func perform(container: HeadlessViewController, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
///     container.presentContainer(login, animated: true, undoableBy: navigator, completion: completion)
/// }
/// ```
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
        // Refused before anything changes, as `changeBottomSheet` refuses the same sheet.
        if let violation = ScreenSheetRequest.violation(presenting: container) { return completion(.failure(violation)) }
        navigator.performUndoableChange(.present, on: self, undo: ScreenUndoEntry.dismissing(container), completion: completion) { done in
            presentContainer(container, animated: animated, completion: done)
        }
    }

    /// Dismisses what this controller presents; presented again from the same presenter when a
    /// later step fails.
    ///
    /// ```swift
    /// container.dismissPresentedContainer(animated: true, undoableBy: navigator, completion: completion)
    /// ```
    /// - Note: Completes at once when nothing is presented; else after the dismissal.
    public func dismissPresentedContainer(
        animated: Bool, undoableBy navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>
    ) {
        guard let presented = presentedContainer, let presenter = presented.presentingContainer else {
            return completion(.success(()))
        }
        let undo = ScreenUndoEntry.presentingAgain(presented, from: presenter)
        navigator.performUndoableChange(.dismiss, on: self, undo: undo, completion: completion) { done in
            dismissPresentedContainer(animated: animated, completion: done)
        }
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
        setStackContainers(containers, animation: .animated(animated), undoableBy: navigator, completion: completion)
    }

    /// Replaces the stack with `animation`; the previous stack comes back when a later step fails.
    package func setStackContainers(
        _ containers: [Platform.Modal], animation: ScreenAnimation?, undoableBy navigator: ScreenNavigator,
        completion: @escaping ScreenCompletion<Void>
    ) {
        let undo = ScreenUndoEntry.restoringStack(of: self, replacedBy: containers)
        navigator.performUndoableChange(.stack, on: self, undo: undo, completion: completion) { done in
            setStackContainers(containers, animation: animation, completion: done)
        }
    }

    /// Pops everything above the first `count` controllers (fewer than the stack holds); pushed
    /// back when a later step fails.
    package func popStackContainers(
        keeping count: Int, animation: ScreenAnimation?, undoableBy navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>
    ) {
        let undo = ScreenUndoEntry.pushingBack(poppedFrom: self, keeping: count)
        navigator.performUndoableChange(.stack, on: self, undo: undo, completion: completion) { done in
            popStackContainers(keeping: count, animation: animation, completion: done)
        }
    }

    /// Pushes `containers` on top; taken off again when a later step fails.
    package func pushStackContainers(
        _ containers: [Platform.Modal], animation: ScreenAnimation?, undoableBy navigator: ScreenNavigator,
        completion: @escaping ScreenCompletion<Void>
    ) {
        let undo = ScreenUndoEntry.removing(containers, from: self)
        navigator.performUndoableChange(.stack, on: self, undo: undo, completion: completion) { done in
            pushStackContainers(containers, animation: animation, completion: done)
        }
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
        selectTabContainer(at: index, animation: nil, undoableBy: navigator, completion: completion)
    }

    /// Selects the tab at `index` with `animation`; the previous selection comes back when a later
    /// step fails.
    package func selectTabContainer(
        at index: Int, animation: ScreenAnimation?, undoableBy navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>
    ) {
        navigator.performUndoableChange(
            .selectTab, on: self, undo: ScreenUndoEntry.restoringSelection(of: self, selecting: index), completion: completion
        ) {
            done in
            selectTabContainer(at: index, animation: animation, completion: done)
        }
    }

    /// Replaces the tabs; the previous tabs and selection come back when a later step fails.
    package func setTabContainers(
        _ containers: [Platform.Modal], animated: Bool, undoableBy navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>
    ) {
        navigator.performUndoableChange(
            .tabs, on: self, undo: ScreenUndoEntry.restoringTabs(of: self, replacedBy: containers), completion: completion
        ) { done in
            setTabContainers(containers, animated: animated, completion: done)
        }
    }
}

extension ScreenWindowContainer {
    /// Sets the root; the previous root (or none) comes back when a later step fails.
    package func setRootContainer(
        _ root: Platform.Modal, animation: ScreenAnimation?, undoableBy navigator: ScreenNavigator,
        completion: @escaping ScreenCompletion<Void>
    ) {
        navigator.performUndoableChange(
            .root, on: self, undo: ScreenUndoEntry.restoringRoot(of: self, replacedBy: root), completion: completion
        ) { done in
            setRootContainer(root, animation: animation, completion: done)
        }
    }
}
