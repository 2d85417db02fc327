// Nivelir's media picker value and verb, funnelled into NavDSL's `ScreenMediaPicker`.

/// Nivelir's media source; NavDSL's is ``ScreenMediaSource``.
///
/// ```swift
/// ScreenMediaPicker(source: .camera)
/// ```
/// - Note: Fails never (a value); completes never.
@available(*, deprecated, renamed: "ScreenMediaSource")
public typealias MediaPickerSource = ScreenMediaSource

/// Nivelir's media type; NavDSL's is ``ScreenMediaType``.
///
/// ```swift
/// ScreenMediaPicker(source: .photoLibrary, mediaTypes: [.image, .movie])
/// ```
/// - Note: Fails never (a value); completes never.
@available(*, deprecated, renamed: "ScreenMediaType")
public typealias MediaPickerType = ScreenMediaType

/// What Nivelir's picker hands back; NavDSL's is ``ScreenPickedMedia`` inside ``ScreenMediaPickerResult``.
///
/// ```swift
/// ScreenMediaPicker(source: .camera) { result in if case .picked(let media) = result { upload(media) } }
/// ```
/// - Note: Fails never (a value); completes never.
@available(*, deprecated, renamed: "ScreenPickedMedia")
public typealias MediaPickerResult = ScreenPickedMedia

/// Nivelir's media picker value; NavDSL's is ``ScreenMediaPicker``.
///
/// ```swift
/// HeadlessWindowRoute().top(.container).present(mediaPicker: ScreenMediaPicker(source: .camera))
/// ```
/// - Note: Fails never (a value); completes never.
@available(*, deprecated, renamed: "ScreenMediaPicker")
public typealias MediaPicker = ScreenMediaPicker

extension ScreenMediaPicker {
    /// Nivelir's initializer, whose `didFinish` receives `nil` when the user cancels.
    ///
    /// ```swift
    /// ScreenMediaPicker(source: .camera) { result in if case .picked(let media) = result { upload(media) } }
    /// ```
    /// - Note: Fails never; `didFinish` runs once, after the picker closes.
    @available(*, deprecated, message: "use ScreenMediaPicker(source:mediaTypes:allowsEditing:onFinish:)")
    public init(
        source: ScreenMediaSource = .photoLibrary, types: [ScreenMediaType] = [.image], allowsEditing: Bool = false,
        didFinish: @escaping @MainActor (_ result: ScreenPickedMedia?) -> Void
    ) {
        self.init(source: source, mediaTypes: types, allowsEditing: allowsEditing) { result in
            switch result {
            case .picked(let media): didFinish(media)
            case .cancelled: didFinish(nil)
            }
        }
    }
}

extension ScreenThenable where Current: ScreenModalContainer, Current.Platform: ScreenMediaPickerPlatform {
    /// Nivelir's `showMediaPicker(_:)`.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.container).present(mediaPicker: ScreenMediaPicker(source: .camera))
    /// ```
    /// - Note: Fails with ``ScreenMediaPickerError`` when the source is unavailable or access is denied;
    ///   completes after the picker is on screen.
    @available(*, deprecated, renamed: "present(mediaPicker:animated:)")
    public func showMediaPicker(_ picker: ScreenMediaPicker, animated: Bool = true) -> ScreenRoute<Root, Current> {
        present(mediaPicker: picker, animated: animated)
    }
}

/// Nivelir's error for a source the user denied; NavDSL fails with one ``ScreenMediaPickerError``.
///
/// ```swift
/// case let error as ScreenMediaPickerError where error.kind == .accessDenied:
/// ```
/// - Note: Unavailable: a type check cannot tell NavDSL's reasons apart, so the compiler points at each one.
@available(
    *, unavailable,
    message:
        "NavDSL fails with one ScreenMediaPickerError: write `case let error as ScreenMediaPickerError where error.kind == .accessDenied`"
)
public struct MediaPickerSourceAccessDeniedError: Error {}

/// Nivelir's error for a source the device lacks; NavDSL fails with one ``ScreenMediaPickerError``.
///
/// ```swift
/// case let error as ScreenMediaPickerError where error.kind == .sourceUnavailable:
/// ```
/// - Note: Unavailable: a type check cannot tell NavDSL's reasons apart, so the compiler points at each one.
@available(
    *, unavailable,
    message:
        "NavDSL fails with one ScreenMediaPickerError: write `case let error as ScreenMediaPickerError where error.kind == .sourceUnavailable`"
)
public struct UnavailableMediaPickerSourceError: Error {}

/// Nivelir's error for media types the source cannot provide; NavDSL fails with one ``ScreenMediaPickerError``.
///
/// ```swift
/// case let error as ScreenMediaPickerError where error.kind == .mediaTypesUnavailable:
/// ```
/// - Note: Unavailable: a type check cannot tell NavDSL's reasons apart, so the compiler points at each one.
@available(
    *, unavailable,
    message:
        "NavDSL fails with one ScreenMediaPickerError: write `case let error as ScreenMediaPickerError where error.kind == .mediaTypesUnavailable`"
)
public struct UnavailableMediaPickerTypesError: Error {}
