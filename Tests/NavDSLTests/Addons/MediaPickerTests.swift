import Foundation
import NavDSLAddons
import NavDSLHeadless
import Testing

/// The media picker: what it reports, and its typed refusals that a fallback turns into an alert
/// offering the Settings app.
@MainActor
@Suite struct MediaPickerTests {
    let app: HeadlessApp
    var device: HeadlessDevice { app.window.device }
    var presented: HeadlessViewController? { app.window.rootViewController?.presentedViewController }

    init() async throws {
        app = try await HeadlessApp.homeStack()
    }

    @Test func pickingDismissesThePickerThenReportsTheItem() async throws {
        var results: [String] = []
        let picker = ScreenMediaPicker(source: .photoLibrary, mediaTypes: [.image, .movie]) { result in
            switch result {
            case .picked(let media): results.append("\(media.type) \(media.image ?? "") presented: \(self.presented != nil)")
            case .cancelled: results.append("cancelled")
            }
        }
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(mediaPicker: picker))
        let controller = try #require(presented as? HeadlessMediaPickerController)
        #expect(controller.description == "MediaPicker(photoLibrary)")
        #expect(controller.picker.mediaTypes == [.image, .movie])
        controller.pick(ScreenPickedMedia(type: .image, image: "beach"))
        controller.cancel()
        #expect(results == ["image beach presented: false"], "reported once")
    }

    @Test func cancellingReportsCancelled() async throws {
        var cancelled = 0
        let picker = ScreenMediaPicker(source: .camera) { if case .cancelled = $0 { cancelled += 1 } }
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(mediaPicker: picker))
        try #require(presented as? HeadlessMediaPickerController).cancel()
        #expect(cancelled == 1)
        #expect(presented == nil)
    }

    @Test(arguments: [
        (ScreenMediaAccess.denied, ScreenMediaPickerError.Kind.accessDenied, true),
        (.restricted, .accessRestricted, false),
    ])
    func deniedOrRestrictedAccessIsATypedError(access: ScreenMediaAccess, kind: ScreenMediaPickerError.Kind, settings: Bool) async throws {
        device.mediaAccess[.camera] = access
        let route = HeadlessWindowRoute().top(.container).present(mediaPicker: ScreenMediaPicker(source: .camera) { _ in })
        await #expect {
            try await app.navigator.navigateAndWait(to: route)
        } throws: { error in
            let error = error as? ScreenMediaPickerError
            return error?.kind == kind && error?.canOpenSettings == settings && error?.source == .camera
        }
        #expect(presented == nil)
        #expect(app.window.transitions.isEmpty)
    }

    @Test func aMissingSourceIsATypedErrorWithItsMessage() async throws {
        device.availableMediaSources = [.photoLibrary]
        await #expect {
            try await app.navigator.navigateAndWait(
                to: HeadlessWindowRoute().top(.container).present(mediaPicker: ScreenMediaPicker(source: .camera) { _ in }))
        } throws: { error in
            "\(error)" == "present(mediaPicker: camera) on Home: the camera is not available on this device."
        }
    }

    // UIKit raises an exception for a media type the source cannot provide; NavDSL refuses first,
    // with its own kind, and shows nothing. A source the device does not describe offers every type.
    @Test func anUnavailableMediaTypeIsATypedErrorAndNothingIsShown() async throws {
        device.availableMediaTypes[.camera] = [.image]
        let video = ScreenMediaPicker(source: .camera, mediaTypes: [.image, .movie])
        let error = await app.run(HeadlessWindowRoute().top(.container).present(mediaPicker: video))
        let refusal = try #require(error as? ScreenMediaPickerError)
        #expect(refusal.kind == .mediaTypesUnavailable && refusal.source == .camera && !refusal.canOpenSettings)
        #expect(refusal.reason == "the camera on this device cannot provide every requested media type.")
        #expect(presented == nil)
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.container).present(mediaPicker: ScreenMediaPicker(source: .camera, mediaTypes: [.image])))
        #expect(presented is HeadlessMediaPickerController, "the types the camera has still open")
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().root.dismiss())
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.container).present(mediaPicker: ScreenMediaPicker(source: .photoLibrary, mediaTypes: [.movie])))
        #expect(presented is HeadlessMediaPickerController, "a source the device does not describe offers every type")
    }

    @Test func aBusyPresenterRefusesThePicker() async throws {
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(alert: ScreenAlert(title: "Busy")))
        await #expect(throws: ScreenContainerAlreadyPresentingError.self) {
            try await app.navigator.navigateAndWait(
                to: HeadlessWindowRoute().root.present(mediaPicker: ScreenMediaPicker(source: .camera) { _ in }))
        }
    }

    @Test func deniedAccessFallsBackToAnAlertThatOpensSettings() async throws {
        device.mediaAccess[.camera] = .denied
        let navigator = app.navigator
        let route = HeadlessWindowRoute().top(.container).present(mediaPicker: ScreenMediaPicker(source: .camera) { _ in })
            .fallback { error in
                let settings = ScreenAlertButton(title: "Settings") {
                    navigator.navigate(to: HeadlessWindowRoute().openAppSettings())
                }
                let buttons: [ScreenAlertButton] =
                    (error as? ScreenMediaPickerError)?.canOpenSettings == true ? [.cancel(), settings] : [.cancel("OK")]
                return HeadlessWindowRoute().top(.container).present(alert: ScreenAlert(title: "Camera access", buttons: buttons))
            }
        try await navigator.navigateAndWait(to: route)
        let alert = try #require(presented as? HeadlessAlertController)
        #expect(alert.alert.buttons.map(\.title) == ["Cancel", "Settings"])
        #expect(alert.tapButton(titled: "Settings"))
        #expect(app.window.openedURLs == [try #require(URL(string: "app-settings:"))])
    }
}
