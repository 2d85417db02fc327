import Foundation

/// A photo or video picker (`UIImagePickerController`): the source, the kinds of media, and
/// optionally what to do with the result.
///
/// The picker is a result screen: whoever shows it with `result(of:)` gets what the user chose.
/// ```swift
/// let route = HeadlessWindowRoute().top(.container).present(mediaPicker: ScreenMediaPicker(source: .camera))
/// if case .picked(let media) = try await navigator.result(of: route, as: ScreenMediaPickerResult.self) { upload(media) }
/// ```
/// The completion form stays for code that does not wait (a button handler):
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
    /// Called once, after the picker dismissed itself, with what the user chose; before the
    /// result reaches a waiting `result(of:)`.
    public var onFinish: (@MainActor (ScreenMediaPickerResult) -> Void)?

    /// Creates a picker; without `onFinish`, show it with `result(of:)` to get what the user chose.
    public init(
        source: ScreenMediaSource, mediaTypes: [ScreenMediaType] = [.image], allowsEditing: Bool = false,
        onFinish: (@MainActor (ScreenMediaPickerResult) -> Void)? = nil
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

/// What the user chose: the value a media picker reports to `result(of:)` and to `onFinish`.
public enum ScreenMediaPickerResult: Sendable {
    /// A photo or video.
    case picked(ScreenPickedMedia)
    /// The user closed the picker.
    case cancelled
}

/// A chosen photo or video.
public struct ScreenPickedMedia: Sendable {
    /// Photo or video.
    public var type: ScreenMediaType
    /// The file, when the platform gives one (a video, or a library photo's copy).
    public var url: URL?
    /// The platform's image (a `UIImage` on UIKit; whatever a test passes on the headless platform).
    public var image: (any Sendable)?

    /// Creates a chosen item.
    public init(type: ScreenMediaType, url: URL? = nil, image: (any Sendable)? = nil) {
        self.type = type
        self.url = url
        self.image = image
    }
}

/// Where a media picker takes photos and videos from (`UIImagePickerController.SourceType`).
public enum ScreenMediaSource: String, Hashable, Sendable {
    /// The camera: the user takes a new photo or video.
    case camera
    /// The photo library.
    case photoLibrary
}

/// What the user answered when the app asked for a source (`AVAuthorizationStatus`).
public enum ScreenMediaAccess: String, Hashable, Sendable {
    /// Not asked yet: the system asks when the picker appears.
    case notDetermined
    /// Allowed.
    case authorized
    /// Refused by the user; only the Settings app can change it.
    case denied
    /// Refused by a policy (parental controls, a device profile); the user cannot change it.
    case restricted
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
    public enum Kind: Hashable, Sendable {
        /// The device has no such source (no camera on a simulator, say).
        case sourceUnavailable
        /// The user denied access; the Settings app can allow it.
        case accessDenied
        /// A policy restricts access; the user cannot change it.
        case accessRestricted
        /// The source cannot provide every requested media type (a camera that records no video,
        /// say); UIKit would raise an exception for it, so the picker is not shown.
        case mediaTypesUnavailable
    }

    /// The source asked for.
    public let source: ScreenMediaSource
    /// Why it cannot open.
    public let kind: Kind
    /// The failing step, set by the navigator.
    public var step: ScreenStep?

    /// Creates the error.
    package init(source: ScreenMediaSource, kind: Kind, step: ScreenStep? = nil) {
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
        case .mediaTypesUnavailable: "the \(source.rawValue) on this device cannot provide every requested media type."
        }
    }
}

/// A platform with a media picker: headless (`HeadlessMediaPickerController`) and UIKit
/// (`UIImagePickerController`).
public protocol ScreenMediaPickerPlatform: ScreenPlatform {
    /// Why `source` cannot be picked from `container` now, or `nil` when it can.
    @MainActor static func mediaPickerRefusal(for source: ScreenMediaSource, from container: Modal) -> ScreenMediaPickerError.Kind?
    /// A new picker controller for `picker`; it dismisses itself before calling `onFinish` (the
    /// screen sets it to report the result too).
    @MainActor static func makeMediaPickerContainer(for picker: ScreenMediaPicker) -> Modal
    /// The media types `source` can provide, or `nil` when the platform does not say.
    @MainActor static func availableMediaTypes(for source: ScreenMediaSource, from container: Modal) -> [ScreenMediaType]?
}

