import NavDSL
import NavDSLAddons

/// The headless `UIAlertController`: shows a `ScreenAlert`; tests type into its fields and tap
/// its buttons.
///
/// ```swift
/// let alert = try #require(window.rootViewController?.presentedViewController as? HeadlessAlertController)
/// alert.type("ann@example.com", into: "Email")
/// alert.tapButton(titled: "Log in")      // dismisses the alert, then runs the button's handler
/// ```
@MainActor
public final class HeadlessAlertController: HeadlessViewController {
    private var session: ScreenAlertSession

    /// What the alert shows.
    public var alert: ScreenAlert { session.alert }
    /// The fields' current text.
    public var values: ScreenAlertValues { session.values }
    /// Whether a button was tapped; UIKit ignores taps after the first.
    public var tappedButton: String? { session.tappedButton }

    /// Creates the controller.
    public init(alert: ScreenAlert) {
        session = ScreenAlertSession(alert: alert)
        super.init(screenKey: nil)
        title = alert.title
        modalPresentationStyle = .overFullScreen
    }

    /// An action sheet becomes a popover in regular width, as UIKit's does, and then needs an anchor.
    public override var adaptsToPopoverInRegularWidth: Bool { alert.style == .actionSheet }

    /// Replaces the text of the field named `field` (its placeholder unless named otherwise), as
    /// the user typing would; the buttons' enablers see the new text.
    ///
    /// Returns `false`, changing nothing, when no field has that name.
    @discardableResult
    public func type(_ text: String, into field: String) -> Bool {
        guard let index = session.fieldIndex(named: field) else { return false }
        return session.type(text, intoFieldAt: index)
    }

    /// Replaces the text of the field at `index`; `false` when there is none.
    @discardableResult
    public func type(_ text: String, intoFieldAt index: Int) -> Bool {
        session.type(text, intoFieldAt: index)
    }

    /// Whether the button titled `title` can be tapped now; `false` when there is none.
    public func isButtonEnabled(titled title: String) -> Bool {
        session.isButtonEnabled(titled: title)
    }

    /// Simulates a tap: dismisses the alert, then runs the button's handler with the fields' text.
    ///
    /// Returns `false`, changing nothing, when no button has that title, the button is disabled
    /// for the current text, or a button was already tapped.
    @discardableResult
    public func tapButton(titled title: String) -> Bool {
        guard let button = session.tap(titled: title) else { return false }
        let handler = button.handler
        let values = values
        guard let presenter = presentingViewController else {
            handler?(values)
            return true
        }
        presenter.dismiss(animated: true) { handler?(values) }
        return true
    }
}

extension HeadlessPlatform: ScreenAlertPlatform {
    /// A ``HeadlessAlertController``.
    @MainActor
    public static func makeAlertContainer(for alert: ScreenAlert) -> HeadlessViewController {
        HeadlessAlertController(alert: alert)
    }
}
