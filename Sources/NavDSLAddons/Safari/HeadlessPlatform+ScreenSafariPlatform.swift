import Foundation

extension HeadlessPlatform: ScreenSafariPlatform {
    /// A ``HeadlessSafariController``.
    @MainActor
    public static func makeSafariContainer(for url: URL) -> HeadlessViewController {
        HeadlessSafariController(url: url)
    }
}
