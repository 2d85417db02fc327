import Testing
import UIKit

/// The navigation controller over time (Checks/UIKitStubs/RULES.md §2, §7, §8).
@MainActor
@Suite struct StackBehaviourTests {
    let stack = UINavigationController(rootViewController: Recorder("Home"))
    let device: BehaviourDevice

    init() {
        device = BehaviourDevice(root: stack)
    }

    // §8 "Transitions take time": an animated push has a coordinator on the stack and, up the
    // parent chain, on its children, until the transition ends.
    @Test func anAnimatedPushRunsOverLaterTurnsWithACoordinator() async throws {
        let chat = Recorder("Chat")
        stack.pushViewController(chat, animated: true)
        #expect(stack.topViewController === chat, "viewControllers changes in the call")
        #expect(stack.transitionCoordinator != nil && chat.transitionCoordinator != nil)
        var ended = false
        _ = stack.transitionCoordinator?.animate(alongsideTransition: nil) { _ in ended = true }
        device.finishAnimation()
        #expect(ended && stack.transitionCoordinator == nil)
        #expect(chat.events == ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
    }

    // §2, §7 "push/set while the nav's own transition runs": queued, applied when it ends, to the
    // stack of that moment.
    @Test func aChangeDuringTheStacksOwnTransitionIsQueued() async throws {
        stack.pushViewController(Recorder("A"), animated: true)
        stack.pushViewController(Recorder("B"), animated: true)
        #expect(stack.viewControllers.map(\.title) == ["Home", "A"], "unchanged right after the call")
        device.finishAnimation()
        #expect(stack.viewControllers.map(\.title) == ["Home", "A", "B"])
        #expect(stack.transitionCoordinator != nil, "the queued push runs its own transition")
        device.loop.runUntilIdle()
        #expect(stack.transitionCoordinator == nil && device.loop.messages.isEmpty)
    }

    // §2, §7 "animated push/set during a conflicting presentation transition": dropped with a
    // warning; a non-animated one is applied at once.
    @Test func anAnimatedChangeDuringAPresentationIsDroppedANonAnimatedOneApplies() async throws {
        stack.present(Recorder("Sheet"), animated: true)
        stack.pushViewController(Recorder("Dropped"), animated: true)
        #expect(stack.viewControllers.map(\.title) == ["Home"])
        #expect(device.loop.warnings.last?.hasPrefix("setViewControllers:animated: called on <UINavigationController") == true)
        #expect(device.loop.warnings.last?.hasSuffix("the navigation stack will not be updated.") == true)
        stack.pushViewController(Recorder("Applied"), animated: false)
        #expect(stack.viewControllers.map(\.title) == ["Home", "Applied"])
    }

    // §8 "Views enter the window at layout" (device question 2): a new top installed without
    // animation is in the stack at once and in the window at the next layout pass.
    @Test(arguments: StubDeviceAnswers.WindowEntry.allCases)
    func aNewTopEntersTheWindowAtTheNextLayoutPass(answer: StubDeviceAnswers.WindowEntry) async throws {
        device.loop.answers.windowEntry = answer
        let chat = Recorder("Chat")
        stack.pushViewController(chat, animated: false)
        #expect(chat.parent === stack && chat.isViewLoaded, "structure and loading in the call")
        #expect((chat.viewIfLoaded?.window != nil) == (answer == .atOnce))
        device.loop.runTurn()
        #expect(chat.viewIfLoaded?.window === device.window)
        #expect(stack.viewControllers.first?.viewIfLoaded?.window == nil, "a covered controller leaves the window")
    }

    // §7 crash rows of the navigation controller: nothing changes, the exception is recorded.
    @Test func stackChangesThatCrashUIKitChangeNothing() async throws {
        let home = try #require(stack.topViewController)
        stack.pushViewController(home, animated: false)
        stack.pushViewController(UINavigationController(), animated: false)
        stack.setViewControllers([home, home], animated: false)
        stack.setViewControllers([home, UINavigationController()], animated: false)
        #expect(stack.viewControllers == [home])
        #expect(device.loop.crashes.map { String($0.prefix(24)) }.count == 4)
        #expect(device.loop.crashes[1] == "Pushing a navigation controller is not supported")
        #expect(device.loop.crashes[2].hasPrefix("All view controllers in a navigation controller must be distinct"))
        #expect(device.loop.crashes[3] == "UINavigationControllers are not allowed in a navigation controller!")
    }

    // §2 [A8]: pop with only the root left does nothing and returns nil.
    @Test func poppingTheRootDoesNothing() async throws {
        #expect(stack.popViewController(animated: true) == nil)
        #expect(stack.viewControllers.count == 1 && device.loop.messages.isEmpty)
    }

    // §2 "An animated push whose view is not in a window" (review §1): applied without animation.
    @Test func aStackOutsideAWindowChangesAtOnceWithoutACoordinator() async throws {
        let offscreen = UINavigationController(rootViewController: Recorder("Root"))
        offscreen.pushViewController(Recorder("Next"), animated: true)
        #expect(offscreen.viewControllers.count == 2 && offscreen.transitionCoordinator == nil)
    }
}
