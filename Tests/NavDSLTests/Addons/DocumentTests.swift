import Foundation
import NavDSLAddons
import NavDSLHeadless
import Testing

/// Quick Look preview and the document picker: what is presented, what the handlers receive, and
/// what is refused before anything is presented.
@MainActor
@Suite struct DocumentTests {
    let app: HeadlessApp
    var presented: HeadlessViewController? { app.window.rootViewController?.presentedViewController }
    let invoice = URL(fileURLWithPath: "/tmp/invoice.pdf")
    let receipt = URL(fileURLWithPath: "/tmp/receipt.png")

    init() async throws {
        app = try await HeadlessApp.homeStack()
    }

    @Test func previewShowsTheFilesFromTheIndexAndReportsTheClose() async throws {
        var closed: [Bool] = []
        let preview = ScreenDocumentPreview(urls: [invoice, receipt], index: 1) { closed.append(self.presented == nil) }
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(documentPreview: preview))
        let controller = try #require(presented as? HeadlessDocumentPreviewController)
        #expect(controller.description == "DocumentPreview(invoice.pdf)")
        #expect(controller.currentURL == receipt)
        #expect(controller.show(index: 0) && controller.currentURL == invoice)
        #expect(!controller.show(index: 2))
        controller.close()
        controller.close()
        #expect(closed == [true])
    }

    @Test(arguments: [
        ([], 0, "present(documentPreview: ) on Home: can't preview: no files."),
        (["/tmp/invoice.pdf"], 1, "present(documentPreview: invoice.pdf) on Home: can't preview: index 1 is out of the 1 files."),
        (
            ["/tmp/a.pdf", "/tmp/b.xyz"], 0,
            "present(documentPreview: a.pdf, b.xyz) on Home: can't preview b.xyz: Quick Look cannot show this file."
        ),
    ])
    func previewsQuickLookCannotShowAreRefused(paths: [String], index: Int, message: String) async throws {
        app.window.device.unpreviewableExtensions = ["xyz"]
        let preview = ScreenDocumentPreview(urls: paths.map { URL(fileURLWithPath: $0) }, index: index)
        await #expect {
            try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(documentPreview: preview))
        } throws: { error in
            error is ScreenDocumentPreviewError && "\(error)" == message
        }
        #expect(presented == nil && app.window.transitions.isEmpty)
    }

    @Test func aRemoteFileIsNotPreviewed() async throws {
        let remote = try #require(URL(string: "https://example.com/a.pdf"))
        await #expect(throws: ScreenDocumentPreviewError.self) {
            try await app.navigator.navigateAndWait(
                to: HeadlessWindowRoute().top(.container).present(documentPreview: ScreenDocumentPreview(urls: [remote])))
        }
    }

    @Test func pickerReportsThePickedFilesAfterItsDismissal() async throws {
        var results: [ScreenDocumentPickerResult] = []
        let picker = ScreenDocumentPicker(contentTypes: ["com.adobe.pdf", "public.image"], allowsMultipleSelection: true) {
            #expect(self.presented == nil)
            results.append($0)
        }
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(documentPicker: picker))
        let controller = try #require(presented as? HeadlessDocumentPickerController)
        #expect(controller.description == "DocumentPicker")
        #expect(!controller.pick([]))
        #expect(controller.pick([invoice, receipt]))
        #expect(!controller.cancel(), "reported once")
        #expect(results == [.picked([invoice, receipt])])
    }

    @Test(.timeLimit(.minutes(1))) func awaitedPickerReturnsThePickedFilesAfterItsDismissal() async throws {
        var finished: [ScreenDocumentPickerResult] = []
        let route = HeadlessWindowRoute().top(.container).present(
            documentPicker: ScreenDocumentPicker(contentTypes: ["com.adobe.pdf"]) { finished.append($0) })
        let waiting = Task { try await app.navigator.result(of: route, as: ScreenDocumentPickerResult.self) }
        for _ in 0..<1_000 where !(presented is HeadlessDocumentPickerController) { await Task.yield() }
        #expect(try #require(presented as? HeadlessDocumentPickerController).pick([invoice]))
        #expect(try await waiting.value == .picked([invoice]), "result(of:) hears the picker, as for the media picker")
        #expect(finished == [.picked([invoice])], "onFinish first, as the media picker's")
        #expect(presented == nil)
    }

    @Test func awaitedPickerThatIsRefusedThrowsItsTypedError() async throws {
        await #expect(throws: ScreenDocumentPickerError.self) {
            _ = try await app.navigator.result(
                of: HeadlessWindowRoute().top(.container).present(documentPicker: ScreenDocumentPicker(contentTypes: []) { _ in }),
                as: ScreenDocumentPickerResult.self)
        }
        #expect(presented == nil)
    }

    @Test func singleSelectionRefusesSeveralFilesAndCancelReportsCancelled() async throws {
        var results: [ScreenDocumentPickerResult] = []
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.container).present(
                documentPicker: ScreenDocumentPicker(contentTypes: ["public.text"]) { results.append($0) }))
        let controller = try #require(presented as? HeadlessDocumentPickerController)
        #expect(!controller.pick([invoice, receipt]))
        #expect(controller.cancel())
        #expect(results == [.cancelled])
    }

    @Test(arguments: [
        ([String](), "fail(with: ScreenDocumentPickerError) on Home: can't show the document picker: it offers no file type."),
        (
            ["pdf", "public.image"],
            "fail(with: ScreenDocumentPickerError) on Home: can't show the document picker: unknown file types pdf."
        ),
    ])
    func pickersOfferingNoKnownTypeAreRefused(types: [String], message: String) async throws {
        await #expect {
            try await app.navigator.navigateAndWait(
                to: HeadlessWindowRoute().top(.container).present(documentPicker: ScreenDocumentPicker(contentTypes: types) { _ in }))
        } throws: { error in
            "\(error)" == message
        }
        #expect(presented == nil)
    }

    @Test func aBusyPresenterRefusesBothAndFallbacksShowThem() async throws {
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(alert: ScreenAlert(title: "Busy")))
        let preview = ScreenDocumentPreview(urls: [invoice])
        let picker = ScreenDocumentPicker(contentTypes: ["public.item"]) { _ in }
        await #expect(throws: ScreenContainerAlreadyPresentingError.self) {
            try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().root.present(documentPreview: preview))
        }
        await #expect(throws: ScreenContainerAlreadyPresentingError.self) {
            try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().root.present(documentPicker: picker))
        }
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().root.present(documentPreview: preview)
                .fallback(to: HeadlessWindowRoute().top(.container).present(documentPreview: preview)))
        let alert = try #require(presented as? HeadlessAlertController)
        #expect(alert.presentedViewController is HeadlessDocumentPreviewController)
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).presenting.dismiss())
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().root.present(documentPicker: picker)
                .fallback(to: HeadlessWindowRoute().top(.container).present(documentPicker: picker)))
        #expect(alert.presentedViewController is HeadlessDocumentPickerController)
    }
}
