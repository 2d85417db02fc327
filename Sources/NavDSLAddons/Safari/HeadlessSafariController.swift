import Foundation

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
