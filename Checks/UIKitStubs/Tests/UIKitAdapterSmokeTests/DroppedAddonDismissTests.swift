import MessageUI
import NavDSL
import NavDSLAddons
import Testing
import UIKit

/// An addon's system screen whose dismiss UIKit drops (another transition running) can still be
/// closed: the user's next tap dismisses again and the result is reported once (review R3).
@MainActor
@Suite struct DroppedAddonDismissTests {
    /// A composer whose dismiss UIKit drops, as during another transition.
    final class DroppingComposer: MFMailComposeViewController {
        override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
    }

    @Test func mailComposerClosesOnTheNextTapAfterADroppedDismiss() async throws {
        let app = RuntimeDoubles.App(root: UIViewController())
        var results: [ScreenMailResult] = []
        try await app.navigator.driven.navigate(to: ScreenWindowRoute().top(.container).mail(to: ["a@example.com"]) { results.append($0) })
        let composer = try #require(app.window.rootViewController?.presentedViewController as? MFMailComposeViewController)
        let delegate = try #require(composer.mailComposeDelegate)
        delegate.mailComposeController(DroppingComposer(), didFinishWith: .cancelled, error: nil)
        await app.settle { !results.isEmpty }
        delegate.mailComposeController(composer, didFinishWith: .cancelled, error: nil)
        await app.settle { !results.isEmpty }
        #expect(results == [.cancelled])
        #expect(app.window.rootViewController?.presentedViewController == nil)
    }
}
