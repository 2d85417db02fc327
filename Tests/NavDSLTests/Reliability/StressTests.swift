import NavDSL
import NavDSLHeadless
import Testing

/// Regressions from independent stress runs, at the sizes that crashed or hung before.
///
/// Routes nested once per step, windows released mid-transition, deep container chains, undo of
/// moved controllers and of late completions; the suite has a time bound instead of timing anything.
@MainActor
@Suite(.timeLimit(.minutes(2))) struct StressTests {
    enum Shape: String, CaseIterable {
        case fallback, cauterize, resolve
    }

    @Test(arguments: Shape.allCases)
    func tenThousandStepsNestedOncePerStepRunAndDescribe(shape: Shape) async throws {
        let app = try await HeadlessApp.homeStack()
        var count = 0
        var route = HeadlessWindowRoute()
        for _ in 0..<10_000 {
            route = route.get { _ in count += 1 }
            switch shape {
            case .fallback: route = route.fallback(to: HeadlessWindowRoute())
            case .cauterize: route = route.cauterize()
            case .resolve: route = route.resolve()
            }
        }
        try await app.navigator.navigateAndWait(to: route)
        #expect(count == 10_000)
        #expect(route.routeDescription.hasSuffix(shape == .resolve ? "get() }" : ")"))
    }

    @Test func failureTenThousandLevelsDeepUnwindsAndUndoesEveryLevel() async throws {
        let app = try await HeadlessApp.homeStack()
        var route = HeadlessWindowRoute()
        for index in 0..<10_000 {
            route =
                index.isMultiple(of: 1_000)
                ? route.top(.stack).push(HeadlessScreen(name: "S\(index)"), separated: true).resolve()
                : route.get { _ in }.resolve()
        }
        route = route.fail(with: TestFailure()).resolve()
        await #expect(throws: TestFailure.self) { try await app.navigator.navigateAndWait(to: route) }
        #expect(app.stackNames == ["Home"])
    }

    @Test func loggingADeeplyNestedRouteDoesNotRecurse() async throws {
        let app = try await HeadlessApp.homeStack(logged: true)
        var route = HeadlessWindowRoute()
        for _ in 0..<5_000 { route = route.get { _ in }.fallback(to: HeadlessWindowRoute()) }
        try await app.navigator.navigateAndWait(to: route)
        #expect(app.log.lines.contains { $0.contains("….fallback(to: …) on HeadlessWindow") })
    }

    @Test func windowReleasedMidTransitionFailsTheNavigationAndFreesTheQueue() async throws {
        var window: HeadlessWindow? = HeadlessWindow()
        let navigator = ScreenNavigator(window: try #require(window), logger: nil)
        try await navigator.navigateAndWait(
            to: HeadlessWindowRoute().setRoot(to: HeadlessScreen(name: "Home").withStackContainer()).makeKeyAndVisible())
        window?.animationMode = .deferred
        var running: Result<Void, any Error>?
        var queued: Result<Void, any Error>?
        navigator.navigate(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "A"))) { running = $0 }
        navigator.navigate(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "B"))) { queued = $0 }
        #expect(navigator.pendingNavigationCount == 1)
        window = nil
        for _ in 0..<1_000 where running == nil || queued == nil {
            await Task.yield()
        }
        #expect(running.map { if case .failure(let error) = $0 { error is ScreenContainerNotFoundError } else { false } } == true)
        #expect(queued.map { if case .failure(let error) = $0 { error is ScreenContainerNotFoundError } else { false } } == true)
        #expect(!navigator.isChangingContainers)
    }

    @Test func releasingAHundredThousandDeepChainOfCustomContainersDoesNotOverflow() async throws {
        weak var leaf: HeadlessViewController?
        do {
            var top = HeadlessViewController()
            leaf = top
            for _ in 0..<100_000 {
                let parent = HeadlessViewController()
                parent.addChild(top)
                top = parent
            }
            #expect(leaf != nil)
        }
        #expect(leaf == nil)
    }

    @Test func searchOverADeepContainmentChainFindsTheLeaf() async throws {
        var top = HeadlessViewController(screenKey: ScreenKey(name: "Leaf"))
        for _ in 0..<10_000 {
            let parent = HeadlessViewController()
            parent.addChild(top)
            top = parent
        }
        let app = HeadlessApp(root: top)
        var found: HeadlessViewController?
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().last(.container(name: "Leaf")).get { found = $0 })
        #expect(found?.description == "Leaf")
    }

    @Test func undoGivesAMovedControllerBackToTheStackItCameFrom() async throws {
        let moved = OptInController(screenKey: ScreenKey(name: "Moved"))
        let tabs = HeadlessTrees.tabsWithStacks([["A"], ["B"]], selected: 1)
        let hidden = try #require(tabs.viewControllers?.first as? HeadlessNavigationController)
        hidden.pushViewController(moved, animated: false)
        let app = HeadlessApp(root: tabs)
        let route = HeadlessWindowRoute().top(.stack).push(moved).fail(with: TestFailure())
        await #expect(throws: TestFailure.self) { try await app.navigator.navigateAndWait(to: route) }
        #expect(HeadlessTrees.names(hidden) == ["A", "Moved"])
        #expect(HeadlessTrees.names(app.stack(tab: 1)) == ["B"])
        #expect(moved.parent === hidden)
    }

    @Test func presentThatTimesOutAndCompletesLateIsUndone() async throws {
        let app = try await HeadlessApp.homeStack(animationMode: .deferred)
        app.navigator.actionTimeout = .milliseconds(10)
        let route = HeadlessWindowRoute().top(.container).present(HeadlessScreen(name: "Slow"))
        await #expect(throws: ScreenActionTimeoutError.self) { try await app.navigator.navigateAndWait(to: route) }
        app.window.completePendingTransitions()
        #expect(app.window.rootViewController?.presentedViewController == nil, "the late present was undone")
    }

    @Test func tenThousandMergedPushesBuildAndRunAsOneTransition() async throws {
        let app = try await HeadlessApp.homeStack()
        var route = HeadlessWindowRoute().top(.stack)
        for index in 0..<10_000 {
            route = route.push(HeadlessScreen(name: "P\(index)"))
        }
        #expect(route.actions.count == 2)
        try await app.navigator.navigateAndWait(to: route)
        #expect(app.rootStack?.viewControllers.count == 10_001)
        #expect(app.window.transitions.count == 1)
    }
}
