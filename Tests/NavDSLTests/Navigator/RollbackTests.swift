import NavDSL
import NavDSLHeadless
import Testing

/// A failed navigation leaves the tree as it was: every change its earlier steps made is undone,
/// newest first, without animation.
@MainActor
@Suite struct RollbackTests {
    let app: HeadlessApp

    init() async throws {
        app = try await HeadlessApp.homeStack()
    }

    @Test func failedStepUndoesEarlierPushAndPresent() async throws {
        let before = app.window.hierarchyDescription
        let route = HeadlessWindowRoute()
            .top(.stack).push(HeadlessScreen(name: "Chat"))
            .top(.container).present(HeadlessScreen(name: "Sheet"))
            .top(.tabs).selectTab(with: .index(0))
        await #expect(throws: ScreenContainerNotFoundError.self) { try await app.navigator.navigateAndWait(to: route) }
        #expect(app.window.hierarchyDescription == before)
        #expect(app.window.transitions.map(\.kind) == [.stack, .present, .dismiss, .stack])
        #expect(app.window.transitions.suffix(2).allSatisfy { !$0.animated })
    }

    @Test func failedRouteRestoresDismissedChainAndOldRoot() async throws {
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.container).present(HeadlessScreen(name: "A")).top(.container).present(HeadlessScreen(name: "B")))
        let before = app.window.hierarchyDescription
        let route = HeadlessWindowRoute().setRoot(to: HeadlessScreen(name: "Login")).fail(with: ScreenCanceledError())
        await #expect(throws: ScreenCanceledError.self) { try await app.navigator.navigateAndWait(to: route) }
        #expect(app.window.hierarchyDescription == before)
    }

    @Test func failedRouteAfterMergedPopsPutsTheSameControllersBack() async throws {
        let pushes = ["A", "B", "C", "D"].reduce(HeadlessWindowRoute().top(.stack)) { $0.push(HeadlessScreen(name: $1)) }
        try await app.navigator.navigateAndWait(to: pushes)
        let stack = try #require(app.rootStack)
        let before = stack.viewControllers

        let route = HeadlessWindowRoute().top(.stack).pop().pop(to: .container(name: "A")).fail(with: ScreenCanceledError())
        await #expect(throws: ScreenCanceledError.self) { try await app.navigator.navigateAndWait(to: route) }

        #expect(stack.viewControllers.count == before.count)
        #expect(zip(stack.viewControllers, before).allSatisfy { $0 === $1 }, "the very controllers, in order")
        #expect(stack.viewControllers.allSatisfy { $0.parent === stack })
        #expect(app.window.transitions.suffix(2).map(\.animated) == [true, false], "one merged pop, one silent undo")
    }

    @Test func aPopThatFindsNothingChangesNothing() async throws {
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "A")))
        let before = app.window.hierarchyDescription
        let transitions = app.window.transitions.count

        let route = HeadlessWindowRoute().top(.stack).pop().pop(to: .container(name: "Missing"))
        await #expect(throws: ScreenContainerNotFoundError.self) { try await app.navigator.navigateAndWait(to: route) }

        #expect(app.window.hierarchyDescription == before)
        #expect(app.window.transitions.count == transitions, "the pops merged into one edit that never ran")
    }

    @Test(.timeLimit(.minutes(1))) func aPopUndoLeavesAStackTheUserChangedSinceAsItIs() async throws {
        try await app.navigator.navigateAndWait(
            to: ["A", "B", "C"].reduce(HeadlessWindowRoute().top(.stack)) { $0.push(HeadlessScreen(name: $1), animation: nil) })
        let stack = try #require(app.rootStack)
        let held = HeldAction()
        let running = Task { try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).pop(animation: nil).then(held)) }
        while held.completion == nil { await Task.yield() }

        stack.popViewController(animated: false)  // the user, while the step waits
        held.completion?(.failure(ScreenCanceledError()))
        await #expect(throws: ScreenCanceledError.self) { try await running.value }

        #expect(app.stackNames == ["Home", "A"], "the user's pop stands")
    }

    @Test func fallbackStartsFromTheTreeBeforeThePrimaryRoute() async throws {
        let route = HeadlessWindowRoute()
            .top(.stack).push(HeadlessScreen(name: "Half"))
            .first(.container(name: "Missing"))
            .fallback(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Chat")))
        try await app.navigator.navigateAndWait(to: route)
        #expect(app.rootStack?.viewControllers.map(\.description) == ["Home", "Chat"])
    }

    @Test func successfulNestedRouteIsUndoneWhenTheOuterRouteFails() async throws {
        let route = HeadlessWindowRoute()
            .nested { $0.top(.stack).push(HeadlessScreen(name: "Nested")) }
            .first(.container(name: "Missing"))
        await #expect(throws: ScreenContainerNotFoundError.self) { try await app.navigator.navigateAndWait(to: route) }
        #expect(app.rootStack?.viewControllers.map(\.description) == ["Home"])
    }

    @Test func cauterizedFailureIsUndoneAndTheRouteGoesOn() async throws {
        let route = HeadlessWindowRoute()
            .top(.stack).push(HeadlessScreen(name: "Half")).fail(with: ScreenCanceledError())
            .cauterize()
            .top(.stack).push(HeadlessScreen(name: "After"))
        try await app.navigator.navigateAndWait(to: route)
        #expect(app.rootStack?.viewControllers.map(\.description) == ["Home", "After"])
    }

    @Test func actionThatNeverCompletesTimesOutAndTheQueueGoesOn() async throws {
        app.navigator.actionTimeout = .milliseconds(20)
        let stuck = HeadlessWindowRoute().then(NeverCompletingAction())
        await #expect(throws: ScreenActionTimeoutError.self) { try await app.navigator.navigateAndWait(to: stuck) }
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Next")))
        #expect(app.rootStack?.viewControllers.map(\.description) == ["Home", "Next"])
    }

    @Test func secondCompletionIsIgnoredAndLogged() async throws {
        let log = ScreenRecordingLogger()
        let navigator = ScreenNavigator(window: app.window, logger: log)
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().then(DoubleCompletingAction()))
        #expect(log.lines.contains { $0.hasPrefix("Error: ") && $0.contains("called its completion twice") })
    }
}

/// An action whose completion never comes.
private struct NeverCompletingAction: ScreenAction {
    func perform(container: HeadlessWindow, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {}
}

/// An action that completes twice.
private struct DoubleCompletingAction: ScreenAction {
    func perform(container: HeadlessWindow, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        completion(.success(()))
        completion(.success(()))
    }
}

/// An action that completes when the test says.
@MainActor
private final class HeldAction: ScreenAction {
    var completion: ScreenCompletion<Void>?
    func perform(container: HeadlessNavigationController, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        self.completion = completion
    }
}
