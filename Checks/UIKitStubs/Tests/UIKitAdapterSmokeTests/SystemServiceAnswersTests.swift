import AVFoundation
import MessageUI
import NavDSL
import NavDSLAddons
import QuickLook
import Testing
import UIKit

/// What the system services answer (a mail account, Quick Look's file types, camera access, the
/// shared application) belongs to the test that binds it (`Checks/UIKitStubs/RULES.md`, "Device
/// questions"): each test here binds one for its own scope and checks both that the adapter acts
/// on it and that nothing outside the scope sees it.
///
/// Each failing route first presents a screen, animated: the service is asked at a later turn,
/// from the run loop the test drives inside its scope, and the rollback takes that screen off.
@MainActor
@Suite struct SystemServiceAnswersTests {
    typealias Plain = UIKitAdapterSmokeTests.Plain

    let app: UIKitSmokeApp
    var navigator: ScreenNavigator { app.navigator }
    var presented: UIViewController? { app.presented }

    init() async throws {
        app = try await UIKitSmokeApp()
    }

    /// The route every test runs: a screen presented, animated, then the service's step on top of it.
    func afterAPresentation(
        _ step: (ScreenRoute<UIWindow, UIViewController>) -> ScreenRoute<UIWindow, UIViewController>
    ) -> ScreenRoute<UIWindow, UIViewController> {
        step(ScreenWindowRoute().top(.container).present(Plain(name: "Before")).top(.container))
    }

    @Test func withoutAMailAccountTheMailGoesToTheMailAppThroughTheSharedApplication() async throws {
        var results: [ScreenMailResult] = []
        let shared = UIApplication()
        let route = afterAPresentation { $0.mail(to: ["a@example.com"], subject: "Hi") { results.append($0) } }
        try await StubSharedApplication.$current.withValue(shared) {
            try await StubMailAnswers.$current.withValue(StubMailAnswers(canSendMail: false)) {
                try await navigator.driven.navigate(to: route)
            }
        }
        #expect(results == [.handedToMailApp])
        #expect(shared.stubOpenedURLs.map(\.absoluteString) == ["mailto:a@example.com?subject=Hi"])
        #expect(presented?.title == "Before" && presented?.presentedViewController == nil, "no composer was presented")
        #expect(MFMailComposeViewController.canSendMail(), "the account is back outside the scope")
    }

    @Test func withAMailAccountOutsideTheScopeTheComposerIsPresented() async throws {
        StubMailAnswers.$current.withValue(StubMailAnswers(canSendMail: false)) {
            #expect(!MFMailComposeViewController.canSendMail())
        }
        #expect(MFMailComposeViewController.canSendMail(), "the scope's answer stays in the scope")
        try await navigator.driven.navigate(to: afterAPresentation { $0.mail(to: ["a@example.com"]) })
        #expect(presented?.presentedViewController is MFMailComposeViewController)
    }

    @Test func aFileQuickLookCannotShowFailsTheStepAndTheRollbackTakesTheScreenOff() async throws {
        let file = URL(fileURLWithPath: "/tmp/report.XYZ")
        let route = afterAPresentation { $0.present(documentPreview: ScreenDocumentPreview(urls: [file])) }
        let refused = StubQuickLookAnswers(unpreviewableExtensions: ["xyz"])
        let error = try await StubQuickLookAnswers.$current.withValue(refused) {
            try await #require(throws: ScreenDocumentPreviewError.self) { try await navigator.driven.navigate(to: route) }
        }
        #expect(error.url == file && error.why == "Quick Look cannot show this file")
        #expect(error.step?.action == "present(documentPreview: report.XYZ)")
        #expect(presented == nil, "the screen presented before the failing step was dismissed again")
        // Outside the scope Quick Look shows every file: the same route presents the preview.
        try await navigator.driven.navigate(to: route)
        #expect(presented?.presentedViewController is QLPreviewController)
    }

    @Test func aDeniedOrRestrictedCameraFailsTheStepWithItsKind() async throws {
        let route = afterAPresentation { $0.present(mediaPicker: ScreenMediaPicker(source: .camera) { _ in }) }
        for (status, kind) in [(AVAuthorizationStatus.denied, ScreenMediaPickerError.Kind.accessDenied), (.restricted, .accessRestricted)] {
            let error = try await StubCaptureDeviceAnswers.$current.withValue(StubCaptureDeviceAnswers(authorizationStatus: status)) {
                try await #require(throws: ScreenMediaPickerError.self) { try await navigator.driven.navigate(to: route) }
            }
            #expect(error.kind == kind && error.source == .camera && error.canOpenSettings == (kind == .accessDenied))
            #expect(error.step?.action == "present(mediaPicker: camera)")
            #expect(presented == nil, "the screen presented before the failing step was dismissed again")
        }
        // A denied camera sends the user to Settings: through the shared application of the scope.
        let shared = UIApplication()
        try await StubSharedApplication.$current.withValue(shared) {
            try await navigator.driven.navigate(to: ScreenWindowRoute().openAppSettings())
        }
        #expect(shared.stubOpenedURLs.map(\.absoluteString) == [UIApplication.openSettingsURLString])
        // Outside the scope access is granted: the same route presents the camera.
        try await navigator.driven.navigate(to: route)
        #expect((presented?.presentedViewController as? UIImagePickerController)?.sourceType == .camera)
    }

    @Test func undecidedCameraAccessPresentsThePickerWhichAsksTheUser() async throws {
        let route = afterAPresentation { $0.present(mediaPicker: ScreenMediaPicker(source: .camera) { _ in }) }
        try await StubCaptureDeviceAnswers.$current.withValue(StubCaptureDeviceAnswers(authorizationStatus: .notDetermined)) {
            try await navigator.driven.navigate(to: route)
        }
        #expect(presented?.presentedViewController is UIImagePickerController)
    }
}
