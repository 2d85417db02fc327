/// A platform that can show a share sheet: headless (``HeadlessShareController``) and UIKit
/// (`UIActivityViewController`).
public protocol ScreenSharePlatform: ScreenPlatform {
    /// A new share sheet controller for `share`.
    @MainActor static func makeShareContainer(for share: ScreenShare) -> Modal
}
