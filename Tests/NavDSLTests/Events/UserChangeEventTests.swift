import NavDSL
import NavDSLHeadless
import Testing

/// A user's change (a back swipe that finished, a sheet swiped down, a tab tapped) reaches
/// listeners and recorders as a `.userChange` event that belongs to no navigation.
@MainActor
@Suite struct UserChangeEventTests {
    let window = HeadlessWindow()
    let navigator: ScreenNavigator
    let recorder: ScreenNavigationRecorder

    init() {
        navigator = ScreenNavigator(window: window, logger: nil)
        recorder = ScreenNavigationRecorder(navigator)
    }

    /// `Home` and `Chat` in the window's stack, set up by a navigation the recorder heard.
    private func chatOnHome() async throws -> HeadlessNavigationController {
        try await navigator.navigateAndWait(
            to: HeadlessWindowRoute().setRoot(to: HeadlessScreen(name: "Home").withStackContainer(), animation: nil)
                .makeKeyAndVisible().top(.stack).push(HeadlessScreen(name: "Chat")))
        return try #require(window.rootViewController as? HeadlessNavigationController)
    }

    @Test func aFinishedBackSwipeIsReportedAtOnce() async throws {
        let stack = try await chatOnHome()
        #expect(recorder.userChanges.isEmpty, "the navigator's own changes are not the user's")

        #expect(stack.popInteractively())

        #expect(stack.viewControllers.map(\.description) == ["Home"])
        #expect(recorder.userChanges.map(\.kind) == [.stack])
        #expect(recorder.lines.last == "#0 user changed: stack on HeadlessNavigationController")
        #expect(recorder.events.last?.navigation == .userDriven)
        #expect(recorder.transitions.map(\.kind) == [.root, .keyWindow, .stack], "user changes stay out of transitions")
    }

    @Test func aSheetSwipedDownIsReportedAsADismiss() async throws {
        let stack = try await chatOnHome()
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(HeadlessScreen(name: "Sheet")))
        let sheet = try #require(stack.presentedViewController)

        #expect(sheet.dismissInteractively())

