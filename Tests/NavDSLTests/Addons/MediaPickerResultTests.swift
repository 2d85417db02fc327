import Foundation
import NavDSLAddons
import NavDSLHeadless
import Testing

/// The media picker through the results API: `result(of:)` returns what the user chose, its
/// typed refusals are the wait's error, and the completion form stays a thin layer beside it.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct MediaPickerResultTests {
    let app: HeadlessApp
    var log: ScreenRecordingLogger { app.log }
    var device: HeadlessDevice { app.window.device }
    var shownPicker: HeadlessMediaPickerController? {
        app.window.rootViewController?.presentedViewController as? HeadlessMediaPickerController
    }
    let presentCamera = HeadlessWindowRoute().top(.container).present(mediaPicker: ScreenMediaPicker(source: .camera))

    init() async throws {
        app = try await HeadlessApp.homeStack(logged: true)
    }

    /// What a wait got, as text: `picked image beach`, `cancelled`, or the error's description.
    func text(_ result: Result<ScreenMediaPickerResult, any Error>) -> String {
        switch result {
        case .success(.picked(let media)): "picked \(media.type) \(media.image ?? "")"
        case .success(.cancelled): "cancelled"
        case .failure(let error): "\(error)"
        }
    }

    @Test func awaitedPickerReturnsThePickedItemAfterDismissingItself() async throws {
        let waiting = Task { try await app.navigator.result(of: presentCamera, as: ScreenMediaPickerResult.self) }
        await yieldUntil { shownPicker != nil }
        try #require(shownPicker).pick(ScreenPickedMedia(type: .image, image: "beach"))
        #expect(text(await waiting.result) == "picked image beach")
        #expect(shownPicker == nil)
    }

    @Test func awaitedPickerReturnsCancelled() async throws {
        var outcomes: [String] = []
        app.navigator.result(of: presentCamera, as: ScreenMediaPickerResult.self) { outcomes.append(text($0)) }
        try #require(shownPicker).cancel()
        #expect(outcomes == ["cancelled"])
    }

    @Test(arguments: [
        (
            ScreenMediaAccess.denied,
            "present(mediaPicker: camera) on Home: access to the camera was denied; the user can allow it in Settings (openAppSettings())."
        ),
        (.restricted, "present(mediaPicker: camera) on Home: access to the camera is restricted on this device."),
    ])
    func refusedAccessIsTheWaitsTypedError(access: ScreenMediaAccess, message: String) async throws {
        device.mediaAccess[.camera] = access
        await #expect {
            _ = try await app.navigator.result(of: presentCamera, as: ScreenMediaPickerResult.self)
        } throws: { error in
            (error as? ScreenMediaPickerError)?.kind != nil && "\(error)" == message
        }
        #expect(shownPicker == nil && app.window.transitions.isEmpty)
    }

    @Test func unavailableSourceIsTheWaitsTypedError() async throws {
        device.availableMediaSources = [.photoLibrary]
        await #expect {
            _ = try await app.navigator.result(of: presentCamera, as: ScreenMediaPickerResult.self)
        } throws: { error in
            (error as? ScreenMediaPickerError)?.kind == .sourceUnavailable
        }
    }

    @Test func onFinishRunsFirstThenTheWaitGetsTheSameChoice() async throws {
        var order: [String] = []
        let picker = ScreenMediaPicker(source: .photoLibrary) { order.append("onFinish \(text(.success($0)))") }
        app.navigator.result(of: HeadlessWindowRoute().top(.container).present(mediaPicker: picker), as: ScreenMediaPickerResult.self) {
            order.append("result \(text($0))")
        }
        try #require(shownPicker).pick(ScreenPickedMedia(type: .movie, image: "clip"))
        #expect(order == ["onFinish picked movie clip", "result picked movie clip"])
    }

    @Test func pickerShownByAFallbackOfAFailedRouteAnswersTheWait() async throws {
        var outcomes: [String] = []
        let route = HeadlessWindowRoute().top(.stack).pop(to: .container(name: "Missing"))
            .fallback(to: presentCamera)
        app.navigator.result(of: route, as: ScreenMediaPickerResult.self) { outcomes.append(text($0)) }
        try #require(shownPicker).pick(ScreenPickedMedia(type: .image, image: "selfie"))
        #expect(outcomes == ["picked image selfie"])
    }

    @Test func refusedPickerFallsBackToAnAlertAndTheWaitSeesNoPicker() async throws {
        device.mediaAccess[.camera] = .denied
        var errors: [ScreenResultError.Kind?] = []
        let route = presentCamera.fallback(to: HeadlessWindowRoute().top(.container).present(alert: ScreenAlert(title: "Camera access")))
        app.navigator.result(of: route, as: ScreenMediaPickerResult.self) { result in
            if case .failure(let error) = result { errors.append((error as? ScreenResultError)?.kind) }
        }
        await yieldUntil { !errors.isEmpty }
        #expect(app.window.rootViewController?.presentedViewController is HeadlessAlertController)
        #expect(errors == [.notShown], "the fallback succeeded without showing a picker")
    }

    @Test func dismissedByTheNavigatorWithoutAChoiceFailsTheWait() async throws {
        var outcomes: [Result<ScreenMediaPickerResult, any Error>] = []
        app.navigator.result(of: presentCamera, as: ScreenMediaPickerResult.self) { outcomes.append($0) }
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().root.dismissAll())
        #expect(outcomes.count == 1)
        if case .failure(let error)? = outcomes.first {
            #expect((error as? ScreenResultError)?.kind == .dismissed)
        } else {
            Issue.record("expected a failure")
        }
    }

    @Test func completionFormAloneLogsNoUnansweredResult() async throws {
        var picked = 0
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.container).present(mediaPicker: ScreenMediaPicker(source: .camera) { _ in picked += 1 }))
        try #require(shownPicker).cancel()
        #expect(picked == 1)
        #expect(!log.lines.contains { $0.contains("no navigation awaits") })

        try await app.navigator.navigateAndWait(to: presentCamera)
        try #require(shownPicker).cancel()
        #expect(log.lines.contains("Info: MediaPicker(camera) reported a result no navigation awaits"), "a picker nobody hears is logged")
    }
}
