import NavDSL
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
}
