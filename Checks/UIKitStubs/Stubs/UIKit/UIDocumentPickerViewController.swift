// Stub of the document picker; see UIKit.swift. Its delegate's methods are `optional` in the SDK
// (an @objc protocol); the stub gives them default implementations.
import UniformTypeIdentifiers

/// https://developer.apple.com/documentation/uikit/uidocumentpickerdelegate
@available(iOS 8.0, *)
@MainActor
public protocol UIDocumentPickerDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uidocumentpickerdelegate/documentpicker(_:didpickdocumentsat:)
    @available(iOS 11.0, *)
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    /// https://developer.apple.com/documentation/uikit/uidocumentpickerdelegate/documentpickerwascancelled(_:)
    @available(iOS 8.0, *)
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
}

@available(iOS 8.0, *)
extension UIDocumentPickerDelegate {
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {}
    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
}

/// https://developer.apple.com/documentation/uikit/uidocumentpickerviewcontroller
@available(iOS 8.0, *)
@MainActor
open class UIDocumentPickerViewController: UIViewController {
    /// Stub-only: the types and copy mode it was made with.
    public let stubContentTypes: [UTType]
    public let stubAsCopy: Bool

    /// https://developer.apple.com/documentation/uikit/uidocumentpickerviewcontroller/delegate
    @available(iOS 8.0, *)
    open weak var delegate: (any UIDocumentPickerDelegate)?
    /// https://developer.apple.com/documentation/uikit/uidocumentpickerviewcontroller/allowsmultipleselection
    @available(iOS 11.0, *)
    open var allowsMultipleSelection = false

    /// https://developer.apple.com/documentation/uikit/uidocumentpickerviewcontroller/init(foropeningcontenttypes:ascopy:)
    @available(iOS 14.0, *)
    public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool) {
        stubContentTypes = contentTypes
        stubAsCopy = asCopy
        super.init(nibName: nil, bundle: nil)
    }

    /// https://developer.apple.com/documentation/uikit/uidocumentpickerviewcontroller/init(coder:)
    @available(iOS 8.0, *)
    public required init?(coder: NSCoder) {
        stubContentTypes = []
        stubAsCopy = false
        super.init(coder: coder)
    }
}
