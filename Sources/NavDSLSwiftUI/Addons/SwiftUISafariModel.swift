import Foundation
import NavDSL
import NavDSLAddons

/// The in-app browser on a SwiftUI route: the model the views show as a full-screen cover holding
/// an `SFSafariViewController`.
///
/// ```swift
/// SwiftUIWindowRoute().top(.container).present(safari: URL(string: "https://example.com")!)
/// let browser = try #require(window.root?.presented as? SwiftUISafariModel)
/// browser.userDidFinish()   // the user tapped Done
/// ```
/// - Note: Only `http` and `https` URLs reach it (`present(safari:)` refuses the others with
///   `ScreenUnsupportedURLError`, as `SFSafariViewController` crashes on them).
@MainActor
public final class SwiftUISafariModel: SwiftUIScreenModel {
    /// The page shown.
    public let url: URL

    /// A model showing `url` in a full-screen cover.
    ///
    /// ```swift
    /// SwiftUIPlatform.makeSafariContainer(for: page)
    /// ```
    /// - Note: Never fails.
    public init(url: URL) {
        self.url = url
        super.init(screenKey: nil)
        setScreenModalPresentationStyle(.fullScreen)
    }

    /// The user tapped Done: the browser is dismissed, as a user change.
    ///
    /// What the views' `safariViewControllerDidFinish(_:)` calls.
    ///
    /// ```swift
    /// browser.userDidFinish()
    /// ```
    /// - Returns: `false`, changing nothing, when the browser is not presented.
    @discardableResult
    public func userDidFinish() -> Bool {
        presenter?.userDidDismissPresented() ?? false
    }
}

extension SwiftUIPlatform: ScreenSafariPlatform {
    /// A ``SwiftUISafariModel``.
    ///
    /// ```swift
    /// SwiftUIWindowRoute().top(.container).present(safari: page)
    /// ```
    /// - Note: Never fails; the presentation fails as any SwiftUI presentation does.
    @MainActor
    public static func makeSafariContainer(for url: URL) -> SwiftUIScreenModel {
        SwiftUISafariModel(url: url)
    }
}
