import NavDSL
import NavDSLSwiftUI
import Testing

/// What the user does, written back by the views' binding setters: the model changes at once,
/// the log records it, navigators report a `.userChange`, and an undo never puts it back.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct SwiftUIUserChangeTests {
    @Test func aBackSwipeShortensThePathAndIsReported() async throws {
        let scene = try await ModelScene.home()
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.stack).push(chat(1)).push(chat(2)))
        let stack = try #require(scene.rootStack)
        let renders = stack.signal.changeCount
        scene.recorder.removeAll()

        #expect(stack.userDidSetPath(Array(stack.path.prefix(1))))
        #expect(stack.userDidSetPath(stack.path), "the same path: nothing to do")

        #expect(scene.names(stack) == ["Home", "Chat(1)"])
        #expect(stack.signal.changeCount == renders + 1)
        #expect(scene.recorder.userChanges.map(\.description) == ["stack SwiftUIStackModel"])
        #expect(scene.window.transitions.last?.description == "stack SwiftUIStackModel removed [Chat(2)] by the user animated")
    }

    @Test func aSwipeDownDismissesUnlessTheSheetRefuses() async throws {
        let scene = try await ModelScene.home()
        let route = SwiftUIWindowRoute().top(.container)
        try await scene.navigator.navigateAndWait(
            to: route.present(ModelScreen("Locked").withBottomSheet(ScreenSheet(isModalInPresentation: true))))
        let home = try #require(scene.rootStack?.root)
        #expect(!home.userDidDismissPresented(), "isModalInPresentation refuses the swipe")
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().root.dismiss())
        try await scene.navigator.navigateAndWait(
            to: route.present(ModelScreen("Asks").withBottomSheet(ScreenSheet(shouldDismiss: { false }))))
        #expect(!home.userDidDismissPresented(), "shouldDismiss answered no")
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().root.dismiss())
        try await scene.navigator.navigateAndWait(to: route.present(ModelScreen("Sheet")))
        scene.recorder.removeAll()

        #expect(home.userDidDismissPresented())
        #expect(!home.userDidDismissPresented(), "nothing is presented any more")

        #expect(scene.window.root?.presented == nil)
        #expect(scene.recorder.userChanges.map(\.description) == ["dismiss Sheet"])
    }

    @Test func aTabTapSelectsAndIsReported() async throws {
        let scene = try await ModelScene.tabs()
        let tabs = try #require(scene.tabsModel)
        scene.recorder.removeAll()
        #expect(tabs.userDidSelect(0), "the selected tab: nothing changes")
        #expect(tabs.userDidSelect(1))
        #expect(!tabs.userDidSelect(5))
        #expect(tabs.selectedIndex == 1)
        #expect(scene.recorder.userChanges.map(\.kind) == [.selectTab])
    }

    /// A user pop while a deferred navigation is in flight; the navigation then fails, and its
    /// rollback takes back only its own changes: the screen the user closed stays closed.
    @Test func anUndoNeverPutsBackWhatTheUserClosed() async throws {
        let scene = try await ModelScene.home()
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.stack).push(chat(1)).push(chat(2)))
        scene.window.completion = .deferred
        let stack = try #require(scene.rootStack)
        var result: Result<Void, any Error>?
        let route = SwiftUIWindowRoute().top(.stack).pop().top(.container).present(ModelScreen("Sheet")).fail(with: Cancelled())
        scene.navigator.navigate(to: route) { result = $0 }
        #expect(scene.names(stack) == ["Home", "Chat(1)"])

        #expect(stack.userDidSetPath([]), "the user goes back to the root while the pop animates")
        for _ in 0..<10 where result == nil { scene.window.completePendingTransitions() }

        #expect(result.map { (try? $0.get()) == nil } == true, "the route failed")
        #expect(scene.names(stack) == ["Home"], "neither Chat(1), which the user closed, nor Chat(2) comes back")
        #expect(scene.window.root?.presented == nil, "the navigation's own presentation was undone")
        #expect(!scene.window.hasPendingTransitions)
    }

    @Test func aPushedScreenTheUserClosedIsNotPushedAgainByTheRollback() async throws {
        let scene = try await ModelScene.home(completion: .deferred)
        let stack = try #require(scene.rootStack)
        var result: Result<Void, any Error>?
        let route = SwiftUIWindowRoute().top(.stack).push(chat(1)).top(.container).present(ModelScreen("Sheet")).fail(with: Cancelled())
        scene.navigator.navigate(to: route) { result = $0 }
        scene.window.completePendingTransitions()
        #expect(scene.presentedChain.map(\.description) == ["Sheet"])
        #expect(stack.userDidSetPath([]))

        for _ in 0..<10 where result == nil { scene.window.completePendingTransitions() }

        #expect(result != nil)
        #expect(scene.names(stack) == ["Home"])
        #expect(scene.window.root?.presented == nil)
    }

    @Test func aSheetSwipedAwayUnderAnAwaitedResultFailsTheWait() async throws {
        let scene = try await ModelScene.home()
        let waiting = Task {
            try await scene.navigator.result(of: SwiftUIWindowRoute().top(.container).present(ModelPicker()), as: String.self)
        }
        for _ in 0..<1_000 where scene.window.root?.presented == nil { await Task.yield() }
        let home = try #require(scene.rootStack?.root)
        #expect(home.userDidDismissPresented())

        let error = await #expect(throws: ScreenResultError.self) { try await waiting.value }
        #expect(error?.kind == .released || error?.kind == .dismissed)
    }

    /// SwiftUI writes the model while a navigation's change is in flight: the navigation ends with
    /// a typed error or success, never a hang.
    @Test func aModelWrittenByTheUserDuringANavigationNeverHangsIt() async throws {
        let scene = try await ModelScene.home(completion: .deferred)
        let stack = try #require(scene.rootStack)
        var result: Result<Void, any Error>?
        let route = SwiftUIWindowRoute().top(.stack).push(chat(1)).window.first(.container(of: chat(1))).present(ModelScreen("Sheet"))
        scene.navigator.navigate(to: route) { result = $0 }
        #expect(stack.userDidSetPath([]), "a back swipe while the push animates")

        for _ in 0..<10 where result == nil { scene.window.completePendingTransitions() }

        let failure = try #require(
            result.flatMap { outcome -> (any Error)? in if case .failure(let error) = outcome { error } else { nil } })
        #expect(failure is ScreenContainerNotFoundError, "the chat the route looks for is gone")
        #expect(scene.names(stack) == ["Home"])
        #expect(!scene.window.hasPendingTransitions)
        try await confirmQueueIsFree(scene)
    }

    @Test func splitVisibilityAndSizeClassAreWrittenBack() async throws {
        let scene = ModelScene()
        try await scene.navigator.navigateAndWait(
            to: SwiftUIWindowRoute().setRoot(to: ModelScreen("Folders").withSplitContainer(secondary: ModelScreen("Inbox")))
                .makeKeyAndVisible())
        let split = try #require(scene.window.root as? SwiftUISplitModel)
        let renders = split.signal.changeCount

        #expect(split.userDidChangeVisibility(.detailOnly))
        #expect(split.columnVisibility == .detailOnly)
        #expect(split.splitDisplayMode == .secondaryOnly)
        #expect(split.userDidChangeSizeClass(.compact))
        #expect(split.isSplitCollapsed)
        #expect(split.userDidChangeCompactColumn(.primary))
        #expect(!split.userDidChangeCompactColumn(.compact))
        #expect(split.signal.changeCount == renders + 3)
        #expect(scene.window.transitions.suffix(3).map(\.kind) == [.displayMode, .collapse, .displayMode])
        #expect(scene.recorder.userChanges.isEmpty, "a split view's columns are not a navigation, as on headless and UIKit")
    }

    private func confirmQueueIsFree(_ scene: ModelScene) async throws {
        scene.window.completion = .immediate
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.stack).push(chat(3)))
        #expect(scene.names(scene.rootStack) == ["Home", "Chat(3)"])
    }
}

/// A step's failure the tests choose.
struct Cancelled: Error {}
