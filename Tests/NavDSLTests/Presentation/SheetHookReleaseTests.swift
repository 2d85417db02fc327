import NavDSL
import NavDSLHeadless
import Testing

/// A sheet's "should dismiss" hook that reads its own controller forms a cycle through the
/// controller's payload; NavDSL lets go of the hook once the sheet is closed, so the controller is
/// released (review R16).
@MainActor
@Suite struct SheetHookReleaseTests {
    /// An editor that asks itself, in its sheet's hook, whether it may close.
    final class Editor: HeadlessViewController {
        var hasEdits = false
    }

    struct EditorScreen: Screen {
        func build(navigator: ScreenNavigator) -> HeadlessViewController { Editor(screenKey: key) }
    }

    let app = HeadlessApp(root: HeadlessTrees.stack(["Home"]))

    /// Presents the editor as a sheet and gives it a hook that captures it, as an app would from
    /// inside the editor; returns it weakly.
    func presentEditorWithItsOwnHook() async throws -> () -> Editor? {
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.container).present(EditorScreen().withBottomSheet(ScreenSheet(detents: [.medium]))))
        weak let weakEditor = app.rootStack?.presentedViewController as? Editor
        let editor = try #require(weakEditor)
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.container).changeBottomSheet { $0.shouldDismiss = { !editor.hasEdits } })
        #expect(editor.screenSheet?.shouldDismiss != nil)
        return { weakEditor }
    }

    @Test func aSheetDismissedByANavigationIsReleasedWithItsHook() async throws {
        let editor = try await presentEditorWithItsOwnHook()
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().root.dismissAll())
        #expect(app.rootStack?.presentedViewController == nil)
        #expect(editor() == nil, "the hook kept its controller alive after the sheet closed")
    }

    @Test func aSheetTheUserSwipesAwayIsReleasedWithItsHook() async throws {
        let editor = try await presentEditorWithItsOwnHook()
        #expect(editor()?.dismissInteractively() == true)
        #expect(app.rootStack?.presentedViewController == nil)
        for _ in 0..<20 where editor() != nil { await Task.yield() }
        #expect(editor() == nil, "the hook kept its controller alive after the swipe")
    }

    @Test func aShownSheetKeepsItsHook() async throws {
        let editor = try await presentEditorWithItsOwnHook()
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).changeBottomSheet { $0.selectedDetent = .medium })
        let shown = try #require(editor())
        shown.hasEdits = true
        #expect(!shown.dismissInteractively(), "the hook still answers while the sheet is shown")
    }
}
