import NavDSL
import NavDSLHeadless
import Testing

/// A navigation whose task is cancelled does not run (before its turn) or stops (mid-route),
/// reports ScreenCanceledError, leaves the tree as it was, and the queue goes on.
@MainActor
@Suite struct CancellationTests {
    let app: HeadlessApp

    init() async throws {
        app = try await HeadlessApp.homeStack(animationMode: .deferred)
    }

    @Test func navigationCancelledBeforeItsTurnDoesNotRun() async throws {
        app.navigator.navigate(to: HeadlessWindowRoute().top(.container).present(HeadlessScreen(name: "Sheet"))) { _ in }
        let queued = Task {
            try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Chat")))
        }
        await waitUntil { app.navigator.pendingNavigationCount == 1 }
        queued.cancel()
        await Task.yield()
        await Task.yield()
        app.window.completePendingTransitions()
        await #expect(throws: ScreenCanceledError.self) { try await queued.value }
        #expect(app.rootStack?.viewControllers.map(\.description) == ["Home"])
    }

    @Test func navigationCancelledMidRouteStopsUndoesAndTheQueueGoesOn() async throws {
        let route = HeadlessWindowRoute().top(.container).present(HeadlessScreen(name: "Sheet")).stack.push(HeadlessScreen(name: "Chat"))
        let running = Task { try await app.navigator.navigateAndWait(to: route) }
        await waitUntil { app.window.hasPendingTransitions }
        var next: Result<Void, any Error>?
        app.navigator.navigate(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Next"))) { next = $0 }
        running.cancel()
        await Task.yield()
        await Task.yield()
        app.window.completePendingTransitions()
        await #expect(throws: ScreenCanceledError.self) { try await running.value }
        #expect(app.window.rootViewController?.presentedViewController == nil, "the present was undone")
        app.window.completePendingTransitions()
        #expect(throws: Never.self) { try next?.get() }
        #expect(app.rootStack?.viewControllers.map(\.description) == ["Home", "Next"])
    }

    @Test func alreadyCancelledTaskFailsAtOnce() async throws {
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Chat")))
        }
        await #expect(throws: ScreenCanceledError.self) { try await task.value }
        #expect(app.rootStack?.viewControllers.count == 1)
    }

    private func waitUntil(_ condition: () -> Bool) async {
        for _ in 0..<1_000 where !condition() {
            await Task.yield()
        }
    }
}
