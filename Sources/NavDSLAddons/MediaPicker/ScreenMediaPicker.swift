import Foundation

/// A photo or video picker (`UIImagePickerController`): the source, the kinds of media, and what
/// to do with the result.
///
/// ```swift
/// let picker = ScreenMediaPicker(source: .camera) { result in if case .picked(let media) = result { upload(media) } }
/// HeadlessWindowRoute().top(.container).present(mediaPicker: picker)
/// ```
public struct ScreenMediaPicker {
    /// Where the media comes from.
    public var source: ScreenMediaSource
    /// The kinds of media offered.
    public var mediaTypes: [ScreenMediaType]
    /// Whether the user may crop or trim before choosing.
    public var allowsEditing: Bool
    /// Called once, after the picker dismissed itself, with what the user chose.
    public var onFinish: @MainActor (ScreenMediaPickerResult) -> Void

    /// Creates a picker.
    public init(
        source: ScreenMediaSource, mediaTypes: [ScreenMediaType] = [.image], allowsEditing: Bool = false,
        onFinish: @escaping @MainActor (ScreenMediaPickerResult) -> Void
    ) {
        self.source = source
        self.mediaTypes = mediaTypes
        self.allowsEditing = allowsEditing
        self.onFinish = onFinish
    }
}

/// The kinds of media a picker offers.
public enum ScreenMediaType: String, Hashable, Sendable {
    /// Photos (`UTType.image`).
    case image = "public.image"
    /// Videos (`UTType.movie`).
    case movie = "public.movie"
}

/// What the user chose.
public enum ScreenMediaPickerResult {
    /// A photo or video.
    case picked(ScreenPickedMedia)
    /// The user closed the picker.
    case cancelled
}

/// A chosen photo or video.
public struct ScreenPickedMedia {
    /// Photo or video.
    public var type: ScreenMediaType
    /// The file, when the platform gives one (a video, or a library photo's copy).
    public var url: URL?
    /// The platform's image (a `UIImage` on UIKit; whatever a test passes on the headless platform).
    public var image: Any?

    /// Creates a chosen item.
    public init(type: ScreenMediaType, url: URL? = nil, image: Any? = nil) {
        self.type = type
        self.url = url
        self.image = image
    }
}

/// The picker cannot open: the device has no such source, or the user or a policy denied access.
///
/// A `fallback` reads it to explain, and to offer the Settings app when the user can change it:
/// ```swift
/// .fallback { error in
///     guard (error as? ScreenMediaPickerError)?.canOpenSettings == true else { return HeadlessWindowRoute().top(.container).present(alert: ScreenAlert(error: error)) }
///     return HeadlessWindowRoute().top(.container).present(alert: ScreenAlert(title: "Allow camera access", buttons: .cancel(), openSettings))
/// }
/// ```
public struct ScreenMediaPickerError: ScreenError {
    /// Why the picker cannot open.
    public enum Kind: String, Hashable, Sendable {
        /// The device has no such source (no camera on a simulator, say).
        case sourceUnavailable
        /// The user denied access; the Settings app can allow it.
        case accessDenied
        /// A policy restricts access; the user cannot change it.
        case accessRestricted
    }

    /// The source asked for.
    public let source: ScreenMediaSource
    /// Why it cannot open.
    public let kind: Kind
    /// The failing step, set by the navigator.
    public var step: ScreenErrorStep?

    /// Creates the error.
    public init(source: ScreenMediaSource, kind: Kind, step: ScreenErrorStep? = nil) {
        self.source = source
        self.kind = kind
        self.step = step
    }

    /// Whether sending the user to the Settings app can fix it (``Kind/accessDenied``).
    public var canOpenSettings: Bool { kind == .accessDenied }

    /// Names the source and the reason.
    public var reason: String {
        switch kind {
        case .sourceUnavailable: "the \(source.rawValue) is not available on this device."
        case .accessDenied: "access to the \(source.rawValue) was denied; the user can allow it in Settings (openAppSettings())."
        case .accessRestricted: "access to the \(source.rawValue) is restricted on this device."
        }
    }
}

/// A platform with a media picker: headless (``HeadlessMediaPickerController``) and UIKit
/// (`UIImagePickerController`).
public protocol ScreenMediaPickerPlatform: ScreenPlatform {
    /// Why `source` cannot be picked from `container` now, or `nil` when it can.
    @MainActor static func mediaPickerRefusal(for source: ScreenMediaSource, from container: Modal) -> ScreenMediaPickerError.Kind?
    /// A new picker controller for `picker`; it dismisses itself before calling `onFinish`.
    @MainActor static func makeMediaPickerContainer(for picker: ScreenMediaPicker) -> Modal
}

/// The screen that builds a platform's media picker; keyed `MediaPicker(<source>)`.
public struct ScreenMediaPickerScreen<Platform: ScreenMediaPickerPlatform>: Screen {
    /// The picker.
    public let picker: ScreenMediaPicker

    /// Creates the screen.
    public init(picker: ScreenMediaPicker) {
        self.picker = picker
    }

    /// `MediaPicker`.
    public var name: String { "MediaPicker" }
    /// The source.
    public var traits: Set<AnyHashable> { [picker.source.rawValue] }

    /// The platform's picker.
    public func build(navigator: ScreenNavigator) -> Platform.Modal {
        Platform.makeMediaPickerContainer(for: picker)
    }
}

/// Presents a media picker after checking that its source is available and allowed.
public struct ScreenPresentMediaPickerAction<Container: ScreenModalContainer>: ScreenAction
where Container.Platform: ScreenMediaPickerPlatform {
    /// The picker.
    public let picker: ScreenMediaPicker
    /// Whether the presentation is animated.
    public let animated: Bool

    /// Creates the action.
    public init(picker: ScreenMediaPicker, animated: Bool) {
        self.picker = picker
        self.animated = animated
    }

    /// `present(mediaPicker: camera)`.
    public var description: String { "present(mediaPicker: \(picker.source.rawValue))" }

    /// Fails with ``ScreenMediaPickerError``, or presents the picker.
    public func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        if let kind = Container.Platform.mediaPickerRefusal(for: picker.source, from: container.modalContainer) {
            return completion(.failure(ScreenMediaPickerError(source: picker.source, kind: kind)))
        }
        let screen = ScreenMediaPickerScreen<Container.Platform>(picker: picker)
        ScreenPresentAction<Container, ScreenMediaPickerScreen<Container.Platform>>(screen: screen, animated: animated)
            .perform(container: container, navigator: navigator, completion: completion)
    }
}

extension ScreenThenable where Current: ScreenModalContainer, Current.Platform: ScreenMediaPickerPlatform {
    /// Presents a photo or video picker on the camera or the photo library.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.container).present(mediaPicker: ScreenMediaPicker(source: .photoLibrary) { result in ... })
    /// ```
    /// - Note: Fails with ``ScreenMediaPickerError`` when the source is missing or access was
    ///   denied or restricted (nothing is presented), else like `present(_:)`; completes after
    ///   the presentation. The picker's `onFinish` runs later, once the user chose.
    public func present(mediaPicker picker: ScreenMediaPicker, animated: Bool = true) -> ScreenRoute<Root, Current> {
        then(ScreenPresentMediaPickerAction<Current>(picker: picker, animated: animated))
    }
}
