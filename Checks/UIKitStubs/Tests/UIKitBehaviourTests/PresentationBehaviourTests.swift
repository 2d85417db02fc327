import Testing
import UIKit

/// Present and dismiss over time (Checks/UIKitStubs/RULES.md §1, §7, §8).
@MainActor
@Suite struct PresentationBehaviourTests {
    // §1 "Timing", §8: presentedViewController is set in the call; the rest runs over later turns.
    @Test func anAnimatedPresentRunsOverLaterTurnsWithACoordinator() async throws {
        let device = BehaviourDevice()
        let root = try #require(device.window.rootViewController)
        let sheet = UINavigationController(rootViewController: Recorder("Sheet"))
        var completed = false
        root.present(sheet, animated: true) { completed = true }
        #expect(root.presentedViewController === sheet && sheet.isBeingPresented && !completed)
        #expect(root.transitionCoordinator != nil && sheet.topViewController?.transitionCoordinator != nil, "found up the parent chain")
        device.loop.runTurns(StubRunLoop.animatedTurns - 1)
        #expect(!completed)
        device.loop.runTurn()
        #expect(completed && !sheet.isBeingPresented && root.transitionCoordinator == nil)
    }

    // §8 [P3]: even a non-animated present finishes in a later turn.
    @Test func aNonAnimatedPresentFinishesAtTheNextTurn() async throws {
        let device = BehaviourDevice()
        var completed = false
        device.window.rootViewController?.present(Recorder("Sheet"), animated: false) { completed = true }
        #expect(!completed)
        device.loop.runTurn()
        #expect(completed)
    }

    // §8, UIViewController.h: present's completion after the presented controller's viewDidAppear.
    @Test func presentsCompletionRunsAfterViewDidAppear() async throws {
        let log = RecorderLog()
        let device = BehaviourDevice(root: Recorder("Root", log: log))
        log.events = []
        device.window.rootViewController?.present(Recorder("Sheet", log: log), animated: true) { log.events.append("completion") }
        #expect(log.events == ["Sheet.viewDidLoad", "Sheet.viewWillAppear"], "inside the present call")
        device.finishAnimation()
        #expect(log.events == ["Sheet.viewDidLoad", "Sheet.viewWillAppear", "Sheet.viewDidAppear", "completion"])
    }

    // §8: animate(alongsideTransition:completion:)'s return value (device question 1) and isCancelled.
    @Test(arguments: StubDeviceAnswers.AlongsideWithoutAnimation.allCases)
    func alongsideAnimationsReturnWhetherTheyWereQueued(answer: StubDeviceAnswers.AlongsideWithoutAnimation) async throws {
        let device = BehaviourDevice(answers: StubDeviceAnswers(alongsideWithoutAnimation: answer))
        let root = try #require(device.window.rootViewController)
        root.present(Recorder("Sheet"), animated: true)
        let coordinator = try #require(root.transitionCoordinator)
        var cancelled: [Bool] = []
        #expect(coordinator.animate(alongsideTransition: nil) { cancelled.append($0.isCancelled) } == (answer == .returnsTrue))
        #expect(coordinator.animate(alongsideTransition: { _ in }, completion: nil))
        #expect(cancelled.isEmpty)
        device.finishAnimation()
        #expect(cancelled == [false], "the completion runs even when nothing was queued")
    }

    // §7 "present while the presenter already presents", §8 device question 3.
    @Test(arguments: StubDeviceAnswers.DroppedCompletion.allCases)
    func presentingOnABusyPresenterWarnsAndDropsTheCompletion(answer: StubDeviceAnswers.DroppedCompletion) async throws {
        let device = BehaviourDevice(answers: StubDeviceAnswers(droppedCompletion: answer))
        let root = try #require(device.window.rootViewController)
        let first = Recorder("First")
        root.present(first, animated: false)
        device.loop.runUntilIdle()
        weak var token: Token?
        var called = false
        do {
            let captured = Token()
            token = captured
            root.present(Recorder("Second"), animated: true) {
                _ = captured; called = true
            }
        }
        device.loop.runUntilIdle()
        #expect(!called && root.presentedViewController === first)
        #expect(device.loop.warnings.last?.hasSuffix("which is already presenting <Recorder: First>.") == true)
        #expect((token == nil) == (answer == .released))
        #expect(device.loop.keptCompletionCount == (answer == .keptForever ? 1 : 0))
    }

