/// The screen that builds a platform's share sheet; keyed `Share`.
public struct ScreenShareScreen<Platform: ScreenSharePlatform>: Screen {
    /// What to share.
    public let share: ScreenShare

    /// Creates the screen.
    public init(share: ScreenShare) {
        self.share = share
    }

    /// `Share`.
    public var name: String { "Share" }

    /// The platform's share sheet.
    public func build(navigator: ScreenNavigator) -> Platform.Modal {
        Platform.makeShareContainer(for: share)
    }
}
