import Foundation

/// A document picker (`UIDocumentPickerViewController`): the file types offered, whether several
/// files can be picked, and optionally what to do with the result.
///
/// The picker is a result screen, as the media picker is: whoever shows it with `result(of:)`
/// gets what the user picked.
/// ```swift
/// let route = HeadlessWindowRoute().top(.container).present(documentPicker: ScreenDocumentPicker(contentTypes: ["com.adobe.pdf"]))
/// if case .picked(let urls) = try await navigator.result(of: route, as: ScreenDocumentPickerResult.self) { attach(urls) }
/// ```
/// The completion form stays for code that does not wait:
/// ```swift
/// let picker = ScreenDocumentPicker(contentTypes: ["com.adobe.pdf"]) { result in if case .picked(let urls) = result { attach(urls) } }
/// HeadlessWindowRoute().top(.container).present(documentPicker: picker)
/// ```
public struct ScreenDocumentPicker {
    /// The uniform type identifiers offered (`public.image`, `com.adobe.pdf`, ...).
    public var contentTypes: [String]
    /// Whether the user can pick several files.
    public var allowsMultipleSelection: Bool
    /// Whether the app gets copies (`true`) or opens the originals in place.
    public var asCopy: Bool
    /// Called once, after the picker was dismissed, with what the user picked; before the result
    /// reaches a waiting `result(of:)`.
    public var onFinish: (@MainActor (ScreenDocumentPickerResult) -> Void)?

    /// Creates a picker; without `onFinish`, show it with `result(of:)` to get what the user picked.
    public init(
        contentTypes: [String], allowsMultipleSelection: Bool = false, asCopy: Bool = true,
        onFinish: (@MainActor (ScreenDocumentPickerResult) -> Void)? = nil
    ) {
        self.contentTypes = contentTypes
        self.allowsMultipleSelection = allowsMultipleSelection
        self.asCopy = asCopy
        self.onFinish = onFinish
    }
}

/// What the user picked: the value a document picker reports to `result(of:)` and to `onFinish`.
public enum ScreenDocumentPickerResult: Hashable, Sendable {
    /// The files picked (one unless multiple selection is allowed).
    case picked([URL])
    /// The user closed the picker.
    case cancelled
}

/// A picker that offers no file type, or one the platform does not know.
public struct ScreenDocumentPickerError: ScreenError {
    /// Why the picker is refused.
    public let why: String
    /// The failing step, set by the navigator.
    public var step: ScreenStep?

    /// Creates the error.
    package init(why: String, step: ScreenStep? = nil) {
        self.why = why
        self.step = step
    }

    /// The rule.
    public var reason: String { "can't show the document picker: \(why)." }
}

/// A platform with a document picker: headless (`HeadlessDocumentPickerController`) and UIKit
/// (`UIDocumentPickerViewController`).
public protocol ScreenDocumentPickerPlatform: ScreenPlatform {
    /// The identifiers among `contentTypes` the platform does not know.
    @MainActor static func unknownContentTypes(_ contentTypes: [String]) -> [String]
    /// A new picker; it dismisses itself before calling `onFinish` (the screen sets it to report
    /// the result too).
    @MainActor static func makeDocumentPickerContainer(for picker: ScreenDocumentPicker) -> Modal
}

/// The screen that builds a platform's document picker; keyed `DocumentPicker`.
///
/// A ``ResultScreen`` reporting ``ScreenDocumentPickerResult``, as the media picker's: after the
/// picker's own `onFinish`, the user's choice reaches a waiting `result(of:)`.
package struct ScreenDocumentPickerScreen<Platform: ScreenDocumentPickerPlatform>: ResultScreen {
    /// The picker.
    package let picker: ScreenDocumentPicker

    /// Creates the screen.
    package init(picker: ScreenDocumentPicker) {
        self.picker = picker
    }

    /// `DocumentPicker`.
    package var name: String { "DocumentPicker" }

    /// The platform's picker, finishing through `onFinish`, then `result`.
    package func build(navigator: ScreenNavigator, result: ScreenResultReporter<ScreenDocumentPickerResult>) -> Platform.Modal {
        var reporting = picker
        reporting.onFinish = result.pickerFinish(after: picker.onFinish)
        return Platform.makeDocumentPickerContainer(for: reporting)
    }
}

extension ScreenThenable where Current: ScreenModalContainer, Current.Platform: ScreenDocumentPickerPlatform {
    /// Presents the system document picker on the given file types.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.container).present(documentPicker: ScreenDocumentPicker(contentTypes: ["public.image"]) { print($0) })
    /// ```
    /// - Note: Fails with ``ScreenDocumentPickerError`` when no type, or an unknown one, is
    ///   offered (nothing is presented; a waiting `result(of:)` throws it), else like
    ///   `present(_:)`; completes after the presentation. The user's choice arrives later: in
    ///   `onFinish`, then in a waiting `result(of:)` (`.picked` or `.cancelled`).
    public func present(documentPicker picker: ScreenDocumentPicker, animated: Bool = true) -> ScreenRoute<Root, Current> {
        if picker.contentTypes.isEmpty {
            return fail(with: ScreenDocumentPickerError(why: "it offers no file type"))
        }
        let unknown = Current.Platform.unknownContentTypes(picker.contentTypes)
        if !unknown.isEmpty {
            return fail(with: ScreenDocumentPickerError(why: "unknown file types \(unknown.joined(separator: ", "))"))
        }
        return present(ScreenDocumentPickerScreen<Current.Platform>(picker: picker), animated: animated)
    }
}
