import NavDSL
import Testing
import UIKit

/// A failed navigation leaves the tree as it was on the behavioural UIKit, whatever UIKit is doing
/// meanwhile: findings N1-N8 of `RULES.md` ("Findings"), one test each, each failing at an
/// assertion about the tree, the queue or the error on the adapter before the fix.
///
/// The navigator's bounds run on the window's run loop (`navigator.sleep = loop.sleep(for:)`, one
/// turn per millisecond), so an `actionTimeout` of 2 ms ends two turns into a three-turn transition.
@MainActor
@Suite struct UndoThatHoldsTests {
    typealias Plain = RuntimeDoubles.Plain
    typealias Given = EveryDeviceAnswerTests.Given

    struct Failure: Error {}

    /// A window, its navigator on the loop's clock, and a settled root.
    @MainActor
    struct Harness {
        let scene = UIWindowScene()
        let window: UIWindow
        let navigator: ScreenNavigator
        var loop: StubRunLoop { window.stubRunLoop }

        init(_ answers: StubDeviceAnswers = .likely, root: UIViewController) async throws {
            window = UIWindow(windowScene: scene)
            window.stubRunLoop.answers = answers
            navigator = ScreenNavigator(window: window, logger: nil)
            StubTurns.install(on: window, for: navigator)
            try await navigator.driven.navigate(
                to: ScreenWindowRoute().setRoot(to: Given(controller: root), animation: nil).makeKeyAndVisible())
        }

        /// Requests `route` and turns the loop until it ends, then until nothing runs.
        func outcome<Route: ScreenThenable>(of route: Route, maxTurns: Int = 400) async throws -> Result<Void, any Error>
        where Route.Root == ScreenWindowRoute.Root {
            var result: Result<Void, any Error>?
            navigator.navigate(to: route) { result = $0 }
            try await loop.drive(maxTurns: maxTurns) { while result == nil { await Task.yield() } }
            try await settle()
            return try #require(result)
        }

        /// Turns the loop until the queue is free and nothing is scheduled (bounded).
        func settle(turns: Int = 400) async throws {
            _ = try await loop.drive(maxTurns: turns) { [navigator, loop] in
                while navigator.isChangingContainers || navigator.pendingNavigationCount > 0 || !loop.isIdle { await Task.yield() }
            }
        }
    }

