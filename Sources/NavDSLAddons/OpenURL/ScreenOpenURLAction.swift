import Foundation

/// Hands a URL to the system, then each fallback URL in order until one opens.
package struct ScreenOpenURLAction<Container: ScreenURLOpeningContainer>: ScreenAction {
    /// The URL to open.
    package let url: URL
    /// The URLs tried, in order, when `url` does not open (a web page for an app's link, say).
    package let fallbackURLs: [URL]

    /// Creates the action.
    package init(url: URL, fallbackURLs: [URL] = []) {
        self.url = url
        self.fallbackURLs = fallbackURLs
    }

    /// `open(https://example.com)` or `open(app://x, fallbackURLs: [https://example.com/x])`.
    package var description: String {
        guard !fallbackURLs.isEmpty else { return "open(\(url.absoluteString))" }
        return "open(\(url.absoluteString), fallbackURLs: [\(fallbackURLs.map(\.absoluteString).joined(separator: ", "))])"
    }

    /// Opens the first URL that opens; fails when none did.
    package func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        let url = url
        let fallbacks = fallbackURLs
        // A loop over completions, not recursion: each attempt starts the next from its completion.
        var remaining = [url] + fallbacks
        var attempt: (@MainActor () -> Void)?
        attempt = { [weak container] in
            guard let container, !remaining.isEmpty else {
                attempt = nil
                let why = fallbacks.isEmpty ? "no app on this device opens it" : "no app on this device opens it or its fallback URLs"
                return completion(.failure(ScreenUnsupportedURLError(url: url, why: why)))
            }
            container.openScreenURL(remaining.removeFirst()) { opened in
                guard opened else { return attempt?() ?? () }
                attempt = nil
                completion(.success(()))
            }
        }
        attempt?()
    }
}

extension ScreenThenable where Current: ScreenURLOpeningContainer {
    /// Opens `url` outside the app (a browser, the phone app, another app's universal link); when
    /// nothing opens it, tries `fallbackURLs` in order.
    ///
    /// ```swift
    /// HeadlessWindowRoute().open(appLink, fallbackURLs: [webPage])
    /// ```
    /// - Note: Fails with ``ScreenUnsupportedURLError`` naming `url` when neither it nor a fallback
    ///   opens; completes when the system answered.
    public func open(_ url: URL, fallbackURLs: [URL] = []) -> ScreenRoute<Root, Current> {
        then(ScreenOpenURLAction<Current>(url: url, fallbackURLs: fallbackURLs))
    }
}

/// A window that can hand a URL to the system (`UIApplication.open(_:)` on UIKit); the headless
/// window records it on its `HeadlessWindow.device`.
@MainActor
public protocol ScreenURLOpeningContainer: ScreenWindowContainer {
    /// The URL that opens this app's page in the Settings app (`UIApplication.openSettingsURLString`).
    static var appSettingsURL: URL? { get }

    /// Opens `url` outside the app; completes with `false` when nothing can open it.
    func openScreenURL(_ url: URL, completion: @escaping @MainActor (Bool) -> Void)
}

/// A URL an addon cannot open, such as a `mailto:` link given to the in-app browser.
public struct ScreenUnsupportedURLError: ScreenError {
    /// The URL.
    public let url: URL
    /// Why it is refused.
    public let why: String
    /// The failing step, set by the navigator.
    public var step: ScreenStep?

    /// Creates the error.
    package init(url: URL, why: String, step: ScreenStep? = nil) {
        self.url = url
        self.why = why
        self.step = step
    }

    /// Names the URL and the rule.
    public var reason: String { "can't open \(url.absoluteString): \(why)." }
}

// MARK: - System URLs

extension ScreenThenable where Current: ScreenURLOpeningContainer {
    /// Starts a phone call to `number` (a `tel:` URL); spaces, dashes, dots and parentheses are
    /// ignored.
    ///
    /// ```swift
    /// HeadlessWindowRoute().call(to: "+1 (555) 010-0100").fallback(to: HeadlessWindowRoute().top(.container).present(alert: noPhone))
    /// ```
    /// - Note: Fails with ``ScreenUnsupportedURLError`` when `number` is not a phone number or the
    ///   device cannot call (an iPad, a Mac); completes when the system answered.
    public func call(to number: String) -> ScreenRoute<Root, Current> {
        let dialled = number.filter { !" -().\u{00A0}".contains($0) }
        let allowed = Set("0123456789+*#,;")
        guard dialled.contains(where: \.isNumber), dialled.allSatisfy(allowed.contains), let url = URL(string: "tel:\(dialled)")
        else {
            let escaped = number.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
            let shown = URL(string: "tel:\(escaped)") ?? URL(fileURLWithPath: "/")
            return fail(with: ScreenUnsupportedURLError(url: shown, why: "'\(number)' is not a phone number"))
        }
        return open(url)
    }

    /// Opens this app's page in the Settings app (`UIApplication.openSettingsURLString`), where
    /// the user grants the camera or photo access they denied.
    ///
    /// ```swift
    /// HeadlessWindowRoute().openAppSettings()
    /// ```
    /// - Note: Fails with ``ScreenUnsupportedURLError`` when the system does not open it.
    public func openAppSettings() -> ScreenRoute<Root, Current> {
        guard let url = Current.appSettingsURL else {
            return fail(with: ScreenUnsupportedURLError(url: URL(fileURLWithPath: "/"), why: "this platform has no settings URL"))
        }
        return open(url)
    }
}
