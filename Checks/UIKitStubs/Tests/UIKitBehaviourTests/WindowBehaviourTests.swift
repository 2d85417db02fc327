import Testing
import UIKit

/// Windows, tabs, split views and lifecycle callbacks (Checks/UIKitStubs/RULES.md §3, §4, §6, §8).
@MainActor
@Suite struct WindowBehaviourTests {
    // §8 "Lifecycle callbacks run inside UIKit calls": the new root's load and will-appear run in
    // `rootViewController =`, its did-appear at the next turn; the old root's will/did-disappear likewise.
    @Test func rootReplacementCallsTheLifecycleFromInsideTheCall() async throws {
        let log = RecorderLog()
        let device = BehaviourDevice(root: Recorder("Old", log: log))
        log.events = []
        device.window.rootViewController = Recorder("New", log: log)
        #expect(log.events == ["New.viewDidLoad", "Old.viewWillDisappear", "New.viewWillAppear"])
        device.loop.runTurn()
        #expect(log.events.suffix(2) == ["Old.viewDidDisappear", "New.viewDidAppear"])
    }

    // §4 [P7]: replacing the root does not dismiss what the old root presents; the old tree leaves
    // the window, so presenting from it is refused.
    @Test func replacingTheRootLeavesTheOldModalsPresented() async throws {
        let device = BehaviourDevice()
        let old = try #require(device.window.rootViewController)
        let modal = Recorder("Modal")
        old.present(modal, animated: false)
        device.loop.runUntilIdle()
        device.window.rootViewController = Recorder("New")
        device.loop.runUntilIdle()
        #expect(old.presentedViewController === modal && modal.viewIfLoaded?.window == nil)
    }

    // §8 device question 2 for the window root itself.
    @Test(arguments: StubDeviceAnswers.WindowEntry.allCases)
    func theRootsViewEntersTheWindowByTheAnswer(answer: StubDeviceAnswers.WindowEntry) async throws {
        let device = BehaviourDevice(answers: StubDeviceAnswers(windowEntry: answer))
        let root = Recorder("Root")
        device.window.rootViewController = root
        #expect((root.viewIfLoaded?.window != nil) == (answer != .rootAlsoAtNextLayout))
        device.loop.runTurn()
        #expect(root.viewIfLoaded?.window === device.window)
    }

    // §6: a finished full-screen presentation removes the presenter's views; a sheet keeps them.
    @Test func aFullScreenPresentationTakesThePresenterOutOfTheWindow() async throws {
        let device = BehaviourDevice()
        let root = try #require(device.window.rootViewController)
        let sheet = Recorder("Sheet")
        root.present(sheet, animated: true)
        device.loop.runUntilIdle()
        #expect(root.viewIfLoaded?.window != nil)
        sheet.dismiss(animated: false)
        device.loop.runUntilIdle()
        let cover = Recorder("Cover")
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: true)
        device.loop.runTurn()
        #expect(root.viewIfLoaded?.window != nil, "both in the window while the transition runs")
        device.loop.runUntilIdle()
        #expect(root.viewIfLoaded?.window == nil && cover.viewIfLoaded?.window === device.window)
    }

    // §3: a tab that is not selected is not in the window; selecting one moves it in at the next
    // layout pass, its appearance beginning inside the call.
    @Test func selectingATabMovesItsViewIntoTheWindowAtLayout() async throws {
        let (first, second) = (Recorder("First"), Recorder("Second"))
        let tabs = UITabBarController()
        tabs.setViewControllers([first, second], animated: false)
        let device = BehaviourDevice(root: tabs)
        #expect(first.viewIfLoaded?.window != nil && second.viewIfLoaded?.window == nil)
        tabs.selectedIndex = 1
        #expect(second.events == ["viewDidLoad", "viewWillAppear"] && second.viewIfLoaded?.window == nil)
        device.loop.runTurn()
        #expect(second.viewIfLoaded?.window === device.window && first.viewIfLoaded?.window == nil)
        #expect(first.events.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
    }

    // §3 [K1]: an index out of range is ignored; a controller not in the list crashes.
    @Test func tabSelectionRules() async throws {
        let tabs = UITabBarController()
        tabs.setViewControllers([Recorder("First"), Recorder("Second")], animated: false)
        let device = BehaviourDevice(root: tabs)
        tabs.selectedIndex = 5
        #expect(tabs.selectedIndex == 0 && device.loop.messages.isEmpty)
        tabs.selectedViewController = Recorder("Stranger")
        #expect(tabs.selectedIndex == 0 && device.loop.crashes.count == 1)
    }

    // §3 [K1]: after a new list, the selected controller stays selected if listed, else the same
    // index if valid, else index 0.
    @Test func assigningTabsKeepsTheSelectionByUIKitsRule() async throws {
        let (a, b, c) = (Recorder("A"), Recorder("B"), Recorder("C"))
        let tabs = UITabBarController()
        tabs.setViewControllers([a, b, c], animated: false)
        let device = BehaviourDevice(root: tabs)
        tabs.selectedIndex = 1
        tabs.setViewControllers([b, c], animated: false)
        #expect(tabs.selectedViewController === b, "kept: b is still listed")
        tabs.setViewControllers([a, c], animated: false)
        #expect(tabs.selectedIndex == 0, "b is gone: the same index (0) is kept")
        tabs.selectedIndex = 1
        tabs.setViewControllers([Recorder("D")], animated: false)
        #expect(tabs.selectedIndex == 0, "index 1 is out of range: index 0")
        #expect(a.parent == nil && b.parent == nil, "old tabs stop being children")
        _ = device
    }

    // §1 and §5: presentedViewController is reported by the caller and its ancestors; a controller
    // inside a presented one reports that one's presenter; parent links never cross a presentation.
    @Test func presentationLinksAsSeenFromChildren() async throws {
        let inner = Recorder("Inner")
        let stack = UINavigationController(rootViewController: inner)
        let tabs = UITabBarController()
        tabs.setViewControllers([stack], animated: false)
        let device = BehaviourDevice(root: tabs)
        let modalChild = Recorder("ModalChild")
        let modal = UINavigationController(rootViewController: modalChild)
        inner.present(modal, animated: false)
        device.loop.runUntilIdle()
        #expect(inner.presentedViewController === modal && stack.presentedViewController === modal)
        #expect(tabs.presentedViewController === modal && modal.presentingViewController === tabs)
        #expect(modalChild.presentingViewController === tabs && modal.parent == nil)
        #expect(modalChild.navigationController === modal && modalChild.tabBarController == nil)
    }

    // StubRunLoop.drive bounds a body that never completes (a dropped completion kept forever).
    @Test func drivingABodyThatNeverEndsThrowsInsteadOfHanging() async throws {
        let device = BehaviourDevice(answers: StubDeviceAnswers(droppedCompletion: .keptForever))
        device.window.rootViewController?.present(Recorder("Sheet"), animated: false)
        device.loop.runUntilIdle()
        await #expect(throws: StubRunLoopTimeout.self) {
            try await device.loop.drive(maxTurns: 5) {
                await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                    device.window.rootViewController?.present(Recorder("Dropped"), animated: false) { continuation.resume() }
                }
            }
        }
        #expect(device.loop.keptCompletionCount == 1)
    }
}
