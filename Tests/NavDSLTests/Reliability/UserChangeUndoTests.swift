import NavDSL
import NavDSLHeadless
import Testing

/// What the user changed between a navigation's change and its failure stands: the rollback puts
/// back a stack, a tab selection, tabs or a root only when the container is still as the change
/// left it (review R15).
@MainActor
@Suite struct UserChangeUndoTests {
    struct Failure: Error {}

    @Test func rollbackDoesNotUndoATabTheUserSelected() async throws {
        let app = HeadlessApp.tabs()
        let route = HeadlessWindowRoute().top(.tabs).selectTab(with: .index(1)).wait(for: .milliseconds(250)).fail(with: Failure())
        let running = Task { try await app.navigator.navigateAndWait(to: route) }
        await waitUntil { app.tabBar?.selectedIndex == 1 }
        app.tabBar?.selectedIndex = 2
        await #expect(throws: Failure.self) { try await running.value }
        #expect(app.tabBar?.selectedIndex == 2)
    }

    @Test func rollbackStillUndoesASelectionTheUserLeftAlone() async throws {
        let app = HeadlessApp.tabs()
        let route = HeadlessWindowRoute().top(.tabs).selectTab(with: .index(1)).fail(with: Failure())
        await #expect(throws: Failure.self) { try await app.navigator.navigateAndWait(to: route) }
        #expect(app.tabBar?.selectedIndex == 0)
    }

    @Test func rollbackDoesNotPutBackAStackTheUserChanged() async throws {
        let app = HeadlessApp(root: HeadlessTrees.stack(["Home", "List", "Item"]), logged: false)
        let route = HeadlessWindowRoute().top(.stack).popToRoot().wait(for: .milliseconds(250)).fail(with: Failure())
        let running = Task { try await app.navigator.navigateAndWait(to: route) }
        await waitUntil { app.stackNames == ["Home"] }
        app.rootStack?.pushViewController(HeadlessViewController(screenKey: ScreenKey(name: "Mine")), animated: false)
        await #expect(throws: Failure.self) { try await running.value }
        #expect(app.stackNames == ["Home", "Mine"])
    }

    @Test func rollbackDoesNotPutBackARootTheUserReplaced() async throws {
        let app = try await HeadlessApp.homeStack()
        let route = HeadlessWindowRoute().setRoot(to: HeadlessScreen(name: "Main"), animation: nil).wait(for: .milliseconds(250))
            .fail(with: Failure())
        let running = Task { try await app.navigator.navigateAndWait(to: route) }
        await waitUntil { app.window.rootViewController?.description == "Main" }
        let mine = HeadlessViewController(screenKey: ScreenKey(name: "Mine"))
        app.window.rootViewController = mine
        await #expect(throws: Failure.self) { try await running.value }
        #expect(app.window.rootViewController === mine)
    }

    private func waitUntil(_ condition: () -> Bool) async {
        for _ in 0..<10_000 where !condition() {
            await Task.yield()
        }
    }
}
