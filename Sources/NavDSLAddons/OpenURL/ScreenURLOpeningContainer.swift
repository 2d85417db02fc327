import Foundation

/// A window that can hand a URL to the system (`UIApplication.open(_:)` on UIKit); the headless
/// window records it on its ``HeadlessWindow/device``.
@MainActor
public protocol ScreenURLOpeningContainer: ScreenWindowContainer {
    /// The URL that opens this app's page in the Settings app (`UIApplication.openSettingsURLString`).
    static var appSettingsURL: URL? { get }

    /// Opens `url` outside the app; completes with `false` when nothing can open it.
    func openScreenURL(_ url: URL, completion: @escaping @MainActor (Bool) -> Void)
}
