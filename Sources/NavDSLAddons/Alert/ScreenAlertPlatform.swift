/// A platform that can show a ``ScreenAlert``: the headless platform (``HeadlessAlertController``)
/// and UIKit (`UIAlertController`).
///
/// Its controllers can be anchored (``ScreenPopoverContainer``): an action sheet is a popover in
/// regular width.
public protocol ScreenAlertPlatform: ScreenPlatform where Modal: ScreenPopoverContainer {
    /// A new controller showing `alert`.
    @MainActor static func makeAlertContainer(for alert: ScreenAlert) -> Modal
}
