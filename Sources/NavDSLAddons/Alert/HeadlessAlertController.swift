/// The headless `UIAlertController`: shows a ``ScreenAlert``; tests tap its buttons.
///
/// ```swift
/// let alert = try #require(window.rootViewController?.presentedViewController as? HeadlessAlertController)
/// alert.tapAction(titled: "OK")      // dismisses the alert, then runs the button's handler
/// ```
@MainActor
public final class HeadlessAlertController: HeadlessViewController {
    /// What the alert shows.
    public let alert: ScreenAlert

    /// Creates the controller.
    public init(alert: ScreenAlert) {
        self.alert = alert
        super.init(screenKey: nil)
        title = alert.title
        modalPresentationStyle = .overFullScreen
    }

    /// Simulates a tap.
    ///
    /// Dismisses the alert, then runs the handler. Returns `false`, changing
    /// nothing, when no button has that title.
    @discardableResult
    public func tapAction(titled title: String) -> Bool {
        guard let action = alert.actions.first(where: { $0.title == title }) else { return false }
        let handler = action.handler
        guard let presenter = presentingViewController else {
            handler?()
            return true
        }
        presenter.dismiss(animated: true) { handler?() }
        return true
    }
}
