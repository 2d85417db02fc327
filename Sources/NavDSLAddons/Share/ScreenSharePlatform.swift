/// A platform that can show a share sheet: headless (``HeadlessShareController``) and UIKit
/// (`UIActivityViewController`).
///
/// Its controllers can be anchored (``ScreenPopoverContainer``): the share sheet is a popover in
/// regular width.
public protocol ScreenSharePlatform: ScreenPlatform where Modal: ScreenPopoverContainer {
    /// A new share sheet controller for `share`.
    @MainActor static func makeShareContainer(for share: ScreenShare) -> Modal
}
