import Foundation

/// The screen that builds a platform's in-app browser; keyed `Safari(<url>)`.
public struct ScreenSafariScreen<Platform: ScreenSafariPlatform>: Screen {
    /// The page to show.
    public let url: URL

    /// Creates the screen.
    public init(url: URL) {
        self.url = url
    }

    /// `Safari`.
    public var name: String { "Safari" }

    /// The URL.
    public var traits: Set<AnyHashable> { [url.absoluteString] }

    /// The platform's browser.
    public func build(navigator: ScreenNavigator) -> Platform.Modal {
        Platform.makeSafariContainer(for: url)
    }
}
