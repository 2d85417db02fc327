import NavDSL
import UIKit

/// A navigator's navigations run on the behavioural UIKit's run loop: each call turns the window's
/// loop until the navigation completes (bounded: one that never completes throws
/// `StubRunLoopTimeout` instead of hanging the test), then until its transitions and layout settle.
@MainActor
struct DrivenNavigator {
    let navigator: ScreenNavigator
    let loop: StubRunLoop

    @discardableResult
    func navigate<Route: ScreenThenable>(to route: Route) async throws -> Route.Current where Route.Root: ScreenWindowContainer {
        try await loop.drive { try await navigator.navigateAndWait(to: route) }
    }

    @discardableResult
    func navigate<Container: ScreenContainer, Route: ScreenThenable>(from container: Container?, to route: Route) async throws
        -> Route.Current
    where Route.Root == Container {
        try await loop.drive { try await navigator.navigateAndWait(from: container, to: route) }
    }

    func restore<Platform: ScreenPlatform>(from record: ScreenRestorationRecord, using registry: ScreenRestorationRegistry<Platform>)
        async throws -> ScreenRestorationReport
    {
        try await loop.drive { try await navigator.restore(from: record, using: registry) }
    }
}

extension ScreenNavigator {
    /// A silent navigator on `window` whose adapter calls and bounds run on the window's run loop
    /// (``StubTurns``), as every test of the adapter on the behavioural UIKit makes it.
    static func onStubs(window: UIWindow) -> ScreenNavigator {
        let navigator = ScreenNavigator(window: window, logger: nil)
        StubTurns.install(on: window, for: navigator)
        return navigator
    }

    /// This navigator, driving its window's run loop (the window must be a `UIWindow`), whose
    /// turns the adapter then waits in too (``StubTurns``).
    var driven: DrivenNavigator {
        guard let window = window as? UIWindow else { return DrivenNavigator(navigator: self, loop: StubRunLoop()) }
        StubTurns.install(on: window, for: self)
        return DrivenNavigator(navigator: self, loop: window.stubRunLoop)
    }
}

/// The behavioural UIKit's run loop as the adapter's clock: its "one turn later" (a verdict on a
/// call whose marks show late, a held push) is the stub loop's next turn, and the navigator's
/// bounds (`actionTimeout`, undo steps) count the loop's turns, one per millisecond.
@MainActor
final class StubTurns: ScreenRunLoopTurns {
    private weak var loop: StubRunLoop?

    init(loop: StubRunLoop) {
        self.loop = loop
    }

    func afterTurn(_ body: @escaping @MainActor () -> Void) {
        guard let loop else {
            Task { @MainActor in body() }
            return
        }
        loop.afterTurns(1, body)
    }

    func sleep(for duration: Duration) async {
        await loop?.sleep(for: duration)
    }

    /// Gives `window`'s adapter calls, and `navigator`'s bounds, the window's run loop as their clock.
    static func install(on window: UIWindow, for navigator: ScreenNavigator) {
        guard window.screenRunLoopTurns == nil else { return }
        let loop = window.stubRunLoop
        window.screenRunLoopTurns = StubTurns(loop: loop)
        navigator.sleep = { [weak loop] duration in
            guard let loop else { return }
            await loop.sleep(for: duration)
        }
    }
}
