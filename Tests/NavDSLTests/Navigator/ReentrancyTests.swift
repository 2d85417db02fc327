import NavDSL
import NavDSLHeadless
import Testing

/// Navigation from inside a navigation (the article "Navigate while another navigation runs"): nested runs happen at
/// once and belong to the outer undo scope; a step waiting for the user releases the queue.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct ReentrancyTests {
    let app: HeadlessApp
    let session = AuthSession()

    init() async throws {
        app = try await HeadlessApp.homeStack()
    }

    private var gatedChat: ScreenRoute<HeadlessWindow, HeadlessNavigationController> {
        HeadlessWindowRoute().then(AuthorizeAction(session: session)).top(.stack).push(HeadlessScreen(name: "Chat"))
    }

    // MARK: - The login gate

    @Test func gateContinuesAtOnceWhenLoggedIn() async throws {
        session.isLoggedIn = true
        try await app.navigator.navigateAndWait(to: gatedChat)
        #expect(app.stackNames == ["Home", "Chat"])
        #expect(app.window.transitions.map(\.kind) == [.stack])
    }

    @Test func gatePresentsLoginThenContinuesAfterSuccess() async throws {
        var result: Result<Void, any Error>?
        app.navigator.navigate(to: gatedChat) { result = $0 }
        #expect(result == nil, "the route waits for the user")
        #expect(app.window.rootViewController?.presentedViewController?.description == "Login")
        #expect(app.navigator.pendingNavigationCount == 0)
        session.finish(loggedIn: true)
        #expect(throws: Never.self) { try result?.get() }
        #expect(result != nil)
        #expect(app.window.rootViewController?.presentedViewController == nil)
        #expect(app.stackNames == ["Home", "Chat"])
        #expect(app.window.transitions.map(\.kind) == [.present, .dismiss, .stack])
    }

    @Test func closingTheLoginFailsTheRouteWithTheGatesErrorAndLeavesTheTree() async throws {
        var result: Result<Void, any Error>?
        app.navigator.navigate(to: gatedChat) { result = $0 }
        session.finish(loggedIn: false)
        let error = try #require(result.flatMap { if case .failure(let error) = $0 { error } else { nil } })
        #expect(error is LoginClosedError)
        #expect(app.window.rootViewController?.presentedViewController == nil)
        #expect(app.stackNames == ["Home"])
    }

    @Test func fallbackAfterTheGateReactsToTheClosedLogin() async throws {
        let route = gatedChat.fallback { error in
            HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: error is LoginClosedError ? "LoginRequired" : "Other"))
        }
        var result: Result<Void, any Error>?
        app.navigator.navigate(to: route) { result = $0 }
        session.finish(loggedIn: false)
        #expect(throws: Never.self) { try result?.get() }
        #expect(app.stackNames == ["Home", "LoginRequired"])
    }

    @Test func navigationsRequestedWhileTheGateWaitsRunMeanwhileInOrder() async throws {
        var order: [String] = []
        app.navigator.navigate(to: gatedChat) { _ in order.append("gated") }
        for name in ["A", "B"] {
            app.navigator.navigate(to: HeadlessWindowRoute().first(.stack).push(HeadlessScreen(name: name))) { result in
                if case .success = result { order.append(name) }
            }
        }
        #expect(order == ["A", "B"], "the waiting gate does not hold the queue")
        session.finish(loggedIn: true)
        #expect(order == ["A", "B", "gated"])
        #expect(app.stackNames == ["Home", "A", "B", "Chat"])
    }

    @Test func twoGatedRoutesWaitForOneLogin() async throws {
        var results: [Result<Void, any Error>] = []
        app.navigator.navigate(to: gatedChat) { results.append($0) }
        app.navigator.navigate(
            to: HeadlessWindowRoute().then(AuthorizeAction(session: session)).top(.stack).push(HeadlessScreen(name: "Profile"))
        ) {
            results.append($0)
        }
        #expect(results.isEmpty, "the second gate joins the login on screen")
        #expect(app.window.transitions.filter { $0.kind == .present }.count == 1)
        session.finish(loggedIn: true)
        #expect(results.count == 2)
        #expect(results.allSatisfy { if case .success = $0 { true } else { false } })
        #expect(app.stackNames == ["Home", "Chat", "Profile"])
    }

    // MARK: - Nested runs

    @Test func screenBuildingItsTabsByNavigationIsReadyForTheRestOfTheRoute() async throws {
        let home = TabsBuildingScreen()
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().setRoot(to: home).top(.tabs).selectTab(with: .index(1)))
        let tabs = try #require(app.window.rootViewController as? HeadlessTabBarController)
        #expect(tabs.viewControllers?.map(\.description) == ["Feed", "Chats"])
        #expect(tabs.selectedIndex == 1)
    }

    @Test func nestedRunSeesItsTreeBeforeTheRequestingStepContinues() async throws {
        var seen: [String] = []
        let route = HeadlessWindowRoute().top(.stack).get { stack in
            app.navigator.navigate(from: stack) { $0.push(HeadlessScreen(name: "Nested")) }
            seen = stack.viewControllers.map(\.description)
        }
        try await app.navigator.navigateAndWait(to: route)
        #expect(seen == ["Home", "Nested"])
    }

    @Test func nestedChangesAreUndoneWhenTheOuterRouteFailsLater() async throws {
        let route = HeadlessWindowRoute().top(.stack).get { stack in
            app.navigator.navigate(from: stack) { $0.push(HeadlessScreen(name: "Nested")) }
        }.fail(with: TestFailure())
        await #expect(throws: TestFailure.self) { try await app.navigator.navigateAndWait(to: route) }
        #expect(app.stackNames == ["Home"])
    }

    @Test func nestedFailureGoesToItsOwnCompletionOnly() async throws {
        var nested: Result<Void, any Error>?
        let route = HeadlessWindowRoute().top(.stack).get { stack in
            app.navigator.navigate(from: stack, to: HeadlessStackRoute().push(HeadlessScreen(name: "X")).fail(with: TestFailure())) {
                nested = $0
            }
        }.top(.stack).push(HeadlessScreen(name: "After"))
        try await app.navigator.navigateAndWait(to: route)
        #expect(nested.map { if case .failure(let error) = $0 { error is TestFailure } else { false } } == true)
        #expect(app.stackNames == ["Home", "After"], "the nested run undid its own push")
    }

    @Test func actionThatAwaitsItsNestedNavigationFinishes() async throws {
        let route = HeadlessWindowRoute().then(
            NavigatingAction { navigator, done in
                navigator.navigate(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Inner")), completion: done)
            }
        ).top(.stack).push(HeadlessScreen(name: "Outer"))
        try await app.navigator.navigateAndWait(to: route)
        #expect(app.stackNames == ["Home", "Inner", "Outer"])
    }

    @Test func stepAwaitingANavigationInATaskFinishes() async throws {
        let route = HeadlessWindowRoute().then(
            NavigatingAction { navigator, done in
                Task {
                    do {
                        try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "FromTask")))
                        done(.success(()))
                    } catch {
                        done(.failure(error))
                    }
                }
            }
        ).top(.stack).push(HeadlessScreen(name: "Outer"))
        try await app.navigator.navigateAndWait(to: route)
        #expect(app.stackNames == ["Home", "FromTask", "Outer"])
    }

    @Test func navigationRequestedFromAnUndoEntryRunsOnce() async throws {
        var runs = 0
        let route = HeadlessWindowRoute().then(
            NavigatingAction { navigator, done in
                navigator.recordUndoableChange { undone in
                    navigator.navigate(to: HeadlessWindowRoute().get { _ in runs += 1 }) { _ in }
                    undone()
                }
                done(.success(()))
            }
        ).fail(with: TestFailure())
        await #expect(throws: TestFailure.self) { try await app.navigator.navigateAndWait(to: route) }
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute())
        #expect(runs == 1)
    }

    @Test func navigationRequestedFromTheLoggerRunsOnce() async throws {
        let logger = NavigatingLogger()
        let navigator = ScreenNavigator(window: app.window, logger: logger)
        logger.navigator = navigator
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Logged")))
        try await navigator.navigateAndWait(to: HeadlessWindowRoute())
        #expect(logger.runs == 1)
        #expect(app.stackNames == ["Home", "Logged"])
    }

    // MARK: - Waiting and holding

    @Test func waitHoldsTheQueue() async throws {
        var order: [String] = []
        let waiting = Task {
            try await app.navigator.navigateAndWait(
                to: HeadlessWindowRoute().wait(for: .milliseconds(30)).get { _ in order.append("after wait") })
        }
        await Task.yield()
        #expect(app.navigator.isChangingContainers)
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().get { _ in order.append("queued") })
        _ = try await waiting.value
        #expect(order == ["after wait", "queued"])
    }

    @Test func appsOwnCancellationErrorTriggersTheFallback() async throws {
        let route = HeadlessWindowRoute().fail(with: LoginClosedError()).fallback(
            to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Recovered")))
        try await app.navigator.navigateAndWait(to: route)
        #expect(app.stackNames == ["Home", "Recovered"])
    }

    @Test(arguments: [0, 1])
    func navigationCancellationSkipsTheFallback(kind: Int) async throws {
        let error: any Error = kind == 0 ? ScreenCanceledError() : CancellationError()
        let route = HeadlessWindowRoute().fail(with: error).fallback(
            to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Recovered")))
        await #expect(throws: (any Error).self) { try await app.navigator.navigateAndWait(to: route) }
        #expect(app.stackNames == ["Home"])
    }

    // MARK: - Nested stack edits

    @Test func nestedPushMergesWithTheEditsBeforeIt() async throws {
        app.navigator.navigate(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Old"))) { _ in }
        app.window.resetLogs()
        let route = HeadlessWindowRoute().top(.stack).popToRoot().push(HeadlessScreen(name: "A")).push(HeadlessScreen(name: "B")) {
            $0.present(HeadlessScreen(name: "C"))
        }
        #expect(route.routeDescription == "top(.stack).setStack(popToRoot(), push(A), push(B) { present(C) })")
        try await app.navigator.navigateAndWait(to: route)
        #expect(app.stackNames == ["Home", "A", "B"])
        #expect(app.window.transitions.map(\.kind) == [.stack, .present])
        #expect(app.rootStack?.viewControllers.last?.presentedViewController?.description == "C")
    }

    @Test func editAfterANestedPushStartsANewTransition() async throws {
        let route = HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "A")) { $0.get { _ in } }.push(HeadlessScreen(name: "B"))
        try await app.navigator.navigateAndWait(to: route)
        #expect(app.stackNames == ["Home", "A", "B"])
        #expect(app.window.transitions.map(\.kind) == [.stack, .stack])
    }

    @Test func failingNestedRouteOfAPushUndoesThePush() async throws {
        let route = HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "A")) { $0.fail(with: TestFailure()) }
        await #expect(throws: TestFailure.self) { try await app.navigator.navigateAndWait(to: route) }
        #expect(app.stackNames == ["Home"])
    }

    // MARK: - Navigating from a deinit

    // The navigator's bookkeeping skips Swift's run-time exclusivity checks (see ScreenRouteRun):
    // these two release app objects from inside it, and the objects navigate as they go.

    @Test func objectReleasedWithAFinishedNavigationsCompletionMayNavigateFromItsDeinit() async throws {
        let navigator = app.navigator
        var token: DeinitController? = DeinitController(screenKey: ScreenKey(name: "Token"))
        token?.onDeinit = {
            navigator.navigate(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "FromDeinit")))
        }
        navigator.navigate(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Chat"))) { [token] _ in _ = token }
        token = nil
        #expect(app.stackNames == ["Home", "Chat", "FromDeinit"])
        #expect(app.navigator.pendingNavigationCount == 0)
    }

    @Test func controllerReleasedWithTheUndoLogMayNavigateFromItsDeinit() async throws {
        let navigator = app.navigator
        var popped: DeinitController? = DeinitController(screenKey: ScreenKey(name: "Popped"))
        popped?.onDeinit = {
            navigator.navigate(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "FromDeinit")))
        }
        if let popped { app.rootStack?.pushViewController(popped, animated: false) }
        popped = nil
        // The pop's undo entry holds the popped controller until the navigation succeeds.
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).pop())
        #expect(app.stackNames == ["Home", "FromDeinit"])
        #expect(app.navigator.pendingNavigationCount == 0)
    }
}