    // §7 "present during a running present/dismiss".
    @Test func presentingWhileAPresentationRunsIsDropped() async throws {
        let device = BehaviourDevice()
        let root = try #require(device.window.rootViewController)
        let first = Recorder("First")
        root.present(first, animated: true)
        var called = false
        first.present(Recorder("Second"), animated: true) { called = true }
        device.loop.runUntilIdle()
        #expect(!called && first.presentedViewController == nil)
        #expect(device.loop.warnings.last?.hasSuffix("while a presentation is in progress.") == true)
    }

    // §7 "presenter's view not in a window": a detached presenter, and a layer being dismissed.
    @Test func presentingFromOutsideTheWindowIsDropped() async throws {
        let device = BehaviourDevice()
        var called = false
        Recorder("Detached").present(Recorder("Sheet"), animated: false) { called = true }
        let root = try #require(device.window.rootViewController)
        let modal = Recorder("Modal")
        root.present(modal, animated: false)
        device.loop.runUntilIdle()
        modal.dismiss(animated: true)
        device.loop.runTurn()
        modal.present(Recorder("Late"), animated: false) { called = true }
        device.loop.runUntilIdle()
        #expect(!called && modal.presentedViewController == nil)
        #expect(device.loop.warnings.count == 1, "the detached presenter has no window, hence no run loop to log in")
        #expect(device.loop.warnings.last?.hasSuffix("while a presentation is in progress.") == true)
    }

    // §7 "presenter's view not in a window", device question 2: a root installed this turn whose
    // view enters the window only at the next layout pass cannot present yet.
    @Test func aPresenterWhoseViewIsNotInTheWindowYetIsRefused() async throws {
        let device = BehaviourDevice(answers: StubDeviceAnswers(windowEntry: .rootAlsoAtNextLayout))
        let root = Recorder("NewRoot")
        device.window.rootViewController = root
        var called = false
        root.present(Recorder("Sheet"), animated: false) { called = true }
        device.loop.runUntilIdle()
        #expect(!called && root.presentedViewController == nil)
        #expect(device.loop.warnings.last?.hasSuffix("whose view is not in the window hierarchy.") == true)
        root.present(Recorder("Sheet"), animated: false) { called = true }
        device.loop.runUntilIdle()
        #expect(called, "after the layout pass it can")
    }

    // §1 "Who becomes the presenter", §8: resolved structurally, never from the caller's view.window
    // (review R5): a child of a tab that is not selected presents through the tab bar controller.
    @Test func theTabBarControllerPresentsForAChildOfAnUnselectedTab() async throws {
        let tabs = UITabBarController()
        let hidden = Recorder("Hidden")
        tabs.setViewControllers([Recorder("Shown"), UINavigationController(rootViewController: hidden)], animated: false)
        let device = BehaviourDevice(root: tabs)
        #expect(hidden.viewIfLoaded?.window == nil)
        let sheet = Recorder("Sheet")
        hidden.present(sheet, animated: false)
        device.loop.runUntilIdle()
        #expect(sheet.presentingViewController === tabs && hidden.presentedViewController === sheet)
    }

    // §7 crash rows: a device terminates; the model changes nothing and records the exception.
    @Test func presentsThatCrashUIKitChangeNothing() async throws {
        let stack = UINavigationController(rootViewController: Recorder("Child"))
        let device = BehaviourDevice(root: stack)
        let child = try #require(stack.topViewController)
        child.present(child, animated: false)
        stack.present(child, animated: false)
        let modal = Recorder("Modal")
        stack.present(modal, animated: false)
        device.loop.runUntilIdle()
        modal.present(stack, animated: false)
        #expect(modal.presentedViewController == nil && stack.presentedViewController === modal)
        #expect(device.loop.crashes.count == 3)
        #expect(device.loop.crashes[1].contains("that has a parent view controller"))
        #expect(device.loop.crashes[2].hasPrefix("Application tried to present modally an active controller"))
    }

    // §1 dismiss table and §8 "Dismissal tears down the chain" (device question 6).
    @Test(arguments: StubDeviceAnswers.DismissedChain.allCases)
    func dismissingFromTheRootRemovesTheWholeChain(answer: StubDeviceAnswers.DismissedChain) async throws {
        let device = BehaviourDevice(answers: StubDeviceAnswers(dismissedChain: answer))
        let root = try #require(device.window.rootViewController)
        let (a, b, c) = (Recorder("A"), Recorder("B"), Recorder("C"))
        for (presenter, presented) in [(root, a), (a, b), (b, c)] {
            presenter.present(presented, animated: false)
            device.loop.runUntilIdle()
        }
        var completed = false
        root.dismiss(animated: true) { completed = true }
        #expect(a.isBeingDismissed && root.presentedViewController === a, "presentedViewController stays during the dismissal")
        device.finishAnimation()
        #expect(completed && root.presentedViewController == nil && a.presentingViewController == nil)
        #expect((a.presentedViewController === b) == (answer == .kept))
    }

