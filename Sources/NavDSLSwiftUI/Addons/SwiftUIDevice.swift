import Foundation
import NavDSL
import NavDSLAddons

#if canImport(UIKit)
    import UIKit
#endif
#if canImport(MessageUI) && canImport(UIKit)
    import MessageUI
#endif

/// What a SwiftUI window's device can do for the addons: open URLs outside the app, and whether a
/// mail account is set up; with what was asked of it.
///
/// Each window model has its own (``SwiftUIWindowModel/device``). In an app the scene view gives
/// it the environment's `openURL`; a test gives it an opener of its own:
/// ```swift
/// window.device.urlOpener = ScreenURLOpener { url, done in done(url.scheme == "mailto") }
/// window.device.canSendMail = false
/// try await navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.container).mail(to: ["help@example.com"]))
/// #expect(window.device.openAttempts.map(\.scheme) == ["mailto"])
/// ```
/// - Note: With no opener nothing opens: `open(_:)` fails with `ScreenUnsupportedURLError`.
@MainActor
public final class SwiftUIDevice {
    /// What opens URLs outside the app; `nil` until the scene view (or a test) sets it.
    public var urlOpener: ScreenURLOpener?
    /// Every URL handed to the opener, opened or not, in order.
    public private(set) var openAttempts: [URL] = []
    private var mailAnswer: Bool?

    /// A device with no opener that asks the system whether it can send mail.
    ///
    /// ```swift
    /// let device = SwiftUIDevice()
    /// ```
    /// - Note: Never fails.
    public init() {}

    /// Whether a mail account is set up: `MFMailComposeViewController.canSendMail()` on iOS,
    /// `true` where there is no MessageUI (Linux tests), until set.
    public var canSendMail: Bool {
        get { mailAnswer ?? Self.systemCanSendMail }
        set { mailAnswer = newValue }
    }

    private static var systemCanSendMail: Bool {
        #if canImport(MessageUI) && canImport(UIKit)
            MFMailComposeViewController.canSendMail()
        #else
            true
        #endif
    }

    /// Hands `url` to the opener; completes with whether it opened (`false` without an opener).
    func open(_ url: URL, completion: @escaping @MainActor (Bool) -> Void) {
        openAttempts.append(url)
        guard let urlOpener else { return completion(false) }
        urlOpener.open(url, completion)
    }
}

extension SwiftUIWindowModel: ScreenURLOpeningContainer {
    /// The device this window runs on: what opens URLs, whether mail can be composed.
    ///
    /// ```swift
    /// window.device.canSendMail = false
    /// ```
    /// - Note: Never fails; made on first use and kept with the window.
    public var device: SwiftUIDevice {
        if let device = screenPayload?.first(of: SwiftUIDevice.self) { return device }
        let device = SwiftUIDevice()
        let payload = screenPayload ?? ScreenPayload()
        payload.append(device)
        screenPayload = payload
        return device
    }

    /// Hands `url` to ``device``'s opener; completes with whether it opened.
    ///
    /// ```swift
    /// SwiftUIWindowRoute().open(URL(string: "https://example.com")!)
    /// ```
    /// - Note: Completes with `false` when the device has no opener.
    public func openScreenURL(_ url: URL, completion: @escaping @MainActor (Bool) -> Void) {
        device.open(url, completion: completion)
    }

    /// This app's page in the Settings app: `UIApplication.openSettingsURLString` on iOS,
    /// `app-settings:` elsewhere (as on headless).
    public static var appSettingsURL: URL? {
        #if canImport(UIKit)
            URL(string: UIApplication.openSettingsURLString)
        #else
            URL(string: "app-settings:")
        #endif
    }
}
