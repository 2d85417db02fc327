import Foundation

/// A platform that can show a web page in an in-app browser: headless
/// (`HeadlessSafariController`) and UIKit (`SFSafariViewController`).
public protocol ScreenSafariPlatform: ScreenPlatform {
    /// A new in-app browser showing `url`.
    @MainActor static func makeSafariContainer(for url: URL) -> Modal
}

extension ScreenThenable where Current: ScreenModalContainer, Current.Platform: ScreenSafariPlatform {
    /// Presents an in-app browser on `url` (web URLs only).
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.container).present(safari: page)
    /// ```
    /// - Note: Fails with ``ScreenUnsupportedURLError`` for a URL that is not `http` or `https`
    ///   (SFSafariViewController crashes on those), else like `present(_:)`.
    public func present(safari url: URL, animated: Bool = true) -> ScreenRoute<Root, Current> {
        guard ["http", "https"].contains(url.scheme?.lowercased() ?? "") else {
            return fail(with: ScreenUnsupportedURLError(url: url, why: "an in-app browser opens http and https URLs only"))
        }
        return present(ScreenSafariScreen<Current.Platform>(url: url), animated: animated)
    }
}

/// The screen that builds a platform's in-app browser; keyed `Safari(<url>)`.
package struct ScreenSafariScreen<Platform: ScreenSafariPlatform>: Screen {
    /// The page to show.
    package let url: URL

    /// Creates the screen.
    package init(url: URL) {
        self.url = url
    }

    /// `Safari`.
    package var name: String { "Safari" }

    /// The URL.
    package var traits: Set<AnyHashable> { [url.absoluteString] }

    /// The platform's browser.
    package func build(navigator: ScreenNavigator) -> Platform.Modal {
        Platform.makeSafariContainer(for: url)
    }
}
