import NavDSL
import NavDSLSwiftUI
import Observation
import Testing

/// The models themselves are what an app's views observe: a read of `path`, `presented`,
/// `selectedIndex`, `columnVisibility`, the window's `root` or `hasPendingTransitions` inside
/// Observation's tracking is told of the next change, as SwiftUI's views are on iOS 17.
@MainActor
@Suite struct SwiftUIObservableModelTests {
    /// Whether `read`'s tracked properties changed by the time `change` ran.
    private func changes(reading read: @escaping @MainActor () -> Void, after change: () async throws -> Void) async rethrows -> Bool {
        let told = Told()
        withObservationTracking {
            read()
        } onChange: {
            MainActor.assumeIsolated { told.value = true }
        }
        try await change()
        return told.value
    }

    @MainActor
    final class Told {
        var value = false
    }

    @Test func aViewReadingThePathIsToldOfAPush() async throws {
        let scene = try await ModelScene.home()
        let stack = try #require(scene.rootStack)
        #expect(
            try await changes(reading: { _ = stack.path }) {
                try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.stack).push(chat(1)))
            })
        #expect(await changes(reading: { _ = stack.path }) { stack.pathBinding().set([]) }, "and of the user's back swipe")
    }

    @Test func aViewReadingWhatIsPresentedOrSelectedIsToldOfTheChange() async throws {
        let scene = try await ModelScene.tabs()
        let tabs = try #require(scene.tabsModel)
        #expect(await changes(reading: { _ = tabs.selectedIndex }) { tabs.userDidTapTab(1) })
        #expect(
            try await changes(reading: { _ = tabs.presented }) {
                try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.container).present(ModelScreen("Sheet")))
            })
        let unrelated = try #require(scene.stack(0))
        #expect(!(await changes(reading: { _ = unrelated.path }) { tabs.userDidTapTab(0) }), "another model's change is not this one's")
    }

    @Test func aViewReadingTheColumnsOrWhetherANavigationRunsIsToldToo() async throws {
        let scene = ModelScene(completion: .deferred)
        let window = scene.window
        #expect(
            await changes(reading: { _ = window.hasPendingTransitions }) {
                scene.navigator.navigate(
                    to: SwiftUIWindowRoute().setRoot(to: ModelScreen("Folders").withSplitContainer(secondary: ModelScreen("Inbox"))))
            })
        #expect(await changes(reading: { _ = window.hasPendingTransitions }) { window.completePendingTransitions() })
        let split = try #require(window.root as? SwiftUISplitModel)
        #expect(await changes(reading: { _ = split.columnVisibility }) { split.visibilityBinding().set(.detailOnly) })
    }

    /// The scene's own views re-render through the acknowledger, in one transaction per turn that
    /// says whether the change animates; their bindings' reads must not make Observation draw them
    /// again on its own.
    @Test func theBindingsTheViewsHandOverRegisterNoRead() async throws {
        let scene = try await ModelScene.tabs()
        let tabs = try #require(scene.tabsModel)
        let stack = try #require(scene.stack(0))
        let path = stack.pathBinding()
        let selection = tabs.selectionBinding()
        let sheet = tabs.presentationBinding(cover: false)
        let told = await changes(reading: {
            _ = path.get()
            _ = selection.get()
            _ = sheet.get()
        }) {
            tabs.userDidTapTab(1)
            stack.pathBinding().set([])
        }
        #expect(!told)
    }
}
