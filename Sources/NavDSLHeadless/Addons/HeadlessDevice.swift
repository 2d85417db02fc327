import Foundation
import NavDSL
import NavDSLAddons

/// What a headless window's device can do, and what the addons asked of it: the system services
/// behind `UIApplication.open`, haptics, the mail composer, the camera and the photo library.
///
/// Each headless window has its own device (``HeadlessWindow/device``), so parallel tests never
/// share one. Set what the device cannot do before the route runs, then assert what it recorded:
/// ```swift
/// window.device.unopenableSchemes = ["tel"]   // an iPad: no phone app
/// try await navigator.navigateAndWait(to: HeadlessWindowRoute().call(to: "+1 555 0100").fallback(to: ...))
/// #expect(window.device.openAttempts.map(\.scheme) == ["tel"])
/// ```
@MainActor
public final class HeadlessDevice {
    /// URL schemes no app on the device opens (`UIApplication.open` answers `false`); a URL
    /// without a scheme never opens.
    public var unopenableSchemes: Set<String> = []
    /// Whether a mail account is set up (`MFMailComposeViewController.canSendMail()`).
    public var canSendMail = true
    /// The media sources the hardware has (`UIImagePickerController.isSourceTypeAvailable`).
    public var availableMediaSources: Set<ScreenMediaSource> = [.camera, .photoLibrary]
    /// What the user answered to the privacy prompts; a source missing here is authorized.
    public var mediaAccess: [ScreenMediaSource: ScreenMediaAccess] = [:]
    /// The media types each source provides (`UIImagePickerController.availableMediaTypes(for:)`);
    /// a source missing here provides every type.
    public var availableMediaTypes: [ScreenMediaSource: [ScreenMediaType]] = [:]
    /// App Store ids whose product page does not load (offline, or no such product).
    public var unavailableStoreProducts: Set<String> = []
    /// File extensions Quick Look cannot show (lowercased, without the dot).
    public var unpreviewableExtensions: Set<String> = []

    /// Every URL handed to the system, opened or not, in order.
    public private(set) var openAttempts: [URL] = []
    /// The URLs that opened, in order.
    public private(set) var openedURLs: [URL] = []
    /// The haptics played, in order.
    public private(set) var playedHaptics: [ScreenHaptic] = []
    /// How many times the app asked for a review (`AppStore.requestReview(in:)`).
    public private(set) var reviewRequests = 0

    /// Creates a device that opens every URL with a scheme and has every source.
    public init() {}

    /// Whether the device opens `url`.
    public func canOpen(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased(), !scheme.isEmpty else { return false }
        return !unopenableSchemes.contains(scheme)
    }

    /// Records an attempt to open `url`; returns whether it opened.
    func open(_ url: URL) -> Bool {
        openAttempts.append(url)
        guard canOpen(url) else { return false }
        openedURLs.append(url)
        return true
    }

    func play(_ haptic: ScreenHaptic) {
        playedHaptics.append(haptic)
    }

    func requestReview() {
        reviewRequests += 1
    }
}

extension HeadlessWindow {
    /// The device this window runs on: what it can do and what the addons asked of it.
    public var device: HeadlessDevice {
        if let device = screenPayload?.first(of: HeadlessDevice.self) { return device }
        let device = HeadlessDevice()
        let payload = screenPayload ?? ScreenPayload()
        payload.append(device)
        screenPayload = payload
        return device
    }

    /// The URLs handed to the system that opened, in order (``HeadlessDevice/openedURLs``).
    public var openedURLs: [URL] { device.openedURLs }
}

/// The headless window hands URLs to its ``HeadlessDevice``.
extension HeadlessWindow: ScreenURLOpeningContainer {
    /// Records `url` on ``device``; completes with whether the device opens it (any URL with a
    /// scheme, unless the scheme is in ``HeadlessDevice/unopenableSchemes``), as
    /// `UIApplication.open` does.
    public func openScreenURL(_ url: URL, completion: @escaping @MainActor (Bool) -> Void) {
        completion(device.open(url))
    }

    /// `app-settings:`, the headless stand-in for `UIApplication.openSettingsURLString`.
    public static var appSettingsURL: URL? { URL(string: "app-settings:") }
}
