import NavDSL
import NavDSLHeadless
import Testing

/// Sheets with detents: settings recorded on the controller, detent changes through a route,
/// and dismissal control.
@MainActor
@Suite struct SheetTests {
    let app = HeadlessApp(root: HeadlessTrees.stack(["Home"]))
    let whatsNew = HeadlessScreen(name: "WhatsNew")
    let sheet = ScreenSheet(
        detents: [.custom("compact", height: 200), .medium, .large], selectedDetent: .medium, prefersGrabberVisible: true,
        preferredCornerRadius: 24, largestUndimmedDetent: .medium, prefersScrollingExpandsWhenScrolledToEdge: false)

    func presentSheet(_ sheet: ScreenSheet) async throws -> HeadlessViewController {
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(whatsNew.withBottomSheet(sheet)))
        return try #require(app.rootStack?.presentedViewController)
    }

    @Test func everySettingIsRecordedOnTheSheet() async throws {
        let presented = try await presentSheet(sheet)
        #expect(presented.modalPresentationStyle == .pageSheet)
        let controller = try #require(presented.sheetPresentationController)
        #expect(controller.detents == [.custom("compact", height: 200), .medium, .large])
        #expect(controller.selectedDetentIdentifier == .medium)
        #expect(controller.currentDetent == .medium)
        #expect(controller.prefersGrabberVisible)
        #expect(controller.preferredCornerRadius == 24)
        #expect(controller.largestUndimmedDetentIdentifier == .medium)
        #expect(!controller.prefersScrollingExpandsWhenScrolledToEdge)
        #expect(presented.screenSheet?.detents.map(\.description) == ["compact(200.0)", "medium", "large"])
    }

    @Test func routeChangesThePresentedSheetsDetent() async throws {
        let presented = try await presentSheet(sheet)
        app.window.resetLogs()
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).changeBottomSheet { $0.selectedDetent = .large })
        #expect(presented.sheetPresentationController?.selectedDetentIdentifier == .large)
        #expect(
            app.window.transitions == [ScreenTransition(kind: .sheet, animation: .default, container: "WhatsNew", detail: "detent large")])
    }

    @Test func sheetStackChangesFromItsTopController() async throws {
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.container).present(whatsNew.withBottomSheetStack(ScreenSheet(detents: [.medium, .large]))))
        let stack = try #require(app.rootStack?.presentedViewController as? HeadlessNavigationController)
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.container(name: "WhatsNew")).changeBottomSheet(animated: false) {
                $0.detents = [.large]
                $0.selectedDetent = .large
            })
        #expect(stack.sheetPresentationController?.detents == [.large])
        #expect(app.window.transitions.last?.animation == nil)
    }

    @Test func unknownDetentIsRefusedAndChangesNothing() async throws {
        let presented = try await presentSheet(sheet)
        let error = await app.run(HeadlessWindowRoute().top(.container).changeBottomSheet { $0.selectedDetent = "huge" })
        let violation = try #require(error as? ScreenRuleViolation)
        #expect(violation.rule == .unknownSheetDetent)
        #expect(presented.sheetPresentationController?.selectedDetentIdentifier == .medium)
    }

    @Test func presentingWithAnUnknownSelectedDetentIsRefused() async throws {
        let transitions = app.window.transitions
        let error = await app.run(
            HeadlessWindowRoute().top(.container).present(whatsNew.withBottomSheet(ScreenSheet(detents: [.medium], selectedDetent: .large)))
        )
        let violation = try #require(error as? ScreenRuleViolation, "the same typed error as changeBottomSheet")
        #expect(violation.rule == .unknownSheetDetent)
        #expect(app.rootStack?.presentedViewController == nil, "nothing presented")
        #expect(app.window.transitions == transitions)
        #expect(app.stackNames == ["Home"])
    }

    @Test func changingAControllerNotInASheetFails() async throws {
        let error = await app.run(HeadlessWindowRoute().top(.container).changeBottomSheet { $0.selectedDetent = .large })
        #expect(error is ScreenContainerNotSupportedError)
        let fullScreen = await app.run(
            HeadlessWindowRoute().top(.container).present(whatsNew.withModalPresentationStyle(.fullScreen))
                .top(.container).changeBottomSheet { $0.selectedDetent = .large })
        #expect(fullScreen is ScreenContainerNotSupportedError)
        #expect(app.rootStack?.presentedViewController == nil, "the failed route's presentation was undone")
    }

    @Test func aLaterFailureUndoesTheDetentChange() async throws {
        let presented = try await presentSheet(sheet)
        _ = await app.run(
            HeadlessWindowRoute().top(.container).changeBottomSheet { $0.selectedDetent = .large }.fail(with: ScreenCanceledError()))
        #expect(presented.sheetPresentationController?.selectedDetentIdentifier == .medium)
    }

    @Test func swipeDownDismissesAnOrdinarySheet() async throws {
        let presented = try await presentSheet(sheet)
        #expect(presented.dismissInteractively())
        #expect(app.rootStack?.presentedViewController == nil)
    }

    @Test func modalInPresentationRefusesTheSwipe() async throws {
        var modal = sheet
        modal.isModalInPresentation = true
        let presented = try await presentSheet(modal)
        #expect(presented.isModalInPresentation)
        #expect(!presented.dismissInteractively())
        #expect(app.rootStack?.presentedViewController === presented)
    }

    @Test func shouldDismissHookDecides() async throws {
        var guarded = sheet
        guarded.shouldDismiss = { false }
        let presented = try await presentSheet(guarded)
        #expect(!presented.dismissInteractively())
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).changeBottomSheet { $0.shouldDismiss = { true } })
        #expect(presented.dismissInteractively())
        #expect(app.rootStack?.presentedViewController == nil)
    }

    @Test func sheetControllerOnlyForSheetStyles() {
        let controller = HeadlessTrees.controller("Plain")
        #expect(controller.sheetPresentationController != nil, "automatic is a sheet")
        for style in [ScreenModalPresentationStyle.fullScreen, .overFullScreen, .custom, .popover, .currentContext] {
            controller.modalPresentationStyle = style
            #expect(controller.sheetPresentationController == nil)
        }
        #expect(!controller.dismissInteractively(), "not presented")
    }
}