    /// A step that waits until the test ends it.
    @MainActor
    final class HeldStep<Container: ScreenContainer>: ScreenAction {
        var completion: ScreenCompletion<Void>?
        func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
            self.completion = completion
        }
    }

    /// A controller that runs `onWillAppear` and `onDidDisappear` once, from UIKit's callbacks.
    final class Observed: UIViewController {
        var onWillAppear: (() -> Void)?
        var onDidDisappear: (() -> Void)?
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            let callback = onWillAppear
            onWillAppear = nil
            callback?()
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            let callback = onDidDisappear
            onDidDisappear = nil
            callback?()
        }
    }

    // MARK: - N1: a rollback that meets a running transition

    @Test(arguments: StubDeviceAnswers.everyAnswer)
    func n1TimeoutMidTransitionUndoesEveryStep(answers: StubDeviceAnswers) async throws {
        let root = UIViewController()
        let harness = try await Harness(answers, root: root)
        harness.navigator.actionTimeout = .milliseconds(2)
        let route = ScreenWindowRoute().top(.container).present(Plain(name: "A"), animated: false).presented.present(Plain(name: "B"))
        let result = try await harness.outcome(of: route)
        #expect(throws: ScreenActionTimeoutError.self, "\(answers)") { try result.get() }
        #expect(
            root.presentedViewController == nil,
            "N1 \(answers): \(root.presentedViewController?.title ?? "-") stays presented after the navigation failed")
        #expect(harness.navigator.pendingNavigationCount == 0 && !harness.navigator.isChangingContainers, "\(answers)")
    }

    /// N1 with the user swiping the sheet down as the rollback starts, then giving up.
    ///
    /// The undo's dismiss waits for the swipe to end, then takes the sheet off. The swipe's marks
    /// show at once under every answer (device question 11 delays a call's marks, not a gesture's).
    @Test(arguments: StubDeviceAnswers.everyAnswer)
    func n1UndoWaitsForTheUsersSwipeDownThenDismisses(answers: StubDeviceAnswers) async throws {
        let root = UIViewController()
        let harness = try await Harness(answers, root: root)
        let held = HeldStep<UIViewController>()
        var result: Result<Void, any Error>?
        harness.navigator.navigate(to: ScreenWindowRoute().root.present(Plain(name: "Sheet")).then(held)) { result = $0 }
        _ = try await harness.loop.drive { while held.completion == nil { await Task.yield() } }
        let sheet = try #require(root.presentedViewController, "\(answers)")
        let swipe = try #require(sheet.stubBeginSwipeDown(), "\(answers)")
        #expect(sheet.isBeingDismissed, "\(answers): the user's swipe shows its marks at once")
        held.completion?(.failure(Failure()))
        harness.loop.runTurns(3)
        swipe.cancel()
        _ = try await harness.loop.drive { while result == nil { await Task.yield() } }
        try await harness.settle()
        #expect(throws: Failure.self, "\(answers)") { try result?.get() }
        #expect(root.presentedViewController == nil, "N1 \(answers): the sheet stays after the navigation failed")
    }

    // MARK: - N2: a user's cancelled swipe during a rollback

    @Test(arguments: StubDeviceAnswers.everyAnswer)
    func n2CancelledSwipeDuringTheRollbackStillTakesThePushOff(answers: StubDeviceAnswers) async throws {
        let stack = UINavigationController(rootViewController: UIViewController())
        let harness = try await Harness(answers, root: stack)
        let held = HeldStep<UINavigationController>()
        var result: Result<Void, any Error>?
        harness.navigator.navigate(to: ScreenWindowRoute().top(.stack).push(Plain(name: "Chat")).then(held)) { result = $0 }
        _ = try await harness.loop.drive { while held.completion == nil { await Task.yield() } }
        let gesture = try #require(stack.stubBeginInteractivePop(), "\(answers)")
        held.completion?(.failure(Failure()))
        harness.loop.runTurns(2)
        gesture.cancel()
        _ = try await harness.loop.drive { while result == nil { await Task.yield() } }
        try await harness.settle()
        #expect(throws: Failure.self, "\(answers)") { try result?.get() }
        #expect(
            stack.viewControllers.map(\.title) == [nil],
            "N2 \(answers): the failed route's push stays: \(stack.viewControllers.map(\.title))")
    }

    /// N2 on a stack presented in the same turn, its presentation's marks still hidden.
    ///
    /// With device question 11 answered late, the user's swipe back is still a stack transition,
    /// whose coordinator shows at once, so the undo waits for it instead of reading the stack it left.
    @Test func n2CancelledSwipeOnAStackJustPresentedStillTakesThePushOff() async throws {
        let harness = try await Harness(StubDeviceAnswers(marksVisible: .twoTurnsLater), root: UIViewController())
        let stack = UINavigationController(rootViewController: UIViewController())
        let held = HeldStep<UINavigationController>()
        var result: Result<Void, any Error>?
        let route = ScreenWindowRoute().root.present(Given(controller: stack), animated: false)
            .top(.stack).push(Plain(name: "Chat"), animation: nil).then(held)
        harness.navigator.navigate(to: route) { result = $0 }
        // The present ends on the next turn; the push follows it within that turn.
        harness.loop.runTurn()
        for _ in 0..<64 where held.completion == nil { await Task.yield() }
        #expect(held.completion != nil, "the route reached its held step")
        let gesture = try #require(stack.stubBeginInteractivePop())
        #expect(stack.transitionCoordinator != nil, "the swipe's coordinator shows while the presentation's marks are hidden")
        held.completion?(.failure(Failure()))
        harness.loop.runTurns(2)
        gesture.cancel()
        _ = try await harness.loop.drive { while result == nil { await Task.yield() } }
        try await harness.settle()
        #expect(throws: Failure.self) { try result?.get() }
        #expect(stack.viewControllers.map(\.title) == [nil], "the failed route's push stays: \(stack.viewControllers.map(\.title))")
    }

    // MARK: - N3: a navigation asked for from a lifecycle callback of an undo step

    @Test(arguments: [false, true])
    func n3NavigationFromACallbackOfTheRollbackQueuesBehindIt(fromDidDisappear: Bool) async throws {
        let root = Observed()
        let harness = try await Harness(root: root)
        var login: Result<Void, any Error>?
        let cover = Observed()
        cover.title = "Cover"
        cover.modalPresentationStyle = .fullScreen
        let askForLogin = {
            harness.navigator.navigate(to: ScreenWindowRoute().root.present(Plain(name: "Login"))) { login = $0 }
        }
        let route = ScreenWindowRoute().top(.container).present(Given(controller: cover)).get { _ in
            // Armed once the cover is up: the rollback's dismiss makes the root appear and the cover go.
            if fromDidDisappear { cover.onDidDisappear = askForLogin } else { root.onWillAppear = askForLogin }
        }.fail(with: Failure())
        let result = try await harness.outcome(of: route)
        _ = try await harness.loop.drive { while login == nil { await Task.yield() } }
        try await harness.settle()
        #expect(throws: Failure.self) { try result.get() }
        #expect(throws: Never.self, "N3: the login asked for during the rollback was refused") { try login?.get() }
        #expect(root.presentedViewController?.title == "Login", "N3: \(root.presentedViewController?.title ?? "nothing") presented")
    }

    // MARK: - N4: see `AddonOverlaySmokeTests`, which owns StoreKit's process-wide stub switches.

    // MARK: - N5: marks that show after UIKit's turn (device question 11)

    @Test func n5DismissAndPresentWhoseMarksShowTwoTurnsLateSucceed() async throws {
        let root = UIViewController()
        let harness = try await Harness(StubDeviceAnswers(marksVisible: .twoTurnsLater), root: root)
        let presented = try await harness.outcome(of: ScreenWindowRoute().root.present(Plain(name: "A")))
        #expect(throws: Never.self, "N5: an accepted present was called refused") { try presented.get() }
        #expect(root.presentedViewController?.title == "A")
        let dismissed = try await harness.outcome(of: ScreenWindowRoute().root.dismiss())
        #expect(throws: Never.self, "N5: an accepted animated dismiss was called refused") { try dismissed.get() }
        #expect(root.presentedViewController == nil)
    }

    /// N5 when the user pops the screen a present was called on, in the turn of the call.
    ///
    /// The presentation goes on from the stack's window; the look-again keeps counting that
    /// window's turns, not main-actor hops of a screen no longer in the tree.
    @Test func n5PresentWhoseScreenTheUserPopsMeanwhileIsAccepted() async throws {
        let stack = UINavigationController(rootViewController: UIViewController())
        let tabs = UITabBarController()
        tabs.viewControllers = [stack]
        let harness = try await Harness(StubDeviceAnswers(marksVisible: .twoTurnsLater), root: tabs)
        try await harness.navigator.driven.navigate(to: ScreenWindowRoute().top(.stack).push(Plain(name: "Chat"), animation: nil))
        var result: Result<Void, any Error>?
        harness.navigator.navigate(to: ScreenWindowRoute().top(.container).present(Plain(name: "Sheet"))) { result = $0 }
        for _ in 0..<64 { await Task.yield() }
        let presented = try #require(tabs.presentedViewController, "the present was called")
        let swipe = try #require(stack.stubBeginInteractivePop(), "the user swipes Chat away")
        _ = try await harness.loop.drive { while result == nil { await Task.yield() } }
        swipe.finish()
        try await harness.settle()
        #expect(throws: Never.self, "N5: an accepted present was called refused") { try result?.get() }
        #expect(tabs.presentedViewController === presented)
    }

    /// N5 when UIKit refuses the dismiss because another dismissal, its marks not shown yet, runs.
    ///
    /// UIKit lets go of the refused call's block uncalled; a turn later the other dismissal empties
    /// the same link, which the marks alone would take for this call's acceptance and then wait
    /// for a completion that never comes. The call ends, typed, when its block is let go of.
    @Test func n5DismissRefusedBehindAnUnmarkedDismissalEndsTyped() async throws {
        let root = UIViewController()
        let harness = try await Harness(StubDeviceAnswers(marksVisible: .twoTurnsLater), root: root)
        try await harness.navigator.driven.navigate(to: ScreenWindowRoute().root.present(Plain(name: "M"), animated: false))
        root.dismiss(animated: false)  // the app's own dismissal, in the same turn
        let result = try await harness.outcome(of: ScreenWindowRoute().root.dismiss())
        let error = #expect(throws: ScreenRuleViolation.self, "N5: the refused dismiss waited for a completion") { try result.get() }
        #expect(error?.rule == .dismissInProgress)
        #expect(root.presentedViewController == nil)
    }

    // MARK: - N6: iOS 17's held push (device question 12)

    @Test func n6HeldPushIsWaitedForAndEndsTheStep() async throws {
        let stack = UINavigationController(rootViewController: UIViewController())
        let harness = try await Harness(StubDeviceAnswers(heldPush: .heldToTheNextTurn), root: stack)
        let route = ScreenWindowRoute().top(.stack).push(Plain(name: "A"), animation: nil).push(Plain(name: "B"), separated: true)
        let result = try await harness.outcome(of: route)
        #expect(throws: Never.self, "N6: a held push reported a conflict") { try result.get() }
        #expect(stack.viewControllers.map(\.title) == [nil, "A", "B"], "N6: \(stack.viewControllers.map(\.title))")
    }

    // MARK: - N7: a late completion's undo holds the queue

    @Test func n7LateCompletionIsUndoneWithTheQueueHeld() async throws {
        let root = UIViewController()
        let harness = try await Harness(root: root)
        harness.navigator.actionTimeout = .milliseconds(2)
        var first: Result<Void, any Error>?
        harness.navigator.navigate(to: ScreenWindowRoute().root.present(Plain(name: "B"))) { first = $0 }
        var second: Result<Void, any Error>?
        var heldWhileUndoing: Bool?
        _ = try await harness.loop.drive {
            // The late completion's undo dismisses B: the moment it runs, another navigation asks.
            while !(root.presentedViewController?.isBeingDismissed ?? false) { await Task.yield() }
            heldWhileUndoing = harness.navigator.isChangingContainers
            harness.navigator.actionTimeout = nil
            harness.navigator.navigate(to: ScreenWindowRoute().root.present(Plain(name: "C"))) { second = $0 }
            while second == nil { await Task.yield() }
        }
        try await harness.settle()
        #expect(throws: ScreenActionTimeoutError.self) { try first?.get() }
        #expect(heldWhileUndoing == true, "N7: a late completion was undone without the queue held")
        #expect(throws: Never.self, "N7: the next navigation met the late undo") { try second?.get() }
        #expect(root.presentedViewController?.title == "C")
    }

    // MARK: - N8: the bound wins

    /// A presenter whose present UIKit accepts and never completes (an app's custom animation
    /// that never calls its completion): the block is kept forever.
    final class NeverCompleting: UIViewController {
        var kept: [(() -> Void)?] = []
        override func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
            kept.append(completion)
            super.present(viewControllerToPresent, animated: flag, completion: nil)
        }
    }

    @Test func n8ActionTimeoutLetsTheQueueGoWhileTheChangeIsInFlight() async throws {
        let root = NeverCompleting()
        let harness = try await Harness(root: root)
        harness.navigator.actionTimeout = .milliseconds(5)
        var first: Result<Void, any Error>?
        var second: Result<Void, any Error>?
        harness.navigator.navigate(to: ScreenWindowRoute().root.present(Plain(name: "A"))) { first = $0 }
        harness.navigator.navigate(to: ScreenWindowRoute().root.get { _ in }) { second = $0 }
        _ = try? await harness.loop.drive(maxTurns: 100) { while first == nil || second == nil { await Task.yield() } }
        #expect(throws: ScreenActionTimeoutError.self) { try first?.get() }
        #expect(second != nil, "N8: the queue stayed held after actionTimeout fired")
    }
}
