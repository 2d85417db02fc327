/// What to share through the system share sheet (`UIActivityViewController`): text and links.
///
/// ```swift
/// HeadlessWindowRoute().top(.container).present(share: ScreenShare(items: ["Look at this", "https://example.com"]))
/// ```
public struct ScreenShare: Sendable, Hashable {
    /// The shared items, as text (links are text too).
    public var items: [String]

    /// Creates a share request.
    public init(items: [String]) {
        self.items = items
    }
}

extension ScreenThenable where Current: ScreenModalContainer, Current.Platform: ScreenSharePlatform {
    /// Presents the share sheet for `share` from the current controller.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.container).present(share: ScreenShare(items: [link]))
    /// ```
    /// - Note: Fails like `present(_:)`; completes after the presentation.
    public func present(share: ScreenShare, animated: Bool = true) -> ScreenRoute<Root, Current> {
        present(ScreenShareScreen<Current.Platform>(share: share), animated: animated)
    }
}
