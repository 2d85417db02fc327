import Foundation
import NavDSLAddons
import NavDSLHeadless
import Testing

/// Action sheets and share sheets are popovers in regular width: they need an anchor on a pad,
/// none on a phone, and a missing one is refused like UIKit's crash.
@MainActor
@Suite struct AddonAnchorTests {
    let app = HeadlessApp(root: HeadlessTrees.stack(["Home"]))
    let button = HeadlessBarButtonItem(title: "More")

    func on(_ traits: HeadlessTraitCollection) -> Self {
        app.window.traitCollection = traits
        return self
    }

    var presented: HeadlessViewController? { app.rootStack?.presentedViewController }

    let deleteSheet = ScreenAlert(title: "Delete?", style: .actionSheet, buttons: .destructive("Delete"), .cancel())
    let share = ScreenShare(items: ["https://example.com"])

    // MARK: - Action sheets

    @Test func actionSheetWithoutAnchorIsRefusedOnAPadWithUIKitsMessage() async throws {
        _ = on(.pad)
        let error = await app.run(HeadlessWindowRoute().top(.container).present(alert: deleteSheet))
        let violation = try #require(error as? ScreenRuleViolation)
        #expect(violation.rule == .popoverWithoutAnchor)
        #expect(
            violation.message
                == "UIPopoverPresentationController (Alert(Delete?)) should have a non-nil sourceView or barButtonItem set before the presentation occurs."
        )
        #expect(presented == nil)
        #expect(app.window.transitions.isEmpty)
    }

    @Test func actionSheetWithoutAnchorIsShownOnAPhone() async throws {
        _ = on(.phone)
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(alert: deleteSheet))
        let sheet = try #require(presented as? HeadlessAlertController)
        #expect(sheet.alert.style == .actionSheet)
    }

    @Test func anchoredActionSheetPointsAtItsAnchorOnAPad() async throws {
        _ = on(.pad)
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.container).present(alert: deleteSheet, anchor: .barButtonItem(button)))
        let sheet = try #require(presented as? HeadlessAlertController)
        #expect(sheet.popoverPresentationController?.barButtonItem === button)
        #expect(sheet.modalPresentationStyle == .overFullScreen, "the anchor does not change the style")
    }

    @Test func anchoredActionSheetOnAPhoneIsASheetWithTheAnchorKept() async throws {
        _ = on(.phone)
        let view = HeadlessTrees.controller("Row")
        let rect = CGRect(x: 0, y: 10, width: 320, height: 44)
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.container).present(
                alert: deleteSheet, anchor: .rect(rect, in: view, permittedArrowDirections: .down)))
        let popover = try #require((presented as? HeadlessAlertController)?.popoverPresentationController)
        #expect(popover.sourceView === view && popover.sourceRect == rect && popover.permittedArrowDirections == .down)
    }

    @Test func plainAlertsNeedNoAnchorOnAPad() async throws {
        _ = on(.pad)
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(alert: ScreenAlert(title: "Saved")))
        let alert = try #require(presented as? HeadlessAlertController)
        #expect(alert.popoverPresentationController == nil)
    }

    @Test func uikitNamedPresentOfAnUnanchoredActionSheetRecordsTheViolation() throws {
        _ = on(.pad)
        let root = try #require(app.rootStack)
        root.present(HeadlessAlertController(alert: deleteSheet), animated: true)
        #expect((app.window.violations.first as? ScreenRuleViolation)?.rule == .popoverWithoutAnchor)
        #expect(presented == nil)
    }

    @Test func unanchoredActionSheetFallsBackToAnAnchoredOne() async throws {
        _ = on(.pad)
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.container).present(alert: deleteSheet)
                .fallback(to: HeadlessWindowRoute().top(.container).present(alert: deleteSheet, anchor: .barButtonItem(button))))
        #expect((presented as? HeadlessAlertController)?.popoverPresentationController?.barButtonItem === button)
        #expect(app.window.transitions.map(\.kind) == [.present], "the refused presentation changed nothing")
    }

    @Test func actionSheetWithAReleasedAnchorInAFallbackFailsTheNavigation() async throws {
        _ = on(.pad)
        var view: HeadlessViewController? = HeadlessTrees.controller("Gone")
        let route = HeadlessWindowRoute().top(.stack).pop(to: .container(name: "Missing"))
            .fallback(to: HeadlessWindowRoute().top(.container).present(alert: deleteSheet, anchor: .view(try #require(view))))
        view = nil
        let error = await app.run(route)
        #expect((error as? ScreenRuleViolation)?.rule == .popoverWithoutAnchor, "the fallback's own error is the result")
        #expect(presented == nil)
    }

    // MARK: - Share sheets

    @Test func shareWithoutAnchorIsRefusedOnAPadAndShownOnAPhone() async throws {
        _ = on(.pad)
        let error = await app.run(HeadlessWindowRoute().top(.container).present(share: share))
        #expect((error as? ScreenRuleViolation)?.rule == .popoverWithoutAnchor)
        #expect((error as? ScreenRuleViolation)?.message.hasPrefix("UIPopoverPresentationController (Share)") == true)
        #expect(presented == nil)

        _ = on(.phone)
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(share: share))
        #expect(presented is HeadlessShareController)
    }

    @Test func anchoredShareOnAPadPointsAtTheView() async throws {
        _ = on(.pad)
        let view = HeadlessTrees.controller("ShareButtonView")
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(share: share, anchor: .view(view)))
        let sheet = try #require(presented as? HeadlessShareController)
        #expect(sheet.popoverPresentationController?.sourceView === view)
        #expect(sheet.complete(activity: .copyToPasteboard), "an anchored sheet works as any other")
        #expect(presented == nil)
    }

    @Test func unanchoredShareFallsBackToAnAnchoredOneOnAPad() async throws {
        _ = on(.pad)
        var completions: [ScreenShareCompletion] = []
        let share = ScreenShare(items: ["hi"]) { completions.append($0) }
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.container).present(share: share)
                .fallback(to: HeadlessWindowRoute().top(.container).present(share: share, anchor: .barButtonItem(button))))
        let sheet = try #require(presented as? HeadlessShareController)
        #expect(sheet.popoverPresentationController?.barButtonItem === button)
        sheet.complete(activity: nil)
        #expect(completions == [ScreenShareCompletion(activityType: nil, completed: false)])
    }

    @Test func anchoredShareOnAPhoneNeedsNoFallback() async throws {
        _ = on(.phone)
        var fallbackRan = false
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.container).present(share: share, anchor: .barButtonItem(button))
                .fallback(to: { _ in
                    fallbackRan = true
                    return HeadlessWindowRoute()
                }))
        #expect(presented is HeadlessShareController)
        #expect(!fallbackRan)
    }
}

