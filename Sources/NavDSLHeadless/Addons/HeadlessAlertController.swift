import NavDSL
import NavDSLAddons

/// The headless `UIAlertController`: shows a `ScreenAlert`; tests type into its fields and tap
/// its buttons (`ScreenAlertShowing`'s members, over the alert's plain model).
///
/// ```swift
/// let alert = try #require(window.rootViewController?.presentedViewController as? HeadlessAlertController)
/// alert.type("ann@example.com", into: "Email")
/// alert.tapButton(titled: "Log in")      // dismisses the alert, then runs the button's handler
/// ```
@MainActor
public final class HeadlessAlertController: HeadlessViewController, ScreenAlertShowing {
    /// The alert and what the user did to it so far.
    public let alertModel: ScreenAlertModel

    /// Creates the controller.
    public init(alert: ScreenAlert) {
        alertModel = ScreenAlertModel(alert: alert)
        super.init(screenKey: nil)
        title = alert.title
        modalPresentationStyle = .overFullScreen
        alertModel.dismissal = { [weak self] then in self?.dismissFromPresenter(then: then) ?? then() }
    }

    /// An action sheet becomes a popover in regular width, as UIKit's does, and then needs an anchor.
    public override var adaptsToPopoverInRegularWidth: Bool { alert.style == .actionSheet }
}

extension HeadlessViewController {
    /// A system screen closing itself, as UIKit's do: its presenter dismisses it, then `then` runs;
    /// at once when nothing presents it.
    func dismissFromPresenter(then: @escaping @MainActor () -> Void) {
        guard let presenter = presentingViewController else { return then() }
        presenter.dismiss(animated: true) { then() }
    }
}

extension HeadlessPlatform: ScreenAlertPlatform {
    /// A ``HeadlessAlertController``.
    @MainActor
    public static func makeAlertContainer(for alert: ScreenAlert) -> HeadlessViewController {
        HeadlessAlertController(alert: alert)
    }
}
