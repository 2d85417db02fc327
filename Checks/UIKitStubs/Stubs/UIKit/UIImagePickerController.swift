// Stub of the image picker; see UIKit.swift. Its delegate's methods are `optional` in the SDK
// (an @objc protocol); without the Objective-C runtime the stub gives them default implementations.

/// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate
@available(iOS 2.0, *)
@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {}

/// https://developer.apple.com/documentation/uikit/uiimagepickercontrollerdelegate
@available(iOS 2.0, *)
@MainActor
public protocol UIImagePickerControllerDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiimagepickercontrollerdelegate/imagepickercontroller(_:didfinishpickingmediawithinfo:)
    @available(iOS 2.0, *)
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    /// https://developer.apple.com/documentation/uikit/uiimagepickercontrollerdelegate/imagepickercontrollerdidcancel(_:)
    @available(iOS 2.0, *)
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

@available(iOS 2.0, *)
extension UIImagePickerControllerDelegate {
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {}
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}

/// https://developer.apple.com/documentation/uikit/uiimagepickercontroller
@available(iOS 2.0, *)
@MainActor
open class UIImagePickerController: UINavigationController {
    /// https://developer.apple.com/documentation/uikit/uiimagepickercontroller/sourcetype-swift.enum
    @available(iOS 2.0, *)
    public enum SourceType: Int, Sendable {
        @available(iOS, introduced: 2, deprecated: 100000, message: "Will be removed in a future release, use PHPicker.")
        case photoLibrary = 0
        case camera = 1
        @available(iOS, introduced: 2, deprecated: 100000, message: "Will be removed in a future release, use PHPicker.")
        case savedPhotosAlbum = 2
    }

    /// https://developer.apple.com/documentation/uikit/uiimagepickercontroller/infokey
    @available(iOS 4.1, *)
    public struct InfoKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// https://developer.apple.com/documentation/uikit/uiimagepickercontroller/infokey/mediatype
        @available(iOS 4.1, *)
        public static var mediaType: InfoKey { InfoKey(rawValue: "UIImagePickerControllerMediaType") }
        /// https://developer.apple.com/documentation/uikit/uiimagepickercontroller/infokey/originalimage
        @available(iOS 4.1, *)
        public static var originalImage: InfoKey { InfoKey(rawValue: "UIImagePickerControllerOriginalImage") }
        /// https://developer.apple.com/documentation/uikit/uiimagepickercontroller/infokey/editedimage
        @available(iOS 4.1, *)
        public static var editedImage: InfoKey { InfoKey(rawValue: "UIImagePickerControllerEditedImage") }
        /// https://developer.apple.com/documentation/uikit/uiimagepickercontroller/infokey/mediaurl
        @available(iOS 4.1, *)
        public static var mediaURL: InfoKey { InfoKey(rawValue: "UIImagePickerControllerMediaURL") }
        /// https://developer.apple.com/documentation/uikit/uiimagepickercontroller/infokey/imageurl
        @available(iOS 11.0, *)
        public static var imageURL: InfoKey { InfoKey(rawValue: "UIImagePickerControllerImageURL") }
    }


    /// https://developer.apple.com/documentation/uikit/uiimagepickercontroller/sourcetype-swift.property
    @available(iOS 2.0, *)
    open var sourceType: UIImagePickerController.SourceType = .photoLibrary
    /// https://developer.apple.com/documentation/uikit/uiimagepickercontroller/mediatypes
    @available(iOS 3.0, *)
    open var mediaTypes: [String] = ["public.image"]
    /// https://developer.apple.com/documentation/uikit/uiimagepickercontroller/allowsediting
    @available(iOS 3.1, *)
    open var allowsEditing = false
    /// https://developer.apple.com/documentation/uikit/uiimagepickercontroller/delegate
    @available(iOS 2.0, *)
    weak open var delegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?

    /// https://developer.apple.com/documentation/uikit/uiimagepickercontroller/issourcetypeavailable(_:)
    @available(iOS 2.0, *)
    open class func isSourceTypeAvailable(_ sourceType: UIImagePickerController.SourceType) -> Bool {
        StubImagePickerAvailability.current.sources.contains(sourceType)
    }

    /// https://developer.apple.com/documentation/uikit/uiimagepickercontroller/availablemediatypes(for:)
    @available(iOS 3.0, *)
    open class func availableMediaTypes(for sourceType: UIImagePickerController.SourceType) -> [String]? {
        StubImagePickerAvailability.current.mediaTypesBySource[sourceType] ?? ["public.image", "public.movie"]
    }
}

/// Stub-only: what this device's image picker offers, for the test that binds it:
/// `StubImagePickerAvailability.$current.withValue(.init(sources: [.photoLibrary])) { ... }`.
///
/// A task-local value, not a process-wide switch: the picker's class methods are asked before any
/// picker is in a window, and a test that changes what the device offers cannot leak it to a test
/// running beside it.
public struct StubImagePickerAvailability: Sendable {
    /// The sources `isSourceTypeAvailable` reports.
    public var sources: Set<UIImagePickerController.SourceType>
    /// The media types `availableMediaTypes(for:)` reports per source (all when missing).
    public var mediaTypesBySource: [UIImagePickerController.SourceType: [String]]

    public init(
        sources: Set<UIImagePickerController.SourceType> = [.photoLibrary, .camera],
        mediaTypesBySource: [UIImagePickerController.SourceType: [String]] = [:]
    ) {
        self.sources = sources
        self.mediaTypesBySource = mediaTypesBySource
    }

    /// The availability of the current task's scope (by default: both sources, every media type).
    @TaskLocal public static var current = StubImagePickerAvailability()
}
