/// The screen that builds a platform's alert controller for a ``ScreenAlert``; keyed `Alert(<title>)`
/// so routes can find an alert on screen.
public struct ScreenAlertScreen<Platform: ScreenAlertPlatform>: Screen {
    /// The alert to show.
    public let alert: ScreenAlert

    /// Creates the screen.
    public init(alert: ScreenAlert) {
        self.alert = alert
    }

    /// `Alert`.
    public var name: String { "Alert" }

    /// The alert's title, when it has one.
    public var traits: Set<AnyHashable> { alert.title.map { [$0] } ?? [] }

    /// The platform's alert controller.
    public func build(navigator: ScreenNavigator) -> Platform.Modal {
        Platform.makeAlertContainer(for: alert)
    }
}
