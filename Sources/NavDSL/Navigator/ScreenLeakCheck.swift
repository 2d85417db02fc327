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
    package static func snapshot(of window: (any ScreenWindowContainer)?) -> [ObjectIdentifier: ScreenWeakContainer] {
        var containers: [ObjectIdentifier: ScreenWeakContainer] = [:]
        guard let window else { return containers }
        DefaultScreenIterator.walk(from: window) { container in
            containers[ObjectIdentifier(container)] = ScreenWeakContainer(container)
            return true
        }
        return containers
    }
}

/// A weak reference to any container.
@MainActor
package final class ScreenWeakContainer {
    package weak var container: (any ScreenContainer)?

    package init(_ container: any ScreenContainer) {
        self.container = container
    }
}
