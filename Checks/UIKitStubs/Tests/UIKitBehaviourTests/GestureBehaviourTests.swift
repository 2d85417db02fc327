import Testing
import UIKit

/// What the user does while anything else runs (Checks/UIKitStubs/RULES.md §8 "The user acts at any time").
@MainActor
@Suite struct GestureBehaviourTests {
    final class SheetDelegate: NSObject, UISheetPresentationControllerDelegate {
        var calls: [String] = []
        var allows = true

        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            calls.append("shouldDismiss")
            return allows
        }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { calls.append("willDismiss") }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { calls.append("didDismiss") }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
            calls.append("didAttemptToDismiss")
        }
    }

    final class TabsDelegate: NSObject, UITabBarControllerDelegate {
        var calls: [String] = []
        var allows = true

        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
            calls.append("shouldSelect \(viewController.title ?? "")")
            return allows
        }
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            calls.append("didSelect \(viewController.title ?? "")")
        }
    }

    // §8: an interactive pop that finishes: the top leaves, the coordinator is interactive and not cancelled.
    @Test func anInteractivePopThatFinishes() async throws {
        let (home, chat) = (Recorder("Home"), Recorder("Chat"))
        let stack = UINavigationController(rootViewController: home)
        let device = BehaviourDevice(root: stack)
        stack.pushViewController(chat, animated: false)
        device.loop.runUntilIdle()
        let gesture = try #require(stack.stubBeginInteractivePop())
        let coordinator = try #require(stack.transitionCoordinator)
        #expect(coordinator.isInteractive && stack.viewControllers == [home])
        var cancelled: Bool?
        _ = coordinator.animate(alongsideTransition: nil) { cancelled = $0.isCancelled }
        gesture.finish()
        #expect(cancelled == false && stack.viewControllers == [home] && chat.parent == nil)
        #expect(chat.events.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
    }

    // §8: an interactive pop the user cancels: the screen stays, `isCancelled` says so, and the
    // appearance callbacks are reversed.
    @Test func anInteractivePopThatIsCancelled() async throws {
        let (home, chat) = (Recorder("Home"), Recorder("Chat"))
        let stack = UINavigationController(rootViewController: home)
        let device = BehaviourDevice(root: stack)
        stack.pushViewController(chat, animated: false)
        device.loop.runUntilIdle()
        stack.stubInteractivePop(finishing: false)
        var cancelled: Bool?
        _ = stack.transitionCoordinator?.animate(alongsideTransition: nil) { cancelled = $0.isCancelled }
        device.loop.runUntilIdle()
        #expect(cancelled == true && stack.viewControllers == [home, chat])
        #expect(chat.events.suffix(3) == ["viewWillDisappear", "viewWillAppear", "viewDidAppear"])
        #expect(home.events.suffix(3) == ["viewWillAppear", "viewWillDisappear", "viewDidDisappear"])
    }

    // §2 [K1][P4] and device question 5: a stack change during the user's pop is queued (and
    // applied to the stack the pop left) or dropped with the §7 warning.
    @Test(arguments: StubDeviceAnswers.StackChangeDuringInteractivePop.allCases)
    func aStackChangeDuringAnInteractivePop(answer: StubDeviceAnswers.StackChangeDuringInteractivePop) async throws {
        let stack = UINavigationController(rootViewController: Recorder("Home"))
        let device = BehaviourDevice(answers: StubDeviceAnswers(stackChangeDuringInteractivePop: answer), root: stack)
        stack.pushViewController(Recorder("Chat"), animated: false)
        device.loop.runUntilIdle()
        let gesture = try #require(stack.stubBeginInteractivePop())
        stack.pushViewController(Recorder("Profile"), animated: true)
        gesture.cancel()
        device.loop.runUntilIdle()
        let expected = answer == .queued ? ["Home", "Chat", "Profile"] : ["Home", "Chat"]
        #expect(stack.viewControllers.map(\.title) == expected)
        #expect(device.loop.warnings.count == (answer == .dropped ? 1 : 0))
    }

    // §8: a sheet swiped down calls the presentation controller delegate and dismisses.
    @Test func aSheetSwipedDownTellsTheDelegate() async throws {
        let device = BehaviourDevice()
        let sheet = Recorder("Sheet")
        let delegate = SheetDelegate()
        sheet.sheetPresentationController?.delegate = delegate
        device.window.rootViewController?.present(sheet, animated: false)
        device.loop.runUntilIdle()
        let gesture = try #require(sheet.stubBeginSwipeDown())
        #expect(sheet.isBeingDismissed && delegate.calls == ["shouldDismiss", "willDismiss"])
        gesture.finish()
        #expect(delegate.calls.last == "didDismiss" && device.window.rootViewController?.presentedViewController == nil)
    }

    // §8: a sheet the app marks modal in presentation refuses the swipe.
    @Test func aModalInPresentationSheetRefusesTheSwipe() async throws {
        let device = BehaviourDevice()
        let sheet = Recorder("Sheet")
        let delegate = SheetDelegate()
        sheet.sheetPresentationController?.delegate = delegate
        sheet.isModalInPresentation = true
        device.window.rootViewController?.present(sheet, animated: false)
        device.loop.runUntilIdle()
        #expect(sheet.stubSwipeDown() == nil)
        #expect(delegate.calls == ["didAttemptToDismiss"] && device.window.rootViewController?.presentedViewController === sheet)
    }

    // §8, review §3: a tab tapped by the user asks the delegate, which may refuse, then tells it.
    @Test func aTabTappedAsksAndTellsTheDelegate() async throws {
        let tabs = UITabBarController()
        tabs.setViewControllers([Recorder("First"), Recorder("Second")], animated: false)
        let device = BehaviourDevice(root: tabs)
        let delegate = TabsDelegate()
        tabs.delegate = delegate
        delegate.allows = false
        #expect(!tabs.stubTap(1) && tabs.selectedIndex == 0)
        delegate.allows = true
        #expect(tabs.stubTap(1) && tabs.selectedIndex == 1)
        #expect(delegate.calls == ["shouldSelect Second", "shouldSelect Second", "didSelect Second"])
        tabs.selectedIndex = 0
        #expect(delegate.calls.count == 3, "programmatic selection does not ask the delegate")
        _ = device
    }

    // §8 and device question 7: a trait change collapses a column-style split view, stacking the
    // detail onto the primary's stack (SplitViewsOnIPad.md "Compact width"), and expands it again.
    @Test(arguments: StubDeviceAnswers.CollapsedSplitControllers.allCases)
    func aTraitChangeCollapsesASplitView(answer: StubDeviceAnswers.CollapsedSplitControllers) async throws {
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(Recorder("List"), for: .primary)
        split.setViewController(Recorder("Detail"), for: .secondary)
        let device = BehaviourDevice(answers: StubDeviceAnswers(collapsedSplitControllers: answer), root: split, width: .regular)
        let detail = try #require(split.viewController(for: .secondary))
        #expect(!split.isCollapsed && detail.viewIfLoaded?.window != nil)
        device.window.stubChangeHorizontalSizeClass(to: .compact)
        device.loop.runUntilIdle()
        #expect(split.isCollapsed && detail.viewIfLoaded?.window != nil, "the detail is on top of the collapsed stack")
        #expect(split.viewControllers.count == (answer == .compactColumn ? 1 : 2))
        device.window.stubChangeHorizontalSizeClass(to: .regular)
        device.loop.runUntilIdle()
        #expect(!split.isCollapsed && detail.viewIfLoaded?.window != nil)
    }
}
