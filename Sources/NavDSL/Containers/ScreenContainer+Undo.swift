/// The container changes NavDSL's actions make, each recording its inverse with the navigator
/// (``ScreenNavigator/recordUndo(_:)``) once it succeeded, so a failed navigation can be undone.
extension ScreenWindowContainer {
    /// Sets the root; undo puts the previous root (or none) back.
    package func setRootContainer(
        _ root: Platform.Modal, animated: Bool, undo navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>
    ) {
        let old = rootContainer
        setRootContainer(root, animated: animated) { result in
            if case .success = result {
                navigator.recordUndo { done in self.setRootContainer(old, animated: false) { _ in done() } }
            }
            completion(result)
        }
    }
}

extension ScreenModalContainer {
    /// Presents; undo dismisses what was presented.
    package func presentContainer(
        _ container: Platform.Modal, animated: Bool, undo navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>
    ) {
        presentContainer(container, animated: animated) { result in
            if case .success = result {
                navigator.recordUndo { done in
                    guard let presenter = container.presentingContainer else { return done() }
                    presenter.dismissPresentedContainer(animated: false) { _ in done() }
                }
            }
            completion(result)
        }
    }

    /// Dismisses what this controller presents; undo presents the same controller again from the
    /// same presenter (it still holds what it presented, so the whole chain comes back).
    package func dismissPresentedContainer(animated: Bool, undo navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        guard let presented = presentedContainer, let presenter = presented.presentingContainer else {
            return completion(.success(()))
        }
        dismissPresentedContainer(animated: animated) { result in
            if case .success = result {
                navigator.recordUndo { done in presenter.presentContainer(presented, animated: false) { _ in done() } }
            }
            completion(result)
        }
    }
}

extension ScreenStackContainer {
    /// Replaces the stack; undo restores the previous stack.
    package func setStackContainers(
        _ containers: [Platform.Modal], animated: Bool, undo navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>
    ) {
        let old = stackContainers
        setStackContainers(containers, animated: animated) { result in
            if case .success = result {
                navigator.recordUndo { done in self.setStackContainers(old, animated: false) { _ in done() } }
            }
            completion(result)
        }
    }
}

extension ScreenTabsContainer {
    /// Selects a tab; undo selects the previously selected one.
    package func selectTabContainer(at index: Int, undo navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        let old = selectedTabContainer.flatMap { selected in tabContainers.firstIndex { $0 === selected } }
        selectTabContainer(at: index) { result in
            if case .success = result, let old {
                navigator.recordUndo { done in self.selectTabContainer(at: old) { _ in done() } }
            }
            completion(result)
        }
    }

    /// Replaces the tabs; undo restores the previous tabs and selection.
    package func setTabContainers(
        _ containers: [Platform.Modal], animated: Bool, undo navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>
    ) {
        let old = tabContainers
        let oldSelection = selectedTabContainer.flatMap { selected in old.firstIndex { $0 === selected } }
        setTabContainers(containers, animated: animated) { result in
            if case .success = result {
                navigator.recordUndo { done in
                    self.setTabContainers(old, animated: false) { _ in
                        guard let oldSelection else { return done() }
                        self.selectTabContainer(at: oldSelection) { _ in done() }
                    }
                }
            }
            completion(result)
        }
    }
}
