import Foundation
import NavDSL
import NavDSLHeadless
import Testing

/// A screen whose controller prefers a content height, as a filters panel sets `preferredContentSize`.
private struct FiltersScreen: Screen {
    let height: Double

    func build(navigator: ScreenNavigator) -> HeadlessViewController {
        let controller = HeadlessViewController(screenKey: key)
        controller.preferredContentSize = CGSize(width: 0, height: height)
        return controller
    }
}

/// The `.content` detent: a sheet as tall as the presented controller's preferred content height.
@MainActor
@Suite struct SheetContentDetentTests {
    let app = HeadlessApp(root: HeadlessTrees.stack(["Home"]))

    func present(_ height: Double, _ sheet: ScreenSheet = ScreenSheet(detents: [.content, .large])) async throws
        -> HeadlessSheetPresentationController
    {
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.container).present(FiltersScreen(height: height).withBottomSheet(sheet)))
        return try #require(app.rootStack?.presentedViewController?.sheetPresentationController)
    }

    @Test func theSheetIsAsTallAsItsContent() async throws {
        let sheet = try await present(320)
        #expect(sheet.detents == [.content, .large] && sheet.currentDetent == .content)
        #expect(sheet.currentDetentHeight == 320)
        #expect(sheet.resolvedHeight(of: .large) == 800 && sheet.resolvedHeight(of: .medium) == 400)
        #expect(sheet.presentedViewController?.screenSheet?.detents.map(\.description) == ["content", "large"])
    }

    @Test func contentTallerThanTheScreenIsClampedToTheMaximum() async throws {
        let sheet = try await present(1200)
        #expect(sheet.currentDetentHeight == 800)
        sheet.maximumDetentValue = 600
        #expect(sheet.currentDetentHeight == 600 && sheet.resolvedHeight(of: .custom("tall", height: 700)) == 600)
    }

    @Test func contentWithoutAPreferredHeightIsTheFullHeight() async throws {
        let sheet = try await present(0)
        #expect(sheet.currentDetentHeight == 800)
    }

    @Test func theHeightFollowsTheContentAndARouteSelectsTheDetent() async throws {
        let sheet = try await present(200, ScreenSheet(detents: [.medium, .content], selectedDetent: .medium))
        #expect(sheet.currentDetentHeight == 400)
        sheet.presentedViewController?.preferredContentSize.height = 250
        app.window.resetLogs()
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.container).changeBottomSheet { $0.selectedDetent = .content })
        #expect(sheet.currentDetentHeight == 250)
        #expect(app.window.transitions.map(\.description) == ["sheet FiltersScreen detent content animated"])
    }

    @Test func selectingContentWithoutTheDetentIsRefused() async throws {
        let sheet = try await present(200, ScreenSheet(detents: [.medium]))
        let error = await app.run(HeadlessWindowRoute().top(.container).changeBottomSheet { $0.selectedDetent = .content })
        #expect((error as? ScreenRuleViolation)?.rule == .unknownSheetDetent)
        #expect(sheet.detents == [.medium] && sheet.currentDetentHeight == 400)
    }

    @Test func onlyTheContentIdentifierWithoutAHeightFitsTheContent() {
        #expect(ScreenSheetDetent.content.fitsContent && ScreenSheetDetent.content.height == nil)
        #expect(!ScreenSheetDetent.custom(.content, height: 300).fitsContent && !ScreenSheetDetent.large.fitsContent)
        let restored = ScreenRestorationRecord.Sheet(ScreenSheet(detents: [.content, .large])).screenSheet
        #expect(restored.detents == [.content, .large] && restored.detents[0].fitsContent)
    }
}
