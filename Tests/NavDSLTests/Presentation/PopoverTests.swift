import Foundation
import NavDSL
import NavDSLHeadless
import Testing

/// Popovers and their anchors, and UIKit's rule that a popover in regular width needs one.
@MainActor
@Suite struct PopoverTests {
    /// Stands for an addon's action sheet: a popover in regular width whatever its style.
    final class ActionSheetController: HeadlessViewController {
        override var adaptsToPopoverInRegularWidth: Bool { true }
    }

    struct ActionSheetScreen: Screen {
        func build(navigator: ScreenNavigator) -> HeadlessViewController {
            let sheet = ActionSheetController(screenKey: key)
            sheet.modalPresentationStyle = .overFullScreen
            return sheet
        }
    }

    let menu = HeadlessScreen(name: "Menu")

    func app(_ traits: HeadlessTraitCollection) -> HeadlessApp {
        let app = HeadlessApp(root: HeadlessTrees.stack(["Home"]))
        app.window.traitCollection = traits
        return app
    }

    @Test func popoverWithoutAnchorIsRefusedInRegularWidth() async throws {
        let app = app(.pad)
        let error = await app.run(HeadlessWindowRoute().top(.container).present(menu.withModalPresentationStyle(.popover)))
        let violation = try #require(error as? ScreenRuleViolation)
        #expect(violation.rule == .popoverWithoutAnchor)
        #expect(
            violation.message
                == "UIPopoverPresentationController (Menu) should have a non-nil sourceView or barButtonItem set before the presentation occurs."
        )
        #expect(app.rootStack?.presentedViewController == nil)
        #expect(app.window.transitions.isEmpty)
    }

    @Test func popoverWithoutAnchorIsAcceptedInCompactWidth() async throws {
        let app = app(.phone)
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.container).present(menu.withModalPresentationStyle(.popover)))
        #expect(app.rootStack?.presentedViewController?.description == "Menu")
    }

    @Test func uikitNamedPresentRecordsTheViolation() {
        let root = HeadlessTrees.controller("Home")
        let window = HeadlessTrees.window(root: root)
        window.traitCollection = .pad
        let popover = HeadlessTrees.controller("Menu")
        popover.modalPresentationStyle = .popover
        root.present(popover, animated: true)
        #expect((window.violations.first as? ScreenRuleViolation)?.rule == .popoverWithoutAnchor)
        #expect(root.presentedViewController == nil)
    }

    @Test func everyAnchorKindSatisfiesTheRule() async throws {
        let button = HeadlessBarButtonItem(title: "Filter")
        let view = HeadlessTrees.controller("AvatarView")
        let anchors: [ScreenPopoverAnchor] = [
            .barButtonItem(button), .view(view), .rect(CGRect(x: 1, y: 2, width: 3, height: 4), in: view, permittedArrowDirections: .up),
        ]
        for anchor in anchors {
            let app = app(.pad)
            try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(menu.withPopover(anchor: anchor)))
            let presented = try #require(app.rootStack?.presentedViewController)
            #expect(presented.modalPresentationStyle == .popover)
            let popover = try #require(presented.popoverPresentationController)
            #expect(popover.barButtonItem === anchor.barButtonItem)
            #expect(popover.sourceView === anchor.sourceView)
            #expect(popover.sourceRect == anchor.rect)
            #expect(popover.permittedArrowDirections == anchor.permittedArrowDirections)
        }
    }

    @Test func releasedAnchorViewCountsAsNoAnchor() async throws {
        let app = app(.pad)
        var view: HeadlessViewController? = HeadlessTrees.controller("Gone")
        let screen = menu.withPopover(anchor: .view(try #require(view)))
        view = nil
        let error = await app.run(HeadlessWindowRoute().top(.container).present(screen))
        #expect((error as? ScreenRuleViolation)?.rule == .popoverWithoutAnchor)
    }

    @Test func actionSheetWithoutAnchorIsRefusedOnlyInRegularWidth() async throws {
        let pad = app(.pad)
        let error = await pad.run(HeadlessWindowRoute().top(.container).present(ActionSheetScreen()))
        #expect((error as? ScreenRuleViolation)?.rule == .popoverWithoutAnchor)

        let phone = app(.phone)
        try await phone.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(ActionSheetScreen()))
        #expect(phone.rootStack?.presentedViewController is ActionSheetController)
    }

    @Test func actionSheetAnchoredWithoutChangingItsStyle() async throws {
        let app = app(.pad)
        let button = HeadlessBarButtonItem(title: "Share")
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.container).present(ActionSheetScreen().withPopoverAnchor(.barButtonItem(button))))
        let presented = try #require(app.rootStack?.presentedViewController)
        #expect(presented.modalPresentationStyle == .overFullScreen)
        #expect(presented.popoverPresentationController?.barButtonItem === button)
    }

    @Test func plainControllersHaveNoPopoverController() {
        let controller = HeadlessTrees.controller("Plain")
        #expect(controller.popoverPresentationController == nil)
        controller.modalPresentationStyle = .popover
        #expect(controller.popoverPresentationController != nil)
        #expect(HeadlessWindow().traitCollection == .phone)
    }

    @Test func popoverIsDismissedInteractively() async throws {
        let app = app(.pad)
        let button = HeadlessBarButtonItem(title: "More")
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.container).present(menu.withPopover(anchor: .barButtonItem(button))))
        let presented = try #require(app.rootStack?.presentedViewController)
        #expect(presented.dismissInteractively())
        #expect(app.rootStack?.presentedViewController == nil)
    }
}
