import Foundation
import NavDSL
import NavDSLAddons
import NavDSLSwiftUI
import Testing

/// Findings from reading the views, each played through the calls SwiftUI makes.
///
/// The calls are the bindings the model hands the views, or the calls the views make (size class,
/// acknowledgements). The rule a test
/// cites is in the SwiftUI article "What SwiftUI does with each binding".
@MainActor
@Suite(.timeLimit(.minutes(1))) struct SwiftUIViewFindingTests {
    // MARK: - A sheet the user dismissed leaves the model (binding rules 1 and 3)

    @Test func aModalSheetDismissedByItsOwnCloseButtonLeavesTheModel() async throws {
        let scene = try await ModelScene.home()
        try await scene.navigator.navigateAndWait(
            to: SwiftUIWindowRoute().top(.container).present(ModelScreen("Form").withBottomSheet(ScreenSheet(isModalInPresentation: true))))
        let home = try #require(scene.window.root)
        let sheet = home.presentationBinding(cover: false)
        #expect(sheet.get()?.description == "Form")
        scene.recorder.removeAll()

        sheet.set(nil)  // `dismiss()` inside the sheet: SwiftUI dismissed it whatever the model said

        #expect(home.presented == nil, "a write from SwiftUI reports what happened; it is never refused")
        #expect(scene.recorder.userChanges.map(\.description) == ["dismiss Form"])
        #expect(scene.window.notes.last?.contains("Form was modal") == true, "the divergence is noted")
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.container).present(ModelScreen("Next")))
        #expect(home.presented?.description == "Next", "the layer is free again")
    }

    @Test func settingModalInPresentationRedrawsThePresenterAndBlocksTheSwipeBeforeItStarts() async throws {
        let scene = try await ModelScene.home()
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.container).present(ModelScreen("Form")))
        let home = try #require(scene.window.root)
        let form = try #require(home.presented)
        let renders = home.signal.changeCount
        #expect(!form.isInteractiveDismissDisabled)

        form.isModalInPresentation = true

        #expect(home.signal.changeCount == renders + 1, "interactiveDismissDisabled is drawn by the presenter's view")
        #expect(form.isInteractiveDismissDisabled)
    }

    @Test func shouldDismissIsAskedWhenTheSheetIsDrawnNotAfterTheSwipe() async throws {
        let scene = try await ModelScene.home()
        try await scene.navigator.navigateAndWait(
            to: SwiftUIWindowRoute().top(.container).present(ModelScreen("Draft").withBottomSheet(ScreenSheet(shouldDismiss: { false }))))
        let home = try #require(scene.window.root)
        let draft = try #require(home.presented)
        #expect(draft.isInteractiveDismissDisabled, "a sheet whose hook says no cannot be swiped")
        home.presentationBinding(cover: false).set(nil)
        #expect(home.presented == nil, "and a dismissal SwiftUI reports anyway is taken")
    }

    @Test func aLateNilForASheetAlreadyReplacedLeavesTheNewOne() async throws {
        let scene = try await ModelScene.home()
        let top = SwiftUIWindowRoute().top(.container)
        try await scene.navigator.navigateAndWait(to: top.present(ModelScreen("First")))
        let home = try #require(scene.window.root)
        let sheet = home.presentationBinding(cover: false)
        #expect(sheet.get()?.description == "First")
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().root.dismiss())
        try await scene.navigator.navigateAndWait(to: top.present(ModelScreen("Second")))

        sheet.set(nil)  // SwiftUI's write for First, one render late

        #expect(home.presented?.description == "Second")
    }

    // MARK: - A split's replaced detail redraws (binding rule 7)

    @Test func aDetailReplacedByARouteRedrawsItsColumn() async throws {
        let scene = ModelScene()
        try await scene.navigator.navigateAndWait(
            to: SwiftUIWindowRoute().setRoot(to: ModelScreen("Folders").withSplitContainer(secondary: ModelScreen("Inbox")))
                .makeKeyAndVisible())
        let split = try #require(scene.window.root as? SwiftUISplitModel)
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.split).showDetail(ModelScreen("Message", traits: [1])))
        let detail = try #require(split.columnModel(for: .secondary))
        let renders = detail.signal.changeCount

        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.split).showDetail(ModelScreen("Message", traits: [2])))

        #expect(split.columnModel(for: .secondary) === detail, "the column keeps its stack")
        #expect(detail.signal.changeCount > renders, "the column's stack view is told its root changed")
    }

    @Test func aReplacedCompactModelIsANewView() async throws {
        let scene = ModelScene()
        try await scene.navigator.navigateAndWait(
            to: SwiftUIWindowRoute().setRoot(to: ModelScreen("Folders").withSplitContainer(secondary: ModelScreen("Inbox")))
                .makeKeyAndVisible())
        let split = try #require(scene.window.root as? SwiftUISplitModel)
        let phone = SwiftUIStackModel()
        let other = SwiftUIStackModel()
        split.setSplitColumn(.compact, to: phone) { _ in }
        split.userDidChangeSizeClass(.compact)
        let before = split.content(in: .compact)
        #expect(before == .compact(phone))

        split.setSplitColumn(.compact, to: other) { _ in }

        #expect(split.content(in: .compact) == .compact(other))
        #expect(split.content(in: .compact).id != before.id, "the view is keyed by the compact model")
    }

    // MARK: - A route cannot present on an alert (binding rule 9)

    @Test func aRouteOnTopOfAnAlertIsRefusedAndAFallbackDismissesFirst() async throws {
        let scene = try await ModelScene.home()
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.container).present(alert: ScreenAlert(title: "Delete?")))
        await #expect(throws: ScreenContainerNotSupportedError.self) {
            try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.container).present(ModelScreen("Login")))
        }
        #expect(scene.presentedChain.count == 1, "nothing presented on the alert")
        #expect(scene.presentedChain.first is SwiftUIAlertModel)
        try await scene.navigator.navigateAndWait(
            to: SwiftUIWindowRoute().top(.container).present(ModelScreen("Login"))
                .fallback(to: SwiftUIWindowRoute().root.dismissAll().top(.container).present(ModelScreen("Login"))))
        #expect(scene.presentedChain.map(\.description) == ["Login"])
    }

    // MARK: - A dismissal takes down the whole chain above it (binding rule 3: an item SwiftUI no longer shows)

    @Test func aRouteDismissingASheetUnderAShareSheetReportsOneCancel() async throws {
        let scene = try await ModelScene.home()
        var completions: [ScreenShareCompletion] = []
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.container).present(ModelScreen("Sheet")))
        try await scene.navigator.navigateAndWait(
            to: SwiftUIWindowRoute().top(.container).present(share: ScreenShare(items: ["Hi"]) { completions.append($0) }))
        let share = try #require(scene.presentedChain.last)

        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().root.dismiss())

        #expect(completions == [ScreenShareCompletion(activityType: nil, completed: false)])
        #expect(share.presenter == nil, "no stale link above the dismissed layer")
    }

    // MARK: - An addon's own close is a dismissal in flight (binding rules 1 and 3)

    @Test func anAddonsCallbackRunsAfterItsDismissalIsOnScreen() async throws {
        let scene = try await ModelScene.home()
        scene.window.device.canSendMail = true
        var results: [ScreenMailResult] = []
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.container).mail(to: ["a@b.c"]) { results.append($0) })
        let composer = try #require(scene.window.root?.presented as? SwiftUIMailModel)
        scene.window.completion = .deferred

        composer.finish(with: .sent)

        #expect(scene.window.root?.presented == nil)
        #expect(results.isEmpty, "onFinish waits for the dismissal to be drawn")
        #expect(scene.recorder.userChanges.count == 1)
        scene.window.completePendingTransitions()
        #expect(results == [.sent])
    }

    // MARK: - An acknowledgement completes only what its render carried

    @Test func aStaleAcknowledgementDoesNotCompleteALaterStep() async throws {
        let scene = try await ModelScene.home(completion: .deferred)
        var finished: [Int] = []
        scene.navigator.navigate(to: SwiftUIWindowRoute().top(.stack).push(chat(1))) { _ in finished.append(1) }
        scene.navigator.navigate(to: SwiftUIWindowRoute().top(.stack).push(chat(2))) { _ in finished.append(2) }
        let first = scene.window.renderStamp()  // a render carrying step 1; two looks follow it

        scene.window.acknowledgeRender(through: first)
        #expect(finished == [1])
        #expect(scene.window.hasPendingTransitions, "step 2 changed the model after that render")
        scene.window.acknowledgeRender(through: first)  // the second look of the same render

        #expect(finished == [1], "step 2 was never drawn by that render")
        scene.window.acknowledgeRender(through: scene.window.renderStamp())
        #expect(finished == [1, 2])
    }

    // MARK: - The probe and the HUD keep their window under a full-screen cover (UIKit takes the presenter out of it)

    @Test func aViewOutOfTheWindowUsesTheLastWindowItKnew() {
        final class Window {}
        let window = Window()
        var remembered = SwiftUIRememberedWindow<Window>()
        #expect(remembered.resolve(window) === window)
        #expect(remembered.resolve(nil) === window, "under a .fullScreen cover the scene root is out of the window")
        let other = Window()
        #expect(remembered.resolve(other) === other)
    }

    // MARK: - A split starts from the size class the scene reported (binding rule 7)

    @Test func aSplitOnAnIPhoneIsCollapsedFromItsFirstFrame() async throws {
        let scene = ModelScene()
        scene.window.userDidChangeSizeClass(.compact)  // the scene view's first report
        try await scene.navigator.navigateAndWait(
            to: SwiftUIWindowRoute().setRoot(to: ModelScreen("Folders").withSplitContainer(secondary: ModelScreen("Inbox")))
                .makeKeyAndVisible())
        let split = try #require(scene.window.root as? SwiftUISplitModel)
        #expect(split.isSplitCollapsed, "routes and the first frame see the iPhone's width")
        #expect(split.content(in: .compact) == .columns, "no compact model: the split view collapses itself")
        split.userDidChangeSizeClass(.regular)
        #expect(!split.isSplitCollapsed, "the split's own report wins")
    }
}
