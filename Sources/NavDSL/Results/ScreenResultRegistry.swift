/// The navigator's book of result waiters: which ones may claim a screen being built, and which
/// ones wait for a screen on display.
///
/// A result screen built while a navigation runs goes to the newest waiter of the same queue turn
/// (the navigation and those nested in it) that waits for its type and has no screen yet: a
/// navigation nested in a waiting one, waiting for the same type, claims its own screens first.
@MainActor
package final class ScreenResultRegistry {
    /// Set by the navigator that owns the registry, once it is initialized.
    weak var navigator: ScreenNavigator?
    /// Waiters whose navigation runs, oldest first.
    private var claiming: [any ScreenResultWaiting] = []
    /// Waiters whose screen is on display, waiting for its report.
    private var waiting: [any ScreenResultWaiting] = []

    init() {}

    /// Makes the reporter of a screen being built, claimed by the waiter it belongs to, if any.
    package func makeReporter<Value>(for key: ScreenKey, as type: Value.Type) -> ScreenResultReporter<Value> {
        let reporter = ScreenResultReporter<Value>(screenKey: key, navigator: navigator)
        guard let turn = navigator?.queue.current?.turn else { return reporter }
        for waiter in claiming.reversed() where waiter.turn === turn {
            if waiter.claim(reporter) { break }
        }
        return reporter
    }

    /// Makes a waiter for the result of the screen `navigation` shows.
    ///
    /// The waiter takes over the
    /// navigation's completion; set the waiter's completion, then submit the navigation.
    package func waiter<Value>(for navigation: ScreenNavigation, as type: Value.Type) -> ScreenResultWaiter<Value> {
        let waiter = ScreenResultWaiter<Value>(registry: self)
        navigation.didStart = { [weak waiter] turn in waiter?.navigationStarted(in: turn) }
        navigation.completion = { waiter.navigationFinished($0) }
        return waiter
    }

    func startClaiming(_ waiter: any ScreenResultWaiting) {
        claiming.append(waiter)
    }

    func stopClaiming(_ waiter: any ScreenResultWaiting) {
        claiming.removeAll { $0 === waiter }
    }

    func keepWaiting(_ waiter: any ScreenResultWaiting) {
        waiting.append(waiter)
    }

    func stopWaiting(_ waiter: any ScreenResultWaiting) {
        waiting.removeAll { $0 === waiter }
    }

    /// Fails the waits whose screen has left the hierarchy; runs after every top-level navigation.
    package func checkShownScreens() {
        guard !waiting.isEmpty else { return }
        for waiter in waiting {
            waiter.checkShown()
        }
    }

    /// Whether `container` is in the hierarchy of the navigator's window: its parents lead to the
    /// window's root, or to a controller presented from a controller that is in it.
    ///
    /// Structural, so a controller covered by a full-screen modal still counts as shown. Containers
    /// other than controllers always count as shown; only their release ends a wait.
    package func isShown(_ container: any ScreenContainer) -> Bool {
        guard var layer = container as? any ScreenModalContainer else { return true }
        guard let root = navigator?.window?.rootContainer else { return false }
        while true {
            while let parent = layer.parentContainer { layer = parent }
            if layer === root { return true }
            guard let presenter = layer.presentingContainer else { return false }
            layer = presenter
        }
    }
}
