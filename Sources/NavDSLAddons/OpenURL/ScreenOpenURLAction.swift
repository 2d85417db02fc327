import Foundation

/// Hands a URL to the system, then each fallback URL in order until one opens.
public struct ScreenOpenURLAction<Container: ScreenURLOpeningContainer>: ScreenAction {
    /// The URL to open.
    public let url: URL
    /// The URLs tried, in order, when `url` does not open (a web page for an app's link, say).
    public let fallbackURLs: [URL]

    /// Creates the action.
    public init(url: URL, fallbackURLs: [URL] = []) {
        self.url = url
        self.fallbackURLs = fallbackURLs
    }

    /// `open(https://example.com)` or `open(app://x, fallbackURLs: [https://example.com/x])`.
    public var description: String {
        guard !fallbackURLs.isEmpty else { return "open(\(url.absoluteString))" }
        return "open(\(url.absoluteString), fallbackURLs: [\(fallbackURLs.map(\.absoluteString).joined(separator: ", "))])"
    }

    /// Opens the first URL that opens; fails when none did.
    public func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
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
