/// A platform that can show a ``ScreenAlert``: the headless platform (``HeadlessAlertController``)
/// and UIKit (`UIAlertController`).
public protocol ScreenAlertPlatform: ScreenPlatform {
    /// A new controller showing `alert`.
    @MainActor static func makeAlertContainer(for alert: ScreenAlert) -> Modal
}
