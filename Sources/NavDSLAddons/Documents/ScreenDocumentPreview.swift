import Foundation

/// Files to preview with Quick Look (`QLPreviewController`): the files, which one shows first,
/// and what to do once the user closed the preview.
///
/// ```swift
/// HeadlessWindowRoute().top(.container).present(documentPreview: ScreenDocumentPreview(urls: [invoice, receipt], index: 1))
/// ```
public struct ScreenDocumentPreview {
    /// The files, in the order the user swipes through them.
    public var urls: [URL]
    /// The file shown first.
    public var index: Int
    /// Called once the preview was dismissed.
    public var onFinish: (@MainActor () -> Void)?

    /// Creates a preview.
    public init(urls: [URL], index: Int = 0, onFinish: (@MainActor () -> Void)? = nil) {
        self.urls = urls
        self.index = index
        self.onFinish = onFinish
    }
}

/// A preview Quick Look cannot show: no files, a start index out of range, or a file it cannot
/// read (not a local file, or a type it does not know).
public struct ScreenDocumentPreviewError: ScreenError {
    /// The file at fault, when one is.
    public let url: URL?
    /// Why the preview is refused.
    public let why: String
    /// The failing step, set by the navigator.
    public var step: ScreenStep?

    /// Creates the error.
    package init(url: URL?, why: String, step: ScreenStep? = nil) {
        self.url = url
        self.why = why
        self.step = step
    }

    /// Names the file and the reason.
    public var reason: String { url.map { "can't preview \($0.lastPathComponent): \(why)." } ?? "can't preview: \(why)." }
}

/// A platform with a document preview: headless (`HeadlessDocumentPreviewController`) and
/// UIKit (`QLPreviewController`).
public protocol ScreenDocumentPreviewPlatform: ScreenPlatform {
    /// Whether the preview can show `url` when presented from `container`.
    @MainActor static func canPreview(_ url: URL, from container: Modal) -> Bool
    /// A new preview controller; it calls the preview's `onFinish` after it was dismissed.
    @MainActor static func makeDocumentPreviewContainer(for preview: ScreenDocumentPreview) -> Modal
}

/// The screen that builds a platform's preview; keyed `DocumentPreview(<first file name>)`.
package struct ScreenDocumentPreviewScreen<Platform: ScreenDocumentPreviewPlatform>: Screen {
    /// The preview.
    package let preview: ScreenDocumentPreview

    /// Creates the screen.
    package init(preview: ScreenDocumentPreview) {
        self.preview = preview
    }

    /// `DocumentPreview`.
    package var name: String { "DocumentPreview" }
    /// The first file's name.
    package var traits: Set<AnyHashable> { preview.urls.first.map { [$0.lastPathComponent] } ?? [] }

    /// The platform's preview.
    package func build(navigator: ScreenNavigator) -> Platform.Modal {
        Platform.makeDocumentPreviewContainer(for: preview)
    }
}

/// Checks that every file can be previewed, then presents the preview.
package struct ScreenPresentDocumentPreviewAction<Container: ScreenModalContainer>: ScreenAction
where Container.Platform: ScreenDocumentPreviewPlatform {
    /// The preview.
    package let preview: ScreenDocumentPreview
    /// Whether the presentation is animated.
    package let animated: Bool

    /// Creates the action.
    package init(preview: ScreenDocumentPreview, animated: Bool) {
        self.preview = preview
        self.animated = animated
    }

    /// `present(documentPreview: invoice.pdf)`.
    package var description: String {
        "present(documentPreview: \(preview.urls.map(\.lastPathComponent).joined(separator: ", ")))"
    }

    /// Fails with ``ScreenDocumentPreviewError``, or presents the preview.
    package func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        guard !preview.urls.isEmpty else { return completion(.failure(ScreenDocumentPreviewError(url: nil, why: "no files"))) }
        guard preview.urls.indices.contains(preview.index) else {
            let why = "index \(preview.index) is out of the \(preview.urls.count) files"
            return completion(.failure(ScreenDocumentPreviewError(url: nil, why: why)))
        }
        if let unreadable = preview.urls.first(where: { !Container.Platform.canPreview($0, from: container.modalContainer) }) {
            return completion(.failure(ScreenDocumentPreviewError(url: unreadable, why: "Quick Look cannot show this file")))
        }
        let screen = ScreenDocumentPreviewScreen<Container.Platform>(preview: preview)
        ScreenPresentAction<ScreenDocumentPreviewScreen<Container.Platform>, Container>(screen: screen, animated: animated)
            .perform(container: container, navigator: navigator, completion: completion)
    }
}

extension ScreenThenable where Current: ScreenModalContainer, Current.Platform: ScreenDocumentPreviewPlatform {
    /// Previews files with Quick Look (PDFs, images, office documents, text).
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.container).present(documentPreview: ScreenDocumentPreview(urls: [invoice]))
    /// ```
    /// - Note: Fails with ``ScreenDocumentPreviewError`` for no files, an index out of range or a
    ///   file Quick Look cannot show (nothing is presented), else like `present(_:)`; completes
    ///   after the presentation. `onFinish` runs once the preview was dismissed.
    public func present(documentPreview preview: ScreenDocumentPreview, animated: Bool = true) -> ScreenRoute<Root, Current> {
        then(ScreenPresentDocumentPreviewAction<Current>(preview: preview, animated: animated))
    }
}
