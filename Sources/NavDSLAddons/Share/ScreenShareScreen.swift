/// The screen that builds a platform's share sheet; keyed `Share`.
///
/// The anchor is set on the controller it builds (`popoverPresentationController` on UIKit),
/// where the sheet is a popover.
public struct ScreenShareScreen<Platform: ScreenSharePlatform>: Screen {
    /// What to share.
    public let share: ScreenShare
    /// Where the sheet points in regular width; `nil` for none.
    public let anchor: ScreenPopoverAnchor?

    /// Creates the screen.
    public init(share: ScreenShare, anchor: ScreenPopoverAnchor? = nil) {
        self.share = share
        self.anchor = anchor
    }

    /// `Share`.
    public var name: String { "Share" }

    /// The platform's share sheet, anchored when an anchor was given.
    public func build(navigator: ScreenNavigator) -> Platform.Modal {
        let container = Platform.makeShareContainer(for: share)
        if let anchor { container.setScreenPopoverAnchor(anchor) }
        return container
    }
}
