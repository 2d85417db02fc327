import Foundation
import NavDSL
import NavDSLAddons
import NavDSLSwiftUI
import Testing

/// Mail and URLs on the SwiftUI family: the composer as a sheet the user cannot swipe away, the
/// `mailto:` fallback through the window's device, and `open(_:)` through its URL opener.
@MainActor
@Suite struct SwiftUIMailTests {
    final class Results {
        var mail: [ScreenMailResult] = []
    }

    let results = Results()

    func mailRoute() -> ScreenRoute<SwiftUIWindowModel, SwiftUIScreenModel> {
        let results = results
        return SwiftUIWindowRoute().top(.container).mail(to: ["help@example.com"], subject: "Order 42") { results.mail.append($0) }
    }

    @Test func theComposerIsASheetTheUserCannotSwipeAwayAndReportsOnce() async throws {
        let scene = try await ModelScene.home()
        scene.window.device.canSendMail = true
        try await scene.navigator.navigateAndWait(to: mailRoute())
        let root = try #require(scene.window.root)
        let composer = try #require(root.presented as? SwiftUIMailModel)
        #expect(composer.mail == ScreenMail(to: ["help@example.com"], subject: "Order 42"))
        #expect(composer.effectiveScreenKey == ScreenKey(name: "Mail"))
        #expect(!root.userDidDismissPresented(), "the composer asks about the draft itself")
        #expect(root.presented === composer)

        composer.finish(with: .sent)
        #expect(results.mail == [.sent])
        #expect(root.presented == nil)
        #expect(scene.recorder.userChanges.count == 1)
        composer.finish(with: .cancelled)
        #expect(results.mail == [.sent], "reported once")
    }

    @Test func withoutAMailAccountTheMailtoURLGoesToTheOpener() async throws {
        let scene = try await ModelScene.home()
        scene.window.device.canSendMail = false
        scene.window.device.urlOpener = ScreenURLOpener { url, done in done(url.scheme == "mailto") }
        try await scene.navigator.navigateAndWait(to: mailRoute())
        #expect(scene.window.root?.presented == nil)
        #expect(scene.window.device.openAttempts.map(\.absoluteString) == ["mailto:help@example.com?subject=Order%2042"])
        #expect(results.mail == [.handedToMailApp])
    }

    @Test func withoutAMailAccountOrAnOpenerTheRouteFails() async throws {
        let scene = try await ModelScene.home()
        scene.window.device.canSendMail = false
        await #expect(throws: ScreenUnsupportedURLError.self) {
            try await scene.navigator.navigateAndWait(to: mailRoute())
        }
        #expect(results.mail.isEmpty)
        #expect(scene.window.device.openAttempts.count == 1)
    }

    @Test func aComposerOnABusyLayerIsRefused() async throws {
        let scene = try await ModelScene.home()
        scene.window.device.canSendMail = true
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.container).present(ModelScreen("Sheet")))
        let results = results
        await #expect(throws: ScreenContainerAlreadyPresentingError.self) {
            try await scene.navigator.navigateAndWait(
                to: SwiftUIWindowRoute().first(.container(of: ModelScreen("Home"))).mail(to: ["a@example.com"]) { results.mail.append($0) })
        }
        #expect(results.mail.isEmpty)
        #expect(scene.presentedChain.map(\.description) == ["Sheet"])
    }

    @Test func aModelOutOfAnyWindowCannotComposeMail() async throws {
        #expect(!SwiftUIPlatform.canComposeMail(from: SwiftUIScreenModel(name: "Loose")))
    }

    // MARK: - URLs

    @Test func openTriesTheFallbackURLsThroughTheOpener() async throws {
        let scene = try await ModelScene.home()
        scene.window.device.urlOpener = ScreenURLOpener { url, done in done(url.scheme == "https") }
        let app = try #require(URL(string: "app://chat/1"))
        let web = try #require(URL(string: "https://example.com/chat/1"))
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().open(app, fallbackURLs: [web]))
        #expect(scene.window.device.openAttempts == [app, web])
        #expect(SwiftUIWindowModel.appSettingsURL?.absoluteString == "app-settings:")
    }

    @Test func withoutAnOpenerNothingOpens() async throws {
        let scene = try await ModelScene.home()
        await #expect(throws: ScreenUnsupportedURLError.self) {
            try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().openAppSettings())
        }
        #expect(scene.window.device.openAttempts.map(\.absoluteString) == ["app-settings:"])
    }
}