extension ScreenMediaPickerPlatform {
    /// The media types `source` can provide, or `nil` when the platform does not say (then every
    /// requested type is tried): UIKit's `UIImagePickerController.availableMediaTypes(for:)`,
    /// `HeadlessDevice.availableMediaTypes` headless.
    ///
    /// ```swift
    /// window.device.availableMediaTypes[.camera] = [.image]   // a camera that records no video
    /// ```
    /// - Note: Fails never; answers at once.
    @MainActor
    public static func availableMediaTypes(for source: ScreenMediaSource, from container: Modal) -> [ScreenMediaType]? {
        nil
    }
}

/// The screen that builds a platform's media picker; keyed `MediaPicker(<source>)`.
///
/// A ``ResultScreen`` reporting ``ScreenMediaPickerResult``: after the picker's own `onFinish`,
/// the user's choice reaches a waiting `result(of:)`.
package struct ScreenMediaPickerScreen<Platform: ScreenMediaPickerPlatform>: ResultScreen {
    /// The picker.
    package let picker: ScreenMediaPicker

    /// Creates the screen.
    package init(picker: ScreenMediaPicker) {
        self.picker = picker
    }

    /// `MediaPicker`.
    package var name: String { "MediaPicker" }
    /// The source.
    package var traits: Set<AnyHashable> { [picker.source.rawValue] }

    /// The platform's picker, finishing through `onFinish`, then `result`.
    ///
    /// A picker with an `onFinish` that no `result(of:)` awaits does not report, so its plain
    /// `navigate` logs no unanswered result.
    package func build(navigator: ScreenNavigator, result: ScreenResultReporter<ScreenMediaPickerResult>) -> Platform.Modal {
        var reporting = picker
        reporting.onFinish = result.pickerFinish(after: picker.onFinish)
        return Platform.makeMediaPickerContainer(for: reporting)
    }
}

/// Presents a media picker after checking that its source is available and allowed.
package struct ScreenPresentMediaPickerAction<Container: ScreenModalContainer>: ScreenAction
where Container.Platform: ScreenMediaPickerPlatform {
    /// The picker.
    package let picker: ScreenMediaPicker
    /// Whether the presentation is animated.
    package let animated: Bool

    /// Creates the action.
    package init(picker: ScreenMediaPicker, animated: Bool) {
        self.picker = picker
        self.animated = animated
    }

    /// `present(mediaPicker: camera)`.
    package var description: String { "present(mediaPicker: \(picker.source.rawValue))" }

    /// Fails with ``ScreenMediaPickerError``, or presents the picker.
    package func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        if let kind = Container.Platform.mediaPickerRefusal(for: picker.source, from: container.modalContainer) {
            return completion(.failure(ScreenMediaPickerError(source: picker.source, kind: kind)))
        }
        if let available = Container.Platform.availableMediaTypes(for: picker.source, from: container.modalContainer),
            !picker.mediaTypes.allSatisfy(available.contains)
        {
            return completion(.failure(ScreenMediaPickerError(source: picker.source, kind: .mediaTypesUnavailable)))
        }
        let screen = ScreenMediaPickerScreen<Container.Platform>(picker: picker)
        ScreenPresentAction<ScreenMediaPickerScreen<Container.Platform>, Container>(screen: screen, animated: animated)
            .perform(container: container, navigator: navigator, completion: completion)
    }
}

extension ScreenThenable where Current: ScreenModalContainer, Current.Platform: ScreenMediaPickerPlatform {
    /// Presents a photo or video picker on the camera or the photo library.
    ///
    /// ```swift
    /// let pick = try await navigator.result(of: HeadlessWindowRoute().top(.container).present(mediaPicker: ScreenMediaPicker(source: .photoLibrary)), as: ScreenMediaPickerResult.self)
    /// HeadlessWindowRoute().top(.container).present(mediaPicker: ScreenMediaPicker(source: .photoLibrary) { result in ... })
    /// ```
    /// - Note: Fails with ``ScreenMediaPickerError`` when the source is missing or access was
    ///   denied or restricted (nothing is presented; a waiting `result(of:)` throws it), else like
    ///   `present(_:)`; completes after the presentation. The user's choice arrives later: in
    ///   `onFinish`, then in a waiting `result(of:)` (`.picked` or `.cancelled`).
    public func present(mediaPicker picker: ScreenMediaPicker, animated: Bool = true) -> ScreenRoute<Root, Current> {
        then(ScreenPresentMediaPickerAction<Current>(picker: picker, animated: animated))
    }
}