/// The optional-anchor form of the anchored verbs, kept until 0.2.0: `nil` is the unanchored form.
@MainActor
@Suite struct OptionalAnchorTests {
    let app = HeadlessApp(root: HeadlessTrees.stack(["Home"]))
    let button = HeadlessBarButtonItem(title: "More")

    @available(*, deprecated, message: "exercises the optional-anchor spelling")
    @Test func anOptionalAnchorAnchorsAndNilIsTheUnanchoredForm() async throws {
        app.window.traitCollection = .pad
        let sheet = ScreenAlert(title: "Delete?", style: .actionSheet, buttons: .cancel())
        let none: ScreenPopoverAnchor? = nil
        let error = await app.run(HeadlessWindowRoute().top(.container).present(alert: sheet, anchor: none))
        #expect((error as? ScreenRuleViolation)?.rule == .popoverWithoutAnchor, "nil is no anchor, as before")
        let some: ScreenPopoverAnchor? = .barButtonItem(button)
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(alert: sheet, anchor: some))
        #expect(
            (app.rootStack?.presentedViewController as? HeadlessAlertController)?.popoverPresentationController?.barButtonItem === button)
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).presenting.dismiss())
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.container).present(share: ScreenShare(items: ["Hi"]), anchor: some))
        #expect(
            (app.rootStack?.presentedViewController as? HeadlessShareController)?.popoverPresentationController?.barButtonItem === button)
    }
}
