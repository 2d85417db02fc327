import Foundation

// Nivelir's Safari value and verb, funnelled into NavDSL's `present(safari:)`.

/// Nivelir's Safari value; NavDSL presents a URL directly with `present(safari:)`.
///
/// ```swift
/// HeadlessWindowRoute().top(.container).present(safari: url)
/// ```
/// - Note: Fails never (a value); completes never.
@available(*, deprecated, message: "use present(safari:) with the URL")
public struct Safari {
    /// The page to open.
    public let url: URL

    /// Creates a Safari value for `url`.
    public init(url: URL) {
        self.url = url
    }
}

extension ScreenThenable where Current: ScreenModalContainer, Current.Platform: ScreenSafariPlatform {
    /// Nivelir's `showSafari(_:)`.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.container).present(safari: url)
    /// ```
    /// - Note: Fails as `present(safari:)` fails; completes after Safari is on screen.
    @available(*, deprecated, message: "use present(safari:) with the URL")
    public func showSafari(_ safari: Safari, animated: Bool = true) -> ScreenRoute<Root, Current> {
        present(safari: safari.url, animated: animated)
    }
}
