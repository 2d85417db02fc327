import NavDSL
import NavDSLAddons
import AVFoundation
import MessageUI
import Testing
import UIKit

/// Runs the system-screen addons through their UIKit implementations against the stubs.
@MainActor
@Suite struct AddonSystemScreensSmokeTests {
    let app: UIKitSmokeApp
    var window: UIWindow { app.window }
    var navigator: ScreenNavigator { app.navigator }

    init() async throws {
        app = try await UIKitSmokeApp()
    }

    var presented: UIViewController? { app.presented }

    @Test func alertTextFieldsDriveTheEnablersAndReachTheHandler() async throws {
        var received: [String] = []
        let alert = ScreenAlert(
            title: "Rename", textFields: [.init(placeholder: "Name", isSecure: true, keyboard: .emailAddress)],
            buttons: ScreenAlertButton(title: "Save", isEnabled: { !$0["Name"].isEmpty }) { received.append($0["Name"]) })
        try await navigator.driven.navigate(to: ScreenWindowRoute().top(.container).present(alert: alert))
        let controller = try #require(presented as? UIAlertController)
        let field = try #require(controller.textFields?.first)
        #expect(field.placeholder == "Name" && field.isSecureTextEntry && field.keyboardType == .emailAddress)
        let save = try #require(controller.actions.first)
        #expect(!save.isEnabled)
        field.text = "Ann"
        field.stubSend(.editingChanged)
        #expect(save.isEnabled)
        save.stubHandler?(save)
        #expect(received == ["Ann"])
    }

    @Test func hapticsPlayThroughUIKitsFeedbackGenerators() async throws {
        try await navigator.driven.navigate(
            to: ScreenWindowRoute().playHaptic(.impact(.heavy)).playHaptic(.notification(.warning)).playHaptic(.selection))
        #expect(app.window.stubPlayedFeedback == ["impact(heavy)", "notification(warning)", "selection"])
    }

    @Test func mailComposerReportsItsResultAfterDismissingItself() async throws {
        var results: [ScreenMailResult] = []
        try await navigator.driven.navigate(
            to: ScreenWindowRoute().top(.container).mail(to: ["a@example.com"], subject: "Hi") { results.append($0) })
        let composer = try #require(presented as? MFMailComposeViewController)
        #expect(composer.stubRecipients == ["a@example.com"] && composer.stubSubject == "Hi")
        composer.mailComposeDelegate?.mailComposeController(composer, didFinishWith: .sent, error: nil)
        await app.settle { !results.isEmpty && presented == nil }
        #expect(results == [.sent])
        #expect(presented == nil)
    }

    @Test func appSettingsURLIsUIKitsSettingsURL() throws {
        // Opened through the shared application in SystemServiceAnswersTests.
        #expect(UIWindow.appSettingsURL == URL(string: UIApplication.openSettingsURLString))
    }

    @Test func mediaPickerReportsThePickAndRefusesAMissingCamera() async throws {
        var picked: [URL?] = []
        let picker = ScreenMediaPicker(source: .photoLibrary) { if case .picked(let media) = $0 { picked.append(media.url) } }
        try await navigator.driven.navigate(to: ScreenWindowRoute().top(.container).present(mediaPicker: picker))
        let controller = try #require(presented as? UIImagePickerController)
        #expect(controller.sourceType == .photoLibrary && controller.mediaTypes == ["public.image"])
        let file = URL(fileURLWithPath: "/tmp/photo.jpg")
        controller.delegate?.imagePickerController(controller, didFinishPickingMediaWithInfo: [.imageURL: file])
        await app.settle()
        #expect(picked == [file])
        #expect(presented == nil)
        let libraryWithoutVideos = StubImagePickerAvailability(mediaTypesBySource: [.photoLibrary: ["public.image"]])
        await StubImagePickerAvailability.$current.withValue(libraryWithoutVideos) {
            await #expect(throws: ScreenMediaPickerError.self, "a movie from a library without videos is refused, not raised") {
                try await navigator.driven.navigate(
                    to: ScreenWindowRoute().top(.container).present(
                        mediaPicker: ScreenMediaPicker(source: .photoLibrary, mediaTypes: [.movie]) { _ in }))
            }
        }
        #expect(presented == nil)
        await StubImagePickerAvailability.$current.withValue(StubImagePickerAvailability(sources: [.photoLibrary])) {
            await #expect(throws: ScreenMediaPickerError.self) {
                try await navigator.driven.navigate(
                    to: ScreenWindowRoute().top(.container).present(mediaPicker: ScreenMediaPicker(source: .camera) { _ in }))
            }
        }
    }
}
