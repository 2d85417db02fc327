import Foundation
import NavDSLAddons
import NavDSLHeadless
import Testing

/// URLs handed to the system: fallbacks tried in order, phone calls, the app's settings page and
/// email (the composer, or `mailto:` without a mail account); haptics on the same device model.
@MainActor
@Suite struct SystemURLTests {
    let app: HeadlessApp
    var device: HeadlessDevice { app.window.device }

    init() async throws {
        app = try await HeadlessApp.homeStack()
    }

    func url(_ text: String) throws -> URL { try #require(URL(string: text)) }

    @Test func fallbackURLsAreTriedInOrderUntilOneOpens() async throws {
        device.unopenableSchemes = ["twitter", "x"]
        let urls = [try url("twitter://user/1"), try url("x://user/1"), try url("https://x.com/1"), try url("https://other.com")]
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().open(urls[0], fallbackURLs: Array(urls.dropFirst())))
        #expect(device.openAttempts == Array(urls.prefix(3)), "stops at the first that opens")
        #expect(app.window.openedURLs == [urls[2]])
    }

    @Test func noURLOpeningFailsNamingTheFirstAndRunsTheRouteFallback() async throws {
        device.unopenableSchemes = ["twitter", "https"]
        let urls = [try url("twitter://user/1"), try url("https://x.com/1")]
        let route = HeadlessWindowRoute().open(urls[0], fallbackURLs: [urls[1]])
        await #expect {
            try await app.navigator.navigateAndWait(to: route)
        } throws: { error in
            "\(error)" == "open(twitter://user/1, fallbackURLs: [https://x.com/1]) on HeadlessWindow: "
                + "can't open twitter://user/1: no app on this device opens it or its fallback URLs."
        }
        #expect(device.openAttempts == urls)
        try await app.navigator.navigateAndWait(
            to: route.fallback { error in HeadlessWindowRoute().top(.container).present(alert: ScreenAlert(error: error)) })
        #expect(app.window.rootViewController?.presentedViewController is HeadlessAlertController)
    }

    @Test func callDialsATelURLAndRefusesWhatIsNotANumber() async throws {
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().call(to: "+1 (555) 010-0100"))
        #expect(app.window.openedURLs == [try url("tel:+15550100100")])
        await #expect {
            try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().call(to: "call me"))
        } throws: { error in
            "\(error)"
                == "fail(with: ScreenUnsupportedURLError) on HeadlessWindow: can't open tel:call%20me: 'call me' is not a phone number."
        }
    }

    @Test func callOnADeviceWithoutAPhoneFallsBackToAnAlert() async throws {
        device.unopenableSchemes = ["tel"]
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().call(to: "555 0100")
                .fallback(to: HeadlessWindowRoute().top(.container).present(alert: ScreenAlert(title: "Can't call"))))
        #expect(app.window.openedURLs.isEmpty)
        #expect((app.window.rootViewController?.presentedViewController as? HeadlessAlertController)?.alert.title == "Can't call")
    }

    @Test func openAppSettingsOpensTheSettingsURL() async throws {
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().openAppSettings())
        #expect(app.window.openedURLs == [try url("app-settings:")])
    }

    @Test func mailPresentsTheComposerAndReportsHowItEnded() async throws {
        var results: [ScreenMailResult] = []
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.container).mail(to: ["help@example.com"], subject: "Order 42", body: "Hi") { results.append($0) }
        )
        let composer = try #require(app.window.rootViewController?.presentedViewController as? HeadlessMailComposeController)
        #expect(composer.mail == ScreenMail(to: ["help@example.com"], subject: "Order 42", body: "Hi"))
        #expect(results.isEmpty)
        composer.finish(with: .sent)
        composer.finish(with: .cancelled)
        #expect(results == [.sent], "reported once, after the composer was dismissed")
        #expect(app.window.rootViewController?.presentedViewController == nil)
    }

    @Test func mailWithoutAnAccountOpensAMailtoURL() async throws {
        device.canSendMail = false
        var results: [ScreenMailResult] = []
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.container).mail(to: ["a@example.com", "b@example.com"], subject: "Hi there") {
                results.append($0)
            })
        #expect(app.window.openedURLs == [try url("mailto:a@example.com,b@example.com?subject=Hi%20there")])
        #expect(results == [.handedToMailApp])
        #expect(app.window.rootViewController?.presentedViewController == nil)
    }

    @Test func mailOnABusyPresenterFailsAndNoMailAppFailsToo() async throws {
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(alert: ScreenAlert(title: "Busy")))
        await #expect(throws: ScreenContainerAlreadyPresentingError.self) {
            try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().root.mail(to: ["a@example.com"]))
        }
        device.canSendMail = false
        device.unopenableSchemes = ["mailto"]
        await #expect(throws: ScreenUnsupportedURLError.self) {
            try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().root.mail(to: ["a@example.com"]))
        }
    }

    @Test func hapticsArePlayedInOrderAndChangeNothingInTheTree() async throws {
        let before = app.window.hierarchyDescription
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.stack).playHaptic(.impact(.light)).playHaptic(.notification(.success)).playHaptic(.selection))
        #expect(device.playedHaptics == [.impact(.light), .notification(.success), .selection])
        #expect(app.window.hierarchyDescription == before)
        #expect(app.window.transitions.isEmpty)
        #expect(ScreenPlayHapticAction<HeadlessWindow>(haptic: .impact(.rigid)).description == "playHaptic(impact(rigid))")
    }

    @Test func hapticInAFallbackOfAFailedRoute() async throws {
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().first(.container(name: "Missing")).makeVisible()
                .fallback(to: HeadlessWindowRoute().playHaptic(.notification(.error))))
        #expect(device.playedHaptics == [.notification(.error)])
    }
}
