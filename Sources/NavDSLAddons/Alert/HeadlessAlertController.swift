/// The headless `UIAlertController`: shows a ``ScreenAlert``; tests type into its fields and tap
/// its buttons.
///
/// ```swift
/// let alert = try #require(window.rootViewController?.presentedViewController as? HeadlessAlertController)
/// alert.type("ann@example.com", into: "Email")
/// alert.tapButton(titled: "Log in")      // dismisses the alert, then runs the button's handler
/// ```
@MainActor
public final class HeadlessAlertController: HeadlessViewController {
    /// What the alert shows.
    public let alert: ScreenAlert
    /// The fields' current text.
    public private(set) var values: ScreenAlertValues
    /// Whether a button was tapped; UIKit ignores taps after the first.
    public private(set) var tappedButton: String?

    /// Creates the controller.
    public init(alert: ScreenAlert) {
        self.alert = alert
        values = alert.initialValues
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
        guard let index = values.names.firstIndex(of: field) else { return false }
        return type(text, intoFieldAt: index)
    }

    /// Replaces the text of the field at `index`; `false` when there is none.
    @discardableResult
    public func type(_ text: String, intoFieldAt index: Int) -> Bool {
        guard values.texts.indices.contains(index) else { return false }
        var texts = values.texts
        texts[index] = text
        values = ScreenAlertValues(names: values.names, texts: texts)
        return true
    }

    /// Whether the button titled `title` can be tapped now; `false` when there is none.
    public func isButtonEnabled(titled title: String) -> Bool {
        guard let button = alert.buttons.first(where: { $0.title == title }) else { return false }
        return button.isEnabled?(values) ?? true
    }

    /// Simulates a tap: dismisses the alert, then runs the button's handler with the fields' text.
    ///
    /// Returns `false`, changing nothing, when no button has that title, the button is disabled
    /// for the current text, or a button was already tapped.
    @discardableResult
    public func tapButton(titled title: String) -> Bool {
        guard tappedButton == nil, isButtonEnabled(titled: title),
            let button = alert.buttons.first(where: { $0.title == title })
        else { return false }
        tappedButton = title
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
