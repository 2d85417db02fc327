import NavDSL
import Testing
import UIKit

/// Review R16 on the behavioural UIKit: a sheet's "should dismiss" hook that reads its own
/// controller, and an undo entry of a navigation still waiting, keep no closed screen alive.
@MainActor
@Suite struct SheetHookReleaseSmokeTests {
    /// An editor that asks itself, in its sheet's hook, whether it may close.
    final class Editor: UIViewController {
        var hasEdits = false
    }

    struct EditorScreen: Screen {
        func build(navigator: ScreenNavigator) -> Editor { Editor() }
    }

    /// A step whose completion the test holds and never calls (a login that never answers).
    @MainActor
    final class PendingStep {
        var completion: ScreenCompletion<Void>?
    }

    struct Pending: ScreenAction {
        let step: PendingStep

        func perform(container: UIViewController, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
            step.completion = completion
        }
    }

    let app: UIKitSmokeApp

    init() async throws {
        app = try await UIKitSmokeApp()
    }

    /// Presents the editor as a sheet with a hook that captures it; returns it weakly.
    func presentEditorWithItsOwnHook() async throws -> () -> Editor? {
        try await app.navigator.driven.navigate(
            to: ScreenWindowRoute().top(.container).present(EditorScreen().withBottomSheet(ScreenSheet(detents: [.medium]))))
        weak let weakEditor = app.presented as? Editor
        let editor = try #require(weakEditor)
        try await app.navigator.driven.navigate(
            to: ScreenWindowRoute().top(.container).changeBottomSheet { $0.shouldDismiss = { !editor.hasEdits } })
        return { weakEditor }
    }

    @Test func aSheetDismissedByANavigationIsReleasedWithItsHook() async throws {
        let editor = try await presentEditorWithItsOwnHook()
        try await app.navigator.driven.navigate(to: ScreenWindowRoute().root.dismissAll())
        await app.settle { editor() == nil }
        #expect(editor() == nil, "the hook kept its controller alive after the sheet closed")
    }

    @Test func aSheetTheUserSwipesAwayIsReleasedWithItsHook() async throws {
        let editor = try await presentEditorWithItsOwnHook()
        #expect(editor()?.stubSwipeDown(finishing: true) != nil)
        await app.settle { app.presented == nil && editor() == nil }
        #expect(app.presented == nil)
        #expect(editor() == nil, "the hook kept its controller alive after the swipe")
    }

    @Test func aPresentedScreenTheUserClosesIsNotKeptByTheWaitingNavigationsUndo() async throws {
        weak var weakSheet: UIViewController?
        let step = PendingStep()
        let route = ScreenWindowRoute().top(.container).present(UIKitAdapterSmokeTests.Plain(name: "Sheet")).then(Pending(step: step))
        app.navigator.navigate(to: route)
        await app.settle { step.completion != nil }
        weakSheet = app.presented
        #expect(weakSheet?.stubSwipeDown(finishing: true) != nil)
        await app.settle { app.presented == nil && weakSheet == nil }
        #expect(weakSheet == nil, "the undo entry of the present kept the sheet the user closed")
        #expect(step.completion != nil, "the navigation still waits")
    }
}
