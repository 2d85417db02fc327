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
    /// This navigator, driving its window's run loop (the window must be a `UIWindow`).
    var driven: DrivenNavigator {
        DrivenNavigator(navigator: self, loop: (window as? UIWindow)?.stubRunLoop ?? StubRunLoop())
    }
}
