import Foundation

/// A window that can hand a URL to the system (`UIApplication.open(_:)` on UIKit); the headless
/// window records it in ``HeadlessWindow/openedURLs``.
@MainActor
public protocol ScreenURLOpeningContainer: ScreenWindowContainer {
    /// Opens `url` outside the app; completes with `false` when nothing can open it.
    func openScreenURL(_ url: URL, completion: @escaping @MainActor (Bool) -> Void)
}