        #expect(recorder.userChanges.map(\.description) == ["dismiss Sheet"])
    }

    @Test func aRefusedSwipeReportsNothing() async throws {
        let stack = try await chatOnHome()
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(HeadlessScreen(name: "Sheet")))
        let sheet = try #require(stack.presentedViewController)
        sheet.isModalInPresentation = true

        #expect(!sheet.dismissInteractively())

        #expect(stack.presentedViewController === sheet)
        #expect(recorder.userChanges.isEmpty)
    }

    @Test func aTappedTabIsReportedAsASelection() async throws {
        window.rootViewController = HeadlessTrees.tabsWithStacks([["Feed"], ["Chats"]])
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().makeKeyAndVisible())
        let tabs = try #require(window.rootViewController as? HeadlessTabBarController)

        #expect(tabs.tapTab(at: 0), "the selected tab: nothing changes")
        #expect(tabs.tapTab(at: 1))
        #expect(!tabs.tapTab(at: 5))

        #expect(recorder.userChanges.map(\.kind) == [.selectTab])
        #expect(tabs.selectedIndex == 1)
    }

    @Test func aChangeNobodyReportedIsReportedWhenTheNextNavigationStarts() async throws {
        let stack = try await chatOnHome()
        // What a UIKit app's navigator sees after a back swipe: the stack changed and nobody said.
        stack.popViewController(animated: false)
        #expect(recorder.userChanges.isEmpty)
        recorder.removeAll()

        try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Profile")))

        #expect(recorder.lines.first == "#2 requested (queued, 0 ahead): top(.stack).push(Profile)")
        #expect(recorder.lines.dropFirst().first == "#0 user changed: stack on HeadlessNavigationController")
        #expect(recorder.userChanges.count == 1, "the push that followed is the navigator's")
    }

    @Test func anAppReportsThroughNoticeUserChanges() async throws {
        let stack = try await chatOnHome()
        stack.popViewController(animated: false)

        navigator.noticeUserChanges()
        navigator.noticeUserChanges()

        #expect(recorder.userChanges.map(\.kind) == [.stack], "reported once: the snapshot follows the tree")
    }

    @Test(.timeLimit(.minutes(1))) func nothingIsReportedWhileANavigationRuns() async throws {
        let stack = try await chatOnHome()
        window.animationMode = .deferred
        navigator.navigate(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Profile")))
        #expect(navigator.isChangingContainers)

        navigator.noticeUserChanges()
        #expect(stack.popInteractively())
        #expect(recorder.userChanges.isEmpty, "the running navigation owns the tree")

        window.completePendingTransitions()
        #expect(!navigator.isChangingContainers)
        #expect(recorder.userChanges.isEmpty)
    }

    @Test func aDeferredBackSwipeIsReportedWhenItsTransitionEnds() async throws {
        let stack = try await chatOnHome()
        window.animationMode = .deferred

        #expect(stack.popInteractively())
        #expect(recorder.userChanges.isEmpty, "the pop is still animating")
        window.completePendingTransitions()

        #expect(recorder.userChanges.map(\.kind) == [.stack])
    }

    @Test func aNavigatorWithoutListenersWalksNothing() async throws {
        let silent = ScreenNavigator(window: window, logger: nil)
        try await silent.navigateAndWait(
            to: HeadlessWindowRoute().setRoot(to: HeadlessScreen(name: "Home").withStackContainer(), animation: nil)
                .top(.stack).push(HeadlessScreen(name: "Chat")))
        let stack = try #require(window.rootViewController as? HeadlessNavigationController)
        let late = ScreenNavigationRecorder(silent)

        #expect(stack.popInteractively())

        #expect(late.userChanges.isEmpty, "no snapshot was taken while nobody listened")
    }

    @Test func aPopThroughTheBackMenuOnADeepStackIsOneChange() async throws {
        let stack = try await chatOnHome()
        let deeper = (0..<200).reduce(HeadlessWindowRoute().top(.stack)) { $0.push(HeadlessScreen(name: "Step \($1)")) }
        try await navigator.navigateAndWait(to: deeper)
        let earlier = try #require(stack.viewControllers.dropFirst(3).first)

        // The back button's menu: a long press, then a screen far below the top.
        stack.popToViewController(earlier, animated: true)
        navigator.noticeUserChanges()

        #expect(stack.viewControllers.count == 4)
        #expect(recorder.userChanges.map(\.description) == ["stack HeadlessNavigationController"])
    }

    @Test func aStackPoppedBeforeItsTabWasLeftIsStillReported() async throws {
        window.rootViewController = HeadlessTrees.tabsWithStacks([["Feed", "Post"], ["Chats"]])
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().makeKeyAndVisible())
        let tabs = try #require(window.rootViewController as? HeadlessTabBarController)
        let feed = try #require(tabs.viewControllers?.first as? HeadlessNavigationController)

        feed.popViewController(animated: false)
        #expect(tabs.tapTab(at: 1), "the pop is no longer on the visible path when the tap reports")

        #expect(recorder.userChanges.map(\.kind) == [.selectTab, .stack])
    }

    @Test func aMiddleSheetSwipedDownReportsItsOwnDismissOnly() async throws {
        let stack = try await chatOnHome()
        for name in ["First", "Middle", "Last"] {
            try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(HeadlessScreen(name: name)))
        }
        let first = try #require(stack.presentedViewController)
        let middle = try #require(first.presentedViewController)

        // An undimmed detent leaves the middle sheet in reach; UIKit tears the one above it down.
        #expect(middle.dismissInteractively())

        #expect(first.presentedViewController == nil)
        #expect(recorder.userChanges.map(\.description) == ["dismiss Middle"])
    }

    @Test func aTabTappedInsideASheetIsReported() async throws {
        let stack = try await chatOnHome()
        let tabs = HeadlessTrees.tabsWithStacks([["Inbox"], ["Sent"]])
        stack.present(tabs, animated: false)
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.tabs))
        #expect(recorder.userChanges.map(\.kind) == [.present], "presented behind the navigator's back")
        recorder.removeAll()

        #expect(tabs.tapTab(at: 1))

        #expect(recorder.userChanges.map(\.kind) == [.selectTab])
    }

    /// A controller that counts how often it is asked for its visible child, which every walk of
    /// the tree asks of each controller it visits.
    final class CountedController: HeadlessViewController {
        var asked = 0
        override var visibleNestedContainer: (any ScreenContainer)? {
            asked += 1
            return super.visibleNestedContainer
        }
    }

    @Test func aNavigationWithAListenerNeverWalksUnderAStacksTop() async throws {
        let buried = (0..<50).map { CountedController(screenKey: ScreenKey(name: "Buried \($0)")) }
        window.rootViewController = HeadlessPlatform.makeStackContainer(with: buried)
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().makeKeyAndVisible().top(.stack).push(HeadlessScreen(name: "Top")))
        let before = buried.map(\.asked)

        for index in 0..<5 {
            try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Step \(index)")))
        }
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).pop())

        #expect(buried.map(\.asked) == before, "what is under the top is out of the user's reach: its cost is not paid")
        #expect(recorder.userChanges.isEmpty)
    }
}
