import NavDSL
import NavDSLAddons
import Testing
import UIKit

/// Action sheets and share sheets through UIKit: the anchor lands on `popoverPresentationController`,
/// and a missing one in regular width is refused instead of UIKit's crash.
@MainActor
@Suite struct AddonAnchorSmokeTests {
    let app: UIKitSmokeApp
    var window: UIWindow { app.window }
    var navigator: ScreenNavigator { app.navigator }
    let item = UIBarButtonItem(title: "More", image: nil, primaryAction: nil, menu: nil)
    let sheet = ScreenAlert(title: "Delete?", style: .actionSheet, buttons: .destructive("Delete"), .cancel())

    init() async throws {
        app = try await UIKitSmokeApp()
    }

    var presented: UIViewController? { app.presented }

    @Test func actionSheetNeedsAnAnchorInRegularWidthOnly() async throws {
        window.rootViewController?.stubHorizontalSizeClass = .regular
        await #expect(throws: ScreenRuleViolation.self) {
            try await navigator.driven.navigate(to: ScreenWindowRoute().top(.container).present(alert: sheet))
        }
        #expect(presented == nil)
        try await navigator.driven.navigate(to: ScreenWindowRoute().top(.container).present(alert: sheet, anchor: .barButtonItem(item)))
        let alert = try #require(presented as? UIAlertController)
        #expect(alert.preferredStyle == .actionSheet)
        #expect(alert.popoverPresentationController?.sourceItem === item)
    }

    @Test func actionSheetWithoutAnchorIsShownInCompactWidth() async throws {
        try await navigator.driven.navigate(to: ScreenWindowRoute().top(.container).present(alert: sheet))
        #expect((presented as? UIAlertController)?.preferredStyle == .actionSheet)
    }

    @Test func shareSheetPointsAtAViewAndRectInRegularWidth() async throws {
        window.rootViewController?.stubHorizontalSizeClass = .regular
        let share = ScreenShare(items: ["https://example.com"])
        await #expect(throws: ScreenRuleViolation.self) {
            try await navigator.driven.navigate(to: ScreenWindowRoute().top(.container).present(share: share))
        }
        let view = UIView()
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        try await navigator.driven.navigate(
            to: ScreenWindowRoute().top(.container).present(share: share, anchor: .rect(rect, in: view, permittedArrowDirections: .up)))
        let popover = try #require((presented as? UIActivityViewController)?.popoverPresentationController)
        #expect(popover.sourceView === view && popover.sourceRect == rect && popover.permittedArrowDirections == .up)
    }
}
