import NavDSL
import NavDSLHeadless
import Testing

/// from, get, refresh, wait, fail, nested forms and resolve.
@MainActor
@Suite struct GenericActionsTests {
    let app = HeadlessApp(root: HeadlessTrees.stack(["Home"]))

    @Test func fromMovesToAHeldContainer() async throws {
        let home = try #require(app.rootStack?.topViewController)
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().from(home).present(HeadlessScreen(name: "Sheet")))
        #expect(app.rootStack?.presentedViewController?.description == "Sheet")
    }

    @Test func refreshWaitsForTheContainer() async throws {
        let inbox = RefreshableController(screenKey: ScreenKey(name: "Inbox"))
        let app = HeadlessApp(root: HeadlessPlatform.makeStackContainer(with: [inbox]))
        let refreshable = ScreenPredicate<HeadlessPlatform, RefreshableController>("inbox") { _ in true }
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(refreshable).refresh())
        #expect(inbox.refreshCount == 1)
    }

    @Test func waitDelaysTheNextStepAndHoldsTheQueue() async throws {
        var events: [String] = []
        app.navigator.navigate(to: HeadlessWindowRoute().wait(for: .milliseconds(30)).get { _ in events.append("after wait") }) { _ in }
        app.navigator.navigate(to: HeadlessWindowRoute().get { _ in events.append("next navigation") }) { _ in }
        #expect(events.isEmpty)
        for _ in 0..<300 where events.count < 2 { try await Task.sleep(for: .milliseconds(10)) }
        #expect(events == ["after wait", "next navigation"])
    }

    @Test func failStopsTheRouteWithTheGivenError() async throws {
        var reached = false
        let error = await app.run(HeadlessWindowRoute().fail(with: LoginRequired()).get { _ in reached = true })
        #expect(error is LoginRequired)
        #expect(!reached)
    }

    @Test func failingNestedRouteUndoesTheNestedRoutesBeforeIt() async throws {
        let error = await app.run(
            HeadlessWindowRoute()
                .nested { $0.top(.stack).push(HeadlessScreen(name: "Chat")) { $0.present(HeadlessScreen(name: "Attachments")) } }
                .nested { $0.top(.stack).stackRoot.present(HeadlessScreen(name: "Never")) })
        #expect(error is ScreenContainerNotFoundError, "the second top(.stack) runs under the Attachments modal")
        #expect(HeadlessTrees.names(app.rootStack) == ["Home"])
        #expect(app.rootStack?.presentedViewController == nil)
    }

    @Test func nestedFormsSucceed() async throws {
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute()
                .nested { $0.top(.stack).push(HeadlessScreen(name: "Chat")) { $0.present(HeadlessScreen(name: "Attachments")) } }
                .root.presented.present(HeadlessScreen(name: "Preview")) { $0.get { _ in } })
        #expect(HeadlessTrees.names(app.rootStack) == ["Home", "Chat"])
        #expect(app.rootStack?.presentedViewController?.description == "Attachments")
        #expect(app.rootStack?.presentedViewController?.presentedViewController?.description == "Preview")
    }

    @Test func resolvedRouteIsOneStepThatReturnsToTheRoot() async throws {
        let resolved = HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "A")).resolve()
        #expect(resolved.actions.count == 1)
        #expect(resolved.routeDescription == "{ top(.stack).push(A) }")
        try await app.navigator.navigateAndWait(to: resolved.then(resolved.actions.isEmpty ? resolved : resolved))
        #expect(HeadlessTrees.names(app.rootStack) == ["Home", "A", "A"])
    }
}

/// A controller that counts its refreshes.
@MainActor
final class RefreshableController: HeadlessViewController, ScreenRefreshableContainer {
    private(set) var refreshCount = 0

    func refresh(completion: @escaping () -> Void) {
        refreshCount += 1
        completion()
    }
}

/// An app's own error.
struct LoginRequired: Error {}
