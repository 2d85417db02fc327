import NavDSL
import Testing
import UIKit

/// A sheet change starts from what UIKit shows now, not from what NavDSL last set: a detent the
/// user dragged to and an `isModalInPresentation` the app set meanwhile stay (review R12).
@MainActor
@Suite struct SheetStateTests {
    @Test func changingTheSheetKeepsTheUsersDetentAndTheAppsModality() async throws {
        let app = RuntimeDoubles.App(root: UIViewController())
        let sheet = ScreenSheet(detents: [.medium, .large], selectedDetent: .medium, isModalInPresentation: false)
        try await app.navigator.driven.navigate(
            to: ScreenWindowRoute().top(.container).present(RuntimeDoubles.Plain(name: "Draft").withBottomSheet(sheet)))
        let presented = try #require(app.window.rootViewController?.presentedViewController)
        let controller = try #require(presented.sheetPresentationController)
        controller.selectedDetentIdentifier = .large
        presented.isModalInPresentation = true
        #expect(presented.screenSheet?.selectedDetent == .large)
        try await app.navigator.driven.navigate(
            to: ScreenWindowRoute().top(.container).changeBottomSheet { $0.prefersGrabberVisible = true })
        #expect(controller.selectedDetentIdentifier == .large)
        #expect(presented.isModalInPresentation)
        #expect(controller.prefersGrabberVisible)
    }
}
