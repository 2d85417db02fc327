import Foundation
import NavDSL
import NavDSLAddons

// The headless stand-in of SFSafariViewController and the headless platform's in-app browser.

/// The headless in-app browser: remembers the page it shows.
@MainActor
public final class HeadlessSafariController: HeadlessViewController {
    /// The page shown.
    public let url: URL

    /// Creates the controller.
    public init(url: URL) {
        self.url = url
        super.init(screenKey: nil)
        modalPresentationStyle = .fullScreen
    }
}

extension HeadlessPlatform: ScreenSafariPlatform {
    /// A ``HeadlessSafariController``.
    @MainActor
    public static func makeSafariContainer(for url: URL) -> HeadlessViewController {
        HeadlessSafariController(url: url)
    }
}
