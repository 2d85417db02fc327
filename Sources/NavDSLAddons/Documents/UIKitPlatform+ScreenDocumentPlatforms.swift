#if canImport(UIKit) && canImport(QuickLook) && canImport(UniformTypeIdentifiers)
    import QuickLook
    import UIKit
    import UniformTypeIdentifiers

    extension UIKitPlatform: ScreenDocumentPreviewPlatform, ScreenDocumentPickerPlatform {
        /// `QLPreviewController.canPreview(_:)`.
        @MainActor
        public static func canPreview(_ url: URL, from container: UIViewController) -> Bool {
            QLPreviewController.canPreview(url as NSURL)
        }

        /// A `QLPreviewController` on the files, starting at the preview's index; its data source
        /// and delegate live in the controller's payload (Quick Look holds them weakly).
        @MainActor
        public static func makeDocumentPreviewContainer(for preview: ScreenDocumentPreview) -> UIViewController {
            let controller = QLPreviewController()
            let source = ScreenDocumentPreviewSource(preview: preview)
            controller.dataSource = source
            controller.delegate = source
            controller.currentPreviewItemIndex = preview.index
            let payload = controller.screenPayload ?? ScreenPayload()
            payload.append(source)
            controller.screenPayload = payload
            return controller
        }

        /// The identifiers `UTType` does not know.
        @MainActor
        public static func unknownContentTypes(_ contentTypes: [String]) -> [String] {
            contentTypes.filter { UTType($0) == nil }
        }

        /// A `UIDocumentPickerViewController` for opening the types (copies unless `asCopy` is
        /// false); it dismisses itself before its delegate reports.
        @MainActor
        public static func makeDocumentPickerContainer(for picker: ScreenDocumentPicker) -> UIViewController {
            let controller = UIDocumentPickerViewController(
                forOpeningContentTypes: picker.contentTypes.compactMap { UTType($0) }, asCopy: picker.asCopy)
            controller.allowsMultipleSelection = picker.allowsMultipleSelection
            let delegate = ScreenDocumentPickerDelegate(onFinish: picker.onFinish)
            controller.delegate = delegate
            let payload = controller.screenPayload ?? ScreenPayload()
            payload.append(delegate)
            controller.screenPayload = payload
            return controller
        }
    }

    /// Hands Quick Look the files and reports the dismissal once.
    ///
    /// In the SDK the data source protocol is main-actor and the delegate protocol is not: the
    /// dismissal callback is `nonisolated` and hops to the main actor (`ScreenMainActorDelivery`).
    @MainActor
    final class ScreenDocumentPreviewSource: NSObject, QLPreviewControllerDataSource, QLPreviewControllerDelegate {
        private let urls: [URL]
        private var onFinish: (@MainActor () -> Void)?

        init(preview: ScreenDocumentPreview) {
            urls = preview.urls
            onFinish = preview.onFinish
        }

        func numberOfPreviewItems(in controller: QLPreviewController) -> Int { urls.count }

        func previewController(_ controller: QLPreviewController, previewItemAt index: Int) -> any QLPreviewItem {
            let url = urls.indices.contains(index) ? urls[index] : (urls.first ?? URL(fileURLWithPath: "/"))
            return url as NSURL
        }

        nonisolated func previewControllerDidDismiss(_ controller: QLPreviewController) {
            ScreenMainActorDelivery.deliver { self.finish() }
        }

        private func finish() {
            let onFinish = onFinish
            self.onFinish = nil
            onFinish?()
        }
    }

    /// Reports what the user picked once (the picker has already dismissed itself).
    final class ScreenDocumentPickerDelegate: NSObject, UIDocumentPickerDelegate {
        private var onFinish: (@MainActor (ScreenDocumentPickerResult) -> Void)?

        init(onFinish: (@MainActor (ScreenDocumentPickerResult) -> Void)?) {
            self.onFinish = onFinish
        }

        func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
            finish(.picked(urls))
        }

        func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {
            finish(.cancelled)
        }

        private func finish(_ result: ScreenDocumentPickerResult) {
            guard let onFinish else { return }
            self.onFinish = nil
            onFinish(result)
        }
    }
#endif
