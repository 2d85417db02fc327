import NavDSL
import NavDSLHeadless
import Testing

/// More regressions from the stress runs: stack edits racing UIKit-named calls, deep presentation
/// chains, and the per-layer window answers the headless platform remembers to keep them linear.
@MainActor
@Suite(.timeLimit(.minutes(2))) struct StressRegressionTests {
    @Test func uikitNamedPushDuringANavigatorPopSurvivesTheNextNavigatorPush() async throws {
        let app = try await HeadlessApp.homeStack()
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "A")))
        app.window.animationMode = .deferred
        var popped: Result<Void, any Error>?
        var pushed: Result<Void, any Error>?
        app.navigator.navigate(to: HeadlessWindowRoute().top(.stack).pop()) { popped = $0 }
        // The app pushes by hand while the navigator's pop is animating: the stack queues it.
        try #require(app.rootStack).pushViewController(HeadlessViewController(screenKey: ScreenKey(name: "Manual")), animated: true)
        app.navigator.navigate(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "B"))) { pushed = $0 }
        for _ in 0..<10 where pushed == nil { app.window.completePendingTransitions() }
        #expect(popped.map { if case .success = $0 { true } else { false } } == true)
        #expect(pushed.map { if case .success = $0 { true } else { false } } == true)
        #expect(app.stackNames == ["Home", "Manual", "B"])
    }

    @Test func pushesOntoADeepStackAreUndoneWhenALaterStepFails() async throws {
        let window = HeadlessWindow()
        let deep = (0..<5_000).map { HeadlessViewController(screenKey: ScreenKey(name: "S", traits: [$0])) }
        window.rootViewController = HeadlessPlatform.makeStackContainer(with: deep)
        let navigator = ScreenNavigator(window: window, logger: nil)
        let route = HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "A")).push(HeadlessScreen(name: "B"))
            .stackTop.fail(with: ScreenContainerNotFoundError("later step"))
        await #expect(throws: ScreenContainerNotFoundError.self) { try await navigator.navigateAndWait(to: route) }
        let stack = try #require(window.rootViewController as? HeadlessNavigationController)
        #expect(stack.viewControllers.count == deep.count)
        #expect(zip(stack.viewControllers, deep).allSatisfy { $0 === $1 }, "the same controllers, in order")
        #expect(window.transitions.map(\.detail).suffix(2) == ["added [A, B]", "removed [A, B]"])
    }

    @Test func pushingAControllerAlreadyInTheStackIsRefusedWithTheSetViewControllersRule() async throws {
        let window = HeadlessWindow()
        let home = OptInController(screenKey: ScreenKey(name: "Home"))
        window.rootViewController = HeadlessNavigationController(rootViewController: home)
        let navigator = ScreenNavigator(window: window, logger: nil)
        await #expect {
            try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "A")).push(home))
        } throws: { error in
            (error as? ScreenRuleViolation)?.rule == .duplicateInStack
        }
        #expect(home.navigationController?.viewControllers.count == 1, "nothing pushed")
    }

    @Test func aTenThousandDeepPresentationChainBuildsOnePresentAtATime() async throws {
        let app = try await HeadlessApp.homeStack()
        let stack = try #require(app.rootStack)
        var top: HeadlessViewController = stack
        for index in 0..<10_000 {
            let next = OptInController(screenKey: ScreenKey(name: "M\(index)"))
            try await app.navigator.navigateAndWait(from: top, to: ScreenRootRoute<HeadlessViewController>().present(next, animated: false))
            top = next
        }
        #expect(top.window === app.window)
        var found: HeadlessViewController?
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).get { found = $0 })
        #expect(found === top)
        stack.dismiss(animated: false)
        #expect(top.window == nil, "the whole chain left the window with its bottom")
    }

    @Test func aLayerForgetsItsWindowWhenItsPresenterLeavesTheTree() async throws {
        let app = try await HeadlessApp.homeStack()
        let presenter = OptInController(screenKey: ScreenKey(name: "Presenter"))
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(presenter))
        let modal = HeadlessViewController(screenKey: ScreenKey(name: "Modal"))
        presenter.present(modal, animated: false)
        #expect(modal.window === app.window)
        let stack = try #require(app.rootStack)
        let other = HeadlessWindow()
        other.rootViewController = stack
        #expect(modal.window === other, "the chain follows its presenter into the other window")
        stack.removeFromParent()
        other.rootViewController = nil
        #expect(modal.window == nil)
    }

    @Test func aLayerBeingDismissedIsNotVisibleAndItsChildrenKnowIt() async throws {
        let app = try await HeadlessApp.homeStack()
        let stack = try #require(app.rootStack)
        let modal = HeadlessNavigationController(rootViewController: HeadlessViewController(screenKey: ScreenKey(name: "Inner")))
        stack.present(modal, animated: false)
        let inner = try #require(modal.topViewController)
        #expect(inner.isContainerVisible)
        app.window.animationMode = .deferred
        stack.dismiss(animated: true)
        #expect(!inner.isContainerVisible, "a controller whose layer is being dismissed is not visible")
        app.window.completePendingTransitions()
        #expect(inner.window == nil)
    }
}

@MainActor
@Suite struct KeyWindowUndoTests {
    @Test func makeKeyAndVisibleIsUndoneWhenALaterStepFails() async throws {
        let scene = HeadlessScene()
        let first = HeadlessWindow(scene: scene)
        let second = HeadlessWindow(scene: scene)
        first.makeKeyAndVisible()
        let navigator = ScreenNavigator(window: second, logger: nil)
        let route = HeadlessWindowRoute().setRoot(to: HeadlessScreen(name: "Home")).makeKeyAndVisible().fail(with: TestFailure())
        await #expect(throws: TestFailure.self) { try await navigator.navigateAndWait(to: route) }
        #expect(second.isHidden)
        #expect(!second.isKeyWindow)
        #expect(first.isKeyWindow)
        #expect(second.rootViewController == nil)
    }
}
