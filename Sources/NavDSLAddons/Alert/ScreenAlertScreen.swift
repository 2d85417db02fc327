/// The screen that builds a platform's alert controller for a ``ScreenAlert``; keyed `Alert(<title>)`
/// so routes can find an alert on screen.
///
/// An action sheet's anchor is set on the controller it builds (`popoverPresentationController`
/// on UIKit), where the sheet is a popover.
public struct ScreenAlertScreen<Platform: ScreenAlertPlatform>: Screen {
    /// The alert to show.
    public let alert: ScreenAlert
    /// Where an action sheet points in regular width; `nil` for none.
    public let anchor: ScreenPopoverAnchor?

    /// Creates the screen.
    public init(alert: ScreenAlert, anchor: ScreenPopoverAnchor? = nil) {
        self.alert = alert
        self.anchor = anchor
    }

    /// `Alert`.
    public var name: String { "Alert" }

    /// The alert's title, when it has one.
    public var traits: Set<AnyHashable> { alert.title.map { [$0] } ?? [] }

    /// The platform's alert controller, anchored when an anchor was given.
    public func build(navigator: ScreenNavigator) -> Platform.Modal {
        let container = Platform.makeAlertContainer(for: alert)
        if let anchor { container.setScreenPopoverAnchor(anchor) }
        return container
    }
}
