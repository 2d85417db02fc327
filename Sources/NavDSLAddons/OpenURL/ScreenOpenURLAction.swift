import Foundation

/// Hands a URL to the system.
public struct ScreenOpenURLAction<Container: ScreenURLOpeningContainer>: ScreenAction {
    /// The URL to open.
    public let url: URL

    /// Creates the action.
    public init(url: URL) {
        self.url = url
    }

    /// `open(https://example.com)`.
    public var description: String { "open(\(url.absoluteString))" }

    /// Opens the URL; fails when nothing could open it.
    public func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        container.openScreenURL(url) { opened in
            completion(opened ? .success(()) : .failure(ScreenUnsupportedURLError(url: url, why: "no app on this device opens it")))
        }
    }
}

extension ScreenThenable where Current: ScreenURLOpeningContainer {
    /// Opens `url` outside the app (a browser, the phone app, another app's universal link).
    ///
    /// ```swift
    /// HeadlessWindowRoute().open(phoneNumberURL)
    /// ```
    /// - Note: Fails with ``ScreenUnsupportedURLError`` when nothing opens the URL; completes when
    ///   the system answered.
    public func open(_ url: URL) -> ScreenRoute<Root, Current> {
        then(ScreenOpenURLAction<Current>(url: url))
    }
}
