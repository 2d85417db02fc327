/// An alert on screen, whatever family shows it: the fields' text, the button tapped, and the rules
/// for both.
///
/// A container family's alert holds one and adopts ``ScreenAlertShowing``, which gives it the
/// members tests and views call (`type(_:into:)`, `tapButton(titled:)`, ...). A field is found by
/// name or position; a button is tapped only while enabled for the current text, and only once, as
/// UIKit ignores taps after the first; a tap takes the alert off screen, then runs the button's
/// handler with the fields' text.
///
/// ```swift
/// let model = ScreenAlertModel(alert: ScreenAlert(title: "Delete?", buttons: .destructive("Delete"), .cancel()))
/// model.dismissal = { then in presenter.dismiss(animated: true, completion: then) }
/// ```
/// - Note: Never fails; without a ``dismissal`` a tapped button's handler runs at once.
@MainActor
public final class ScreenAlertModel {
    /// What the alert shows.
    public let alert: ScreenAlert
    /// The fields' current text.
    public private(set) var values: ScreenAlertValues
    /// The title of the button tapped, once one was.
    public private(set) var tappedButton: String?
    /// How the container showing the alert leaves the screen before a handler runs.
    ///
    /// It calls its argument once the alert is gone; `nil` runs the handler at once.
    public var dismissal: ((@escaping @MainActor () -> Void) -> Void)?
    /// Called after a field's text changed (a family whose views render the alert redraws them).
    public var fieldsChanged: (() -> Void)?

    /// A model of `alert`, its fields holding their initial text.
    public init(alert: ScreenAlert) {
        self.alert = alert
        values = alert.initialValues
    }

    /// The position of the field named `field`, or `nil`.
    func fieldIndex(named field: String) -> Int? {
        values.names.firstIndex(of: field)
    }

    /// Replaces the text of the field at `index`; `false`, changing nothing, when there is none.
    func type(_ text: String, intoFieldAt index: Int) -> Bool {
        guard values.texts.indices.contains(index) else { return false }
        var texts = values.texts
        texts[index] = text
        values = ScreenAlertValues(names: values.names, texts: texts)
        fieldsChanged?()
        return true
    }

    /// Whether the button titled `title` can be tapped now; `false` when there is none.
    func isButtonEnabled(titled title: String) -> Bool {
        guard let button = alert.buttons.first(where: { $0.title == title }) else { return false }
        return button.isEnabled?(values) ?? true
    }

    /// Taps the button titled `title`: records it, takes the alert away, then runs its handler;
    /// `false`, changing nothing, when there is no such button, it is disabled, or one was tapped.
    func tap(titled title: String) -> Bool {
        guard tappedButton == nil, isButtonEnabled(titled: title),
            let button = alert.buttons.first(where: { $0.title == title })
        else { return false }
        tappedButton = title
        close(running: button)
        return true
    }

    /// Takes the alert away, then runs `button`'s handler (if any) with the fields' final text.
    package func close(running button: ScreenAlertButton?) {
        let values = values
        guard let dismissal else {
            button?.handler?(values)
            return
        }
        dismissal { button?.handler?(values) }
    }

    /// The cancel button, which UIKit runs when an action sheet's popover is closed by a tap
    /// outside it; `nil` when the alert has none.
    package var cancelButton: ScreenAlertButton? {
        alert.buttons.first { $0.style == .cancel }
    }
}

/// A container that shows an alert through a ``ScreenAlertModel``: what a family's alert
/// controller adopts to get the members tests and views use.
///
/// ```swift
/// let alert = try #require(window.rootViewController?.presentedViewController as? any ScreenAlertShowing)
/// alert.type("ann@example.com", into: "Email")
/// alert.tapButton(titled: "Log in")   // dismisses the alert, then runs the button's handler
/// ```
/// - Note: Never fails; each member says what it refuses.
@MainActor
public protocol ScreenAlertShowing: AnyObject {
    /// The alert and what the user did to it so far.
    var alertModel: ScreenAlertModel { get }
}

extension ScreenAlertShowing {
    /// What the alert shows.
    public var alert: ScreenAlert { alertModel.alert }
    /// The fields' current text.
    public var values: ScreenAlertValues { alertModel.values }
    /// The title of the button tapped, once one was; later taps are ignored, as UIKit does.
    public var tappedButton: String? { alertModel.tappedButton }

    /// Replaces the text of the field named `field` (its placeholder unless named otherwise), as the
    /// user typing would; the buttons' enablers see the new text.
    ///
    /// ```swift
    /// alert.type("ann@example.com", into: "Email")
    /// ```
    /// - Returns: `false`, changing nothing, when no field has that name.
    @discardableResult
    public func type(_ text: String, into field: String) -> Bool {
        guard let index = alertModel.fieldIndex(named: field) else { return false }
        return alertModel.type(text, intoFieldAt: index)
    }

    /// Replaces the text of the field at `index`: what a text field's binding calls.
    ///
    /// ```swift
    /// alert.type("secret", intoFieldAt: 1)
    /// ```
    /// - Returns: `false`, changing nothing, when there is no such field.
    @discardableResult
    public func type(_ text: String, intoFieldAt index: Int) -> Bool {
        alertModel.type(text, intoFieldAt: index)
    }

    /// Whether the button titled `title` can be tapped for the current text; `false` when there is
    /// none.
    ///
    /// ```swift
    /// #expect(!alert.isButtonEnabled(titled: "Log in"))
    /// ```
    /// - Note: Never fails; runs the button's enabler.
    public func isButtonEnabled(titled title: String) -> Bool {
        alertModel.isButtonEnabled(titled: title)
    }

    /// The user tapped the button titled `title`: the alert is dismissed, then the button's handler
    /// runs with the fields' text.
    ///
    /// ```swift
    /// alert.tapButton(titled: "Log in")
    /// ```
    /// - Returns: `false`, changing nothing, when no button has that title, it is disabled for the
    ///   current text, or a button was already tapped.
    @discardableResult
    public func tapButton(titled title: String) -> Bool {
        alertModel.tap(titled: title)
    }
}
