/// An opt-in debug check: after each navigation, every container it removed from the tree (popped,
/// dismissed, replaced) must be deallocated within ``delay``; one still alive is reported through
/// the navigator's logger as a ``ScreenLeakError``.
///
/// ```swift
/// #if DEBUG
/// navigator.leakCheck = ScreenLeakCheck(delay: .seconds(1))
/// #endif
/// ```
/// A leak is usually a closure capturing the controller strongly or a delegate that is not weak.
/// The check costs two walks of the tree per navigation; keep it out of release builds.
public struct ScreenLeakCheck: Sendable {
    /// How long a removed container may live on (UIKit releases dismissed controllers after the
    /// transition, a little later than the completion).
    public var delay: Duration

    /// Creates the check.
    public init(delay: Duration = .seconds(1)) {
        self.delay = delay
    }

    /// Weak references to every container in `window`'s tree.
    @MainActor
    package static func snapshot(of window: (any ScreenWindowContainer)?) -> [ObjectIdentifier: ScreenWeakReference<AnyObject>] {
        var containers: [ObjectIdentifier: ScreenWeakReference<AnyObject>] = [:]
        guard let window else { return containers }
        DefaultScreenIterator.walk(from: window) { container in
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
                let step = ScreenErrorStep(
                    action: navigation.description, container: "\(navigator?.window.map { String(describing: $0) } ?? "no window")")
                navigator?.logger?.error(ScreenLeakError(container: String(describing: container), delay: delay, step: step))
            }
        }
    }
}