/// A controller that runs `onDeinit` when it is released.
private final class DeinitController: HeadlessViewController {
    var onDeinit: (@MainActor () -> Void)?

    isolated deinit {
        onDeinit?()
    }
}

/// The re-entrancy rules with animations that finish later.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct DeferredReentrancyTests {
    let app: HeadlessApp
    let session = AuthSession()

    init() async throws {
        app = try await HeadlessApp.homeStack(animationMode: .deferred)
    }

    @Test func navigationArrivingMidTransitionWaitsForIt() async throws {
        var order: [String] = []
        app.navigator.navigate(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "A"))) { _ in order.append("A") }
        app.navigator.navigate(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "B"))) { _ in order.append("B") }
        #expect(app.navigator.isChangingContainers)
        #expect(app.navigator.pendingNavigationCount == 1)
        #expect(app.window.transitions.count == 1, "B did not start during A's transition")
        app.window.completePendingTransitions()
        #expect(order == ["A", "B"])
        #expect(app.stackNames == ["Home", "A", "B"])
    }

    @Test func navigationArrivingWhileAStepWaitsForTheUserRuns() async throws {
        var gated: Result<Void, any Error>?
        let route = HeadlessWindowRoute().then(AuthorizeAction(session: session)).top(.stack).push(HeadlessScreen(name: "Chat"))
        app.navigator.navigate(to: route) { gated = $0 }
        #expect(app.navigator.isChangingContainers, "the login is being presented")
        app.window.completePendingTransitions()
        #expect(!app.navigator.isChangingContainers, "the gate waits for the user and holds nothing")
        var other: Result<Void, any Error>?
        app.navigator.navigate(to: HeadlessWindowRoute().first(.stack).push(HeadlessScreen(name: "Other"))) { other = $0 }
        app.window.completePendingTransitions()
        #expect(throws: Never.self) { try other?.get() }
        #expect(other != nil)
        session.finish(loggedIn: true)
        app.window.completePendingTransitions()
        #expect(throws: Never.self) { try gated?.get() }
        #expect(gated != nil)
        #expect(app.stackNames == ["Home", "Other", "Chat"])
        #expect(app.window.rootViewController?.presentedViewController == nil)
    }

    @Test func stepResumingWhileAnotherNavigationTransitionsWaitsForIt() async throws {
        var order: [String] = []
        let route = HeadlessWindowRoute().then(AuthorizeAction(session: session)).first(.stack).push(HeadlessScreen(name: "Chat"))
        app.navigator.navigate(to: route) { _ in order.append("gated") }
        app.window.completePendingTransitions()
        app.navigator.navigate(to: HeadlessWindowRoute().first(.stack).push(HeadlessScreen(name: "Other"))) { _ in order.append("other") }
        #expect(app.navigator.isChangingContainers)
        session.finish(loggedIn: true)
        #expect(order.isEmpty, "the gate resumes only when Other's transition has ended")
        app.window.completePendingTransitions()
        #expect(order == ["other", "gated"])
        #expect(app.stackNames == ["Home", "Other", "Chat"])
    }
}
