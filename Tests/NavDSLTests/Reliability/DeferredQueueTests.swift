import NavDSL
import NavDSLHeadless
import Testing

/// With deferred animations, navigations requested during a transition wait in the queue and run,
/// each exactly once and in order, as transitions complete.
@MainActor
@Suite struct DeferredQueueTests {
    let app: HeadlessApp

    init() async throws {
        app = try await HeadlessApp.homeStack(animationMode: .deferred)
    }

    @Test func navigationsRequestedDuringATransitionRunAfterItInOrder() async throws {
        var completed: [Int] = []
        for index in 1...5 {
            app.navigator.navigate(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "S\(index)"))) { result in
                if case .success = result { completed.append(index) }
            }
        }
        #expect(app.rootStack?.viewControllers.map(\.description) == ["Home", "S1"])
        #expect(app.navigator.pendingNavigationCount == 4)
        #expect(completed.isEmpty)
        app.window.completePendingTransitions()
        #expect(completed == [1, 2, 3, 4, 5])
        #expect(app.rootStack?.viewControllers.map(\.description) == ["Home", "S1", "S2", "S3", "S4", "S5"])
        #expect(app.window.transitions.filter { $0.kind == .stack }.count == 5)
    }

    @Test func eachStepWaitsForTheTransitionBeforeIt() async throws {
        var finished = false
        let route = HeadlessWindowRoute().top(.container).present(HeadlessScreen(name: "Sheet")).top(.stack).push(
            HeadlessScreen(name: "Chat"))
        app.navigator.navigate(to: route) { _ in finished = true }
        #expect(app.window.transitions.map(\.kind).suffix(1) == [.present])
        #expect(!finished)
        #expect(app.window.completeNextTransition())
        #expect(!finished, "the present completed; the push is waiting for its own transition")
        app.window.completePendingTransitions()
        #expect(finished)
    }

    @Test func presentingWhileADismissalIsInFlightIsRefusedWithUIKitsMessage() async throws {
        try await navigateSettled(HeadlessWindowRoute().top(.container).present(HeadlessScreen(name: "A")).resolve())
        app.window.root?.dismiss(animated: true)
        #expect(app.window.rootViewController?.presentedViewController?.isBeingDismissed == true)
        var result: Result<Void, any Error>?
        app.navigator.navigate(to: HeadlessWindowRoute().root.present(HeadlessScreen(name: "B"))) { result = $0 }
        let violation = try #require(result.flatMap { if case .failure(let error) = $0 { error as? ScreenRuleViolation } else { nil } })
        #expect(violation.rule == .presentationInProgress)
        app.window.completePendingTransitions()
        #expect(app.window.rootViewController?.presentedViewController == nil)
    }

    @Test func hundredNavigationsFiredWithoutAwaitingAllRunOnceInOrder() async throws {
        var order: [Int] = []
        for index in 0..<100 {
            let route =
                index.isMultiple(of: 2)
                ? HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "P\(index)"))
                : HeadlessWindowRoute().top(.stack).pop()
            app.navigator.navigate(to: route) { _ in order.append(index) }
        }
        app.window.completePendingTransitions()
        #expect(order == Array(0..<100))
        #expect(app.rootStack?.viewControllers.map(\.description) == ["Home"])
        #expect(!app.window.hasPendingTransitions)
    }

    private func navigateSettled(_ route: HeadlessWindowRoute) async throws {
        var outcome: Result<Void, any Error>?
        app.navigator.navigate(to: route) { outcome = $0 }
        app.window.completePendingTransitions()
        try #require(outcome).get()
    }
}

extension HeadlessWindow {
    fileprivate var root: HeadlessViewController? { rootViewController }
}
