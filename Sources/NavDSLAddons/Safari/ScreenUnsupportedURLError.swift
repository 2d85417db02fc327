import Foundation

/// A URL an addon cannot open, such as a `mailto:` link given to the in-app browser.
public struct ScreenUnsupportedURLError: ScreenError {
    /// The URL.
    public let url: URL
    /// Why it is refused.
    public let why: String
    /// The failing step, set by the navigator.
    public var step: ScreenErrorStep?

    /// Creates the error.
    public init(url: URL, why: String, step: ScreenErrorStep? = nil) {
        self.url = url
        self.why = why
        self.step = step
    }

    /// Names the URL and the rule.
    public var reason: String { "can't open \(url.absoluteString): \(why)." }
}
