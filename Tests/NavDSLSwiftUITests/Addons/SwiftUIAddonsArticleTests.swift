import NavDSL
import NavDSLAddons
import NavDSLSwiftUI
import Testing

/// The SwiftUI section of "Show alerts, share sheets and other system screens", run as written.
@MainActor
@Suite struct SwiftUIAddonsArticleTests {
    @Test func theArticlesSwiftUIBlockRuns() async throws {
        let scene = try await ModelScene.home()
        let navigator = scene.navigator
        let window = scene.window
        var deleted = false
        let deleteSheet = ScreenAlert(title: "Delete?", style: .actionSheet, buttons: .destructive("Delete") { deleted = true }, .cancel())
        window.device.urlOpener = ScreenURLOpener { _, done in done(true) }

        try await navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.container).present(alert: deleteSheet))  // no anchor
        let dialog = try #require(window.root?.presented as? SwiftUIAlertModel)
        dialog.tapButton(titled: "Delete")  // dismissed by the user, then the button's handler runs
        window.device.canSendMail = false  // no mail account: mail(to:) opens a mailto: URL instead
        try await navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.container).mail(to: ["help@example.com"]))

        #expect(deleted)
        #expect(window.root?.presented == nil)
        #expect(window.device.openAttempts.map(\.absoluteString) == ["mailto:help@example.com"])
    }
}
