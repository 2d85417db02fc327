import NavDSL
import NavDSLHeadless
import Testing

/// An undo entry whose platform call never calls back (UIKit dropping a refused dismiss during a
/// rollback, review R1) must not hold the navigator's queue: the rollback goes on, the failed
/// navigation reports its error, and later navigations run.
@MainActor
@Suite struct DroppedUndoTests {
    let app: HeadlessApp

    init() async throws {
        app = try await HeadlessApp.homeStack()
    }

    @Test func undoEntryThatDropsItsCompletionDoesNotHoldTheQueue() async throws {
        let navigator = app.navigator
        var first: Result<Void, any Error>?
        let route = HeadlessWindowRoute().top(.stack)
            .get { _ in navigator.recordUndoableChange { _ in } }
            .fail(with: DroppedUndoFailure())
        navigator.navigate(to: route) { first = $0 }
        await waitUntil { first != nil }
        #expect(throws: DroppedUndoFailure.self) { try first?.get() }
        var second: Result<Void, any Error>?
        navigator.navigate(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Chat"))) { second = $0 }
        await waitUntil { second != nil }
        #expect(throws: Never.self) { try second?.get() }
        #expect(app.stackNames == ["Home", "Chat"])
    }

    @Test func entriesAfterTheDroppedOneStillRun() async throws {
        let navigator = app.navigator
        var undone: [String] = []
        var result: Result<Void, any Error>?
        let route = HeadlessWindowRoute().top(.stack)
            .get { _ in
                navigator.recordUndoableChange { done in
                    undone.append("older"); done()
                }
            }
            .get { _ in navigator.recordUndoableChange { _ in undone.append("dropped") } }
            .fail(with: DroppedUndoFailure())
        navigator.navigate(to: route) { result = $0 }
        await waitUntil { result != nil }
        #expect(undone == ["dropped", "older"])
        #expect(throws: DroppedUndoFailure.self) { try result?.get() }
    }

    private func waitUntil(_ condition: () -> Bool) async {
        for _ in 0..<1_000 where !condition() {
            await Task.yield()
        }
    }
}

private struct DroppedUndoFailure: Error {}