    // §1 dismiss table: the middle modal's dismiss removes what it presents and keeps it.
    @Test func dismissingTheMiddleModalKeepsIt() async throws {
        let device = BehaviourDevice()
        let root = try #require(device.window.rootViewController)
        let (a, b) = (Recorder("A"), Recorder("B"))
        root.present(a, animated: false)
        device.loop.runUntilIdle()
        a.present(b, animated: false)
        device.loop.runUntilIdle()
        a.dismiss(animated: false)
        device.loop.runUntilIdle()
        #expect(root.presentedViewController === a && a.presentedViewController == nil)
        b.dismiss(animated: false)
        device.loop.runUntilIdle()
        #expect(root.presentedViewController === a, "nothing above b: forwarded only if b were presented")
    }

    // §8, UIViewController.h: dismiss's completion after the dismissed controller's viewDidDisappear.
    @Test func dismissCompletionRunsAfterViewDidDisappear() async throws {
        let log = RecorderLog()
        let device = BehaviourDevice()
        device.window.rootViewController?.present(Recorder("Sheet", log: log), animated: false)
        device.loop.runUntilIdle()
        log.events = []
        device.window.rootViewController?.dismiss(animated: true) { log.events.append("completion") }
        #expect(log.events == ["Sheet.viewWillDisappear"], "inside the dismiss call")
        device.finishAnimation()
        #expect(log.events == ["Sheet.viewWillDisappear", "Sheet.viewDidDisappear", "completion"])
    }

    // §1: a context style is presented by the nearest controller that defines a presentation
    // context (a navigation controller does, [A4]), not by the window root.
    @Test func aContextPresentationIsPresentedByTheContextController() async throws {
        let stack = UINavigationController(rootViewController: Recorder("Inner"))
        let tabs = UITabBarController()
        tabs.setViewControllers([stack], animated: false)
        let device = BehaviourDevice(root: tabs)
        let sheet = Recorder("Sheet")
        sheet.modalPresentationStyle = .overCurrentContext
        stack.topViewController?.present(sheet, animated: false)
        device.loop.runUntilIdle()
        #expect(sheet.presentingViewController === stack && tabs.presentedViewController == nil)
    }

    // §7 last row [P8]: an unanchored popover in regular width crashes; in compact width it adapts.
    @Test func anUnanchoredPopoverCrashesInRegularWidthOnly() async throws {
        let device = BehaviourDevice()
        let root = try #require(device.window.rootViewController)
        let menu = Recorder("Menu")
        menu.modalPresentationStyle = .popover
        root.stubHorizontalSizeClass = .regular
        root.present(menu, animated: false)
        #expect(root.presentedViewController == nil)
        #expect(
            device.loop.crashes.last?.hasSuffix("should have a non-nil sourceView or barButtonItem set before the presentation occurs.")
                == true)
        root.stubHorizontalSizeClass = .compact
        root.present(menu, animated: false)
        #expect(root.presentedViewController === menu)
    }

    // §7 "dismiss during a running transition": warning, dropped.
    @Test func dismissingWhileATransitionRunsIsDropped() async throws {
        let device = BehaviourDevice()
        let root = try #require(device.window.rootViewController)
        let sheet = Recorder("Sheet")
        var called = false
        root.present(sheet, animated: true)
        root.dismiss(animated: true) { called = true }
        device.loop.runUntilIdle()
        #expect(!called && root.presentedViewController === sheet)
        #expect(device.loop.warnings.last?.contains("while a presentation or dismiss is in progress!") == true)
    }

    // §7 "dismiss with nothing presented and not presented": nothing happens; the model's stated
    // choice is to call the completion at the next turn.
    @Test func dismissingWithNothingPresentedChangesNothing() async throws {
        let device = BehaviourDevice()
        var called = false
        device.window.rootViewController?.dismiss(animated: true) { called = true }
        #expect(!called)
        device.loop.runTurn()
        #expect(called && device.loop.messages.isEmpty)
    }
}
