import NavDSL
import NavDSLAddons

/// The headless media picker: a test picks an item or cancels, as the user would.
///
/// ```swift
/// let picker = try #require(window.rootViewController?.presentedViewController as? HeadlessMediaPickerController)
/// picker.pick(ScreenPickedMedia(type: .image, image: "photo"))   // dismisses, then reports `.picked`
/// ```
@MainActor
public final class HeadlessMediaPickerController: HeadlessViewController {
    /// The picker shown.
    public let picker: ScreenMediaPicker
    private var isFinished = false

    /// Creates the controller.
    public init(picker: ScreenMediaPicker) {
        self.picker = picker
        super.init(screenKey: nil)
        modalPresentationStyle = .fullScreen
    }

    /// Picks `media`: dismisses the picker, then reports `.picked(media)` (to `onFinish`, then to
    /// a waiting `result(of:)`).
    public func pick(_ media: ScreenPickedMedia) {
        finish(.picked(media))
    }

    /// Closes the picker: dismisses it, then reports `.cancelled`.
    public func cancel() {
        finish(.cancelled)
    }

    private func finish(_ result: ScreenMediaPickerResult) {
        guard !isFinished else { return }
        isFinished = true
        let onFinish = picker.onFinish
        guard let presenter = presentingViewController else { return onFinish?(result) ?? () }
        presenter.dismiss(animated: true) { onFinish?(result) }
    }
}

extension HeadlessPlatform: ScreenMediaPickerPlatform {
    /// Reads ``HeadlessDevice/availableMediaSources`` and ``HeadlessDevice/mediaAccess`` of the
    /// container's window.
    @MainActor
    public static func mediaPickerRefusal(
        for source: ScreenMediaSource, from container: HeadlessViewController
    ) -> ScreenMediaPickerError.Kind? {
        guard let device = container.window?.device, device.availableMediaSources.contains(source) else {
            return .sourceUnavailable
        }
        switch device.mediaAccess[source] ?? .authorized {
        case .denied: return .accessDenied
        case .restricted: return .accessRestricted
        case .authorized, .notDetermined: return nil
        }
    }

    /// Reads ``HeadlessDevice/availableMediaTypes`` of the container's window.
    @MainActor
    public static func availableMediaTypes(for source: ScreenMediaSource, from container: HeadlessViewController) -> [ScreenMediaType]? {
        container.window?.device.availableMediaTypes[source]
    }

    /// A ``HeadlessMediaPickerController``.
    @MainActor
    public static func makeMediaPickerContainer(for picker: ScreenMediaPicker) -> HeadlessViewController {
        HeadlessMediaPickerController(picker: picker)
    }
}
