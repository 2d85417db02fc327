import Foundation

/// A document picker (`UIDocumentPickerViewController`): the file types offered, whether several
/// files can be picked, and what to do with the result.
///
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
    /// Called once, after the picker was dismissed, with what the user picked.
    public var onFinish: @MainActor (ScreenDocumentPickerResult) -> Void

    /// Creates a picker.
    public init(
        contentTypes: [String], allowsMultipleSelection: Bool = false, asCopy: Bool = true,
        onFinish: @escaping @MainActor (ScreenDocumentPickerResult) -> Void
    ) {
        self.contentTypes = contentTypes
        self.allowsMultipleSelection = allowsMultipleSelection
        self.asCopy = asCopy
        self.onFinish = onFinish
    }
}

/// What the user picked.
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
    public init(why: String, step: ScreenStep? = nil) {
        self.why = why
        self.step = step
    }

    /// The rule.
    public var reason: String { "can't show the document picker: \(why)." }
}

/// A platform with a document picker: headless (``HeadlessDocumentPickerController``) and UIKit
/// (`UIDocumentPickerViewController`).
public protocol ScreenDocumentPickerPlatform: ScreenPlatform {
    /// The identifiers among `contentTypes` the platform does not know.
    @MainActor static func unknownContentTypes(_ contentTypes: [String]) -> [String]
    /// A new picker; it reports through the picker's `onFinish` after it was dismissed.
    @MainActor static func makeDocumentPickerContainer(for picker: ScreenDocumentPicker) -> Modal
}

/// The screen that builds a platform's document picker; keyed `DocumentPicker`.
public struct ScreenDocumentPickerScreen<Platform: ScreenDocumentPickerPlatform>: Screen {
    /// The picker.
    public let picker: ScreenDocumentPicker

    /// Creates the screen.
    public init(picker: ScreenDocumentPicker) {
        self.picker = picker
    }

    /// `DocumentPicker`.
    public var name: String { "DocumentPicker" }

    /// The platform's picker.
    public func build(navigator: ScreenNavigator) -> Platform.Modal {
        Platform.makeDocumentPickerContainer(for: picker)
    }
}

extension ScreenThenable where Current: ScreenModalContainer, Current.Platform: ScreenDocumentPickerPlatform {
    /// Presents the system document picker on the given file types.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.container).present(documentPicker: ScreenDocumentPicker(contentTypes: ["public.image"]) { print($0) })
    /// ```
    /// - Note: Fails with ``ScreenDocumentPickerError`` when no type, or an unknown one, is
    ///   offered, else like `present(_:)`; completes after the presentation. `onFinish` runs once
    ///   the user picked or cancelled.
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
