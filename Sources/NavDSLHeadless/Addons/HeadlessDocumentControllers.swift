import Foundation
import NavDSL
import NavDSLAddons

/// The headless Quick Look preview: a test swipes to a file or closes the preview.
///
/// ```swift
/// let preview = try #require(window.rootViewController?.presentedViewController as? HeadlessDocumentPreviewController)
/// preview.close()   // dismisses the preview, then runs `onFinish`
/// ```
@MainActor
public final class HeadlessDocumentPreviewController: HeadlessViewController {
    /// The preview shown.
    public let preview: ScreenDocumentPreview
    /// The file shown now (`currentPreviewItemIndex`).
    public private(set) var currentIndex: Int
    private var isClosed = false

    /// Creates the controller.
    public init(preview: ScreenDocumentPreview) {
        self.preview = preview
        currentIndex = preview.index
        super.init(screenKey: nil)
        modalPresentationStyle = .fullScreen
    }

    /// The file shown now.
    public var currentURL: URL? { preview.urls.indices.contains(currentIndex) ? preview.urls[currentIndex] : nil }

    /// Swipes to the file at `index`; `false`, changing nothing, when there is none.
    @discardableResult
    public func show(index: Int) -> Bool {
        guard preview.urls.indices.contains(index) else { return false }
        currentIndex = index
        return true
    }

    /// Taps Done: dismisses the preview, then runs `onFinish`; later calls are ignored.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        let onFinish = preview.onFinish
        guard let presenter = presentingViewController else { return onFinish?() ?? () }
        presenter.dismiss(animated: true) { onFinish?() }
    }
}

/// The headless document picker: a test picks files or cancels.
///
/// ```swift
/// let picker = try #require(window.rootViewController?.presentedViewController as? HeadlessDocumentPickerController)
/// picker.pick([file])   // dismisses the picker, then reports `.picked([file])`
/// ```
@MainActor
public final class HeadlessDocumentPickerController: HeadlessViewController {
    /// The picker shown.
    public let picker: ScreenDocumentPicker
    /// What the picker reported, once it did.
    public private(set) var result: ScreenDocumentPickerResult?

    /// Creates the controller.
    public init(picker: ScreenDocumentPicker) {
        self.picker = picker
        super.init(screenKey: nil)
        modalPresentationStyle = .formSheet
    }

    /// Picks `urls`: dismisses the picker, then reports `.picked(urls)`.
    ///
    /// Returns `false`, changing nothing, for no file, several files without multiple selection,
    /// or a picker that already reported.
    @discardableResult
    public func pick(_ urls: [URL]) -> Bool {
        guard !urls.isEmpty, urls.count == 1 || picker.allowsMultipleSelection else { return false }
        return finish(.picked(urls))
    }

    /// Cancels: dismisses the picker, then reports `.cancelled`.
    @discardableResult
    public func cancel() -> Bool {
        finish(.cancelled)
    }

    private func finish(_ result: ScreenDocumentPickerResult) -> Bool {
        guard self.result == nil else { return false }
        self.result = result
        let onFinish = picker.onFinish
        guard let presenter = presentingViewController else {
            onFinish?(result)
            return true
        }
        presenter.dismiss(animated: true) { onFinish?(result) }
        return true
    }
}

extension HeadlessPlatform: ScreenDocumentPreviewPlatform, ScreenDocumentPickerPlatform {
    /// A local file whose extension is not in the window's
    /// ``HeadlessDevice/unpreviewableExtensions``.
    @MainActor
    public static func canPreview(_ url: URL, from container: HeadlessViewController) -> Bool {
        guard url.isFileURL, let device = container.window?.device else { return false }
        return !device.unpreviewableExtensions.contains(url.pathExtension.lowercased())
    }

    /// A ``HeadlessDocumentPreviewController``.
    @MainActor
    public static func makeDocumentPreviewContainer(for preview: ScreenDocumentPreview) -> HeadlessViewController {
        HeadlessDocumentPreviewController(preview: preview)
    }

    /// Identifiers that are not reverse-DNS names (`public.image`): the headless platform has no
    /// type database, so it only checks the shape.
    @MainActor
    public static func unknownContentTypes(_ contentTypes: [String]) -> [String] {
        contentTypes.filter { type in
            let parts = type.split(separator: ".", omittingEmptySubsequences: false)
            return parts.count < 2 || parts.contains(where: \.isEmpty) || type.contains(" ")
        }
    }

    /// A ``HeadlessDocumentPickerController``.
    @MainActor
    public static func makeDocumentPickerContainer(for picker: ScreenDocumentPicker) -> HeadlessViewController {
        HeadlessDocumentPickerController(picker: picker)
    }
}
