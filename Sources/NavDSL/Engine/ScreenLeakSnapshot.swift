/// The leak check's bookkeeping (see ``ScreenLeakCheck``): a snapshot of the tree before a
/// top-level navigation, compared with the tree after it.
extension ScreenLeakCheck {
    /// Weak references to every container in `window`'s tree.
    @MainActor
    package static func snapshot(of window: (any ScreenWindowContainer)?) -> [ObjectIdentifier: ScreenWeakReference<AnyObject>] {
        var containers: [ObjectIdentifier: ScreenWeakReference<AnyObject>] = [:]
        guard let window else { return containers }
        ScreenSearchWalk.walk(from: window) { container in
            containers[ObjectIdentifier(container)] = ScreenWeakReference(container)
            return true
        }
        return containers
    }

    /// Reports through `navigator`'s logger the containers of `before` that left the tree and are
    /// still alive after ``delay``; `navigation` names the navigation that removed them.
    @MainActor
    package func reportLeaks(
        of before: [ObjectIdentifier: ScreenWeakReference<AnyObject>], after navigation: ScreenNavigation, navigator: ScreenNavigator
    ) {
        let after = Self.snapshot(of: navigator.window)
        let removed = before.filter { after[$0.key] == nil }.map(\.value)
        guard !removed.isEmpty else { return }
        let delay = delay
        Task { @MainActor [weak navigator] in
            try? await Task.sleep(for: delay)
            for reference in removed {
                guard let container = reference.value else { continue }
                let step = ScreenStep(
                    action: navigation.description, container: "\(navigator?.window.map { String(describing: $0) } ?? "no window")")
                navigator?.logger?.error(ScreenLeakError(container: String(describing: container), delay: delay, step: step))
            }
        }
    }
}
