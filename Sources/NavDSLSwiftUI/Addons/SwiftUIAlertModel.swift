import NavDSL
import NavDSLAddons

/// An alert or action sheet on a SwiftUI route: the model its presenter renders with `.alert`
/// (style `.alert`) or `.confirmationDialog` (style `.actionSheet`).
///
/// ```swift
/// SwiftUIWindowRoute().top(.container).present(alert: ScreenAlert(title: "Delete?", buttons: .destructive("Delete"), .cancel()))
/// let alert = try #require(window.root?.presented as? SwiftUIAlertModel)
/// alert.tapButton(titled: "Delete")   // dismisses the alert, then runs the button's handler
/// ```
/// It is presented like any model (one presentation per layer, none while one is in flight), but
/// the views draw it with SwiftUI's alert modifiers rather than a sheet, and the user closes it
/// only with a button. A confirmation dialog needs no anchor: SwiftUI points its popover at the
/// screen showing it, so `present(alert:anchor:)` does not compile on a SwiftUI route.
///
/// - Note: The views' buttons call ``tapButton(titled:)``, their text fields ``type(_:intoFieldAt:)``,
///   and a dialog closed without a button (a tap outside its popover) ``userDidDismiss()``; tests
///   call the same methods.
@MainActor
public final class SwiftUIAlertModel: SwiftUIScreenModel {
    private var session: ScreenAlertSession

    /// What the alert shows.
    public var alert: ScreenAlert { session.alert }
    /// The fields' current text.
    public var values: ScreenAlertValues { session.values }
    /// The title of the button tapped, once one was; later taps are ignored, as UIKit does.
    public var tappedButton: String? { session.tappedButton }

    /// A model showing `alert`.
    ///
    /// ```swift
    /// SwiftUIPlatform.makeAlertContainer(for: ScreenAlert(title: "Saved"))
    /// ```
    /// - Note: Never fails; routes build it through `present(alert:)`, which refuses an alert UIKit
    ///   would refuse before building anything.
    public init(alert: ScreenAlert) {
        session = ScreenAlertSession(alert: alert)
        super.init(screenKey: nil)
        title = alert.title
    }

    /// Replaces the text of the field named `field`, as the user typing would.
    ///
    /// ```swift
    /// alert.type("ann@example.com", into: "Email")
    /// ```
    /// - Returns: `false`, changing nothing, when no field has that name.
    @discardableResult
    public func type(_ text: String, into field: String) -> Bool {
        guard let index = session.fieldIndex(named: field) else { return false }
        return type(text, intoFieldAt: index)
    }

    /// Replaces the text of the field at `index`: what the views' text field binding calls; the
    /// buttons' enablers see the new text on the next render.
    ///
    /// ```swift
    /// alert.type("secret", intoFieldAt: 1)
    /// ```
    /// - Returns: `false`, changing nothing, when there is no such field.
    @discardableResult
    public func type(_ text: String, intoFieldAt index: Int) -> Bool {
        guard session.type(text, intoFieldAt: index) else { return false }
        signal.send(animated: false)
        // The presenter's view draws the alert: it re-renders, and the enablers with it.
        presenter?.signal.send(animated: false)
        return true
    }

    /// Whether the button titled `title` can be tapped for the current text; `false` when there
    /// is none.
    ///
    /// ```swift
    /// #expect(!alert.isButtonEnabled(titled: "Log in"))
    /// ```
    /// - Note: Never fails; runs the button's enabler.
    public func isButtonEnabled(titled title: String) -> Bool {
        session.isButtonEnabled(titled: title)
    }

    /// The user tapped the button titled `title`: the alert is dismissed (a user change), then the
    /// button's handler runs with the fields' text.
    ///
    /// ```swift
    /// alert.tapButton(titled: "Log in")
    /// ```
    /// - Returns: `false`, changing nothing, when no button has that title, it is disabled for
    ///   the current text, or a button was already tapped.
    @discardableResult
    public func tapButton(titled title: String) -> Bool {
        guard let button = session.tap(titled: title) else { return false }
        close(running: button)
        return true
    }

    /// SwiftUI closed the alert without a button: a confirmation dialog's popover tapped outside,
    /// in regular width.
    ///
    /// What the views call when `isPresented` is written `false` while no button was tapped. As
    /// UIKit does, the cancel button's handler runs, if there is one.
    ///
    /// ```swift
    /// sheet.userDidDismiss()   // the dialog is gone; its cancel handler ran
    /// ```
    /// - Returns: `false`, changing nothing, when a button was already tapped or the alert is not
    ///   presented.
    @discardableResult
    public func userDidDismiss() -> Bool {
        guard presenter != nil, tappedButton == nil else { return false }
        guard let cancel = session.cancelButton, let button = session.tap(titled: cancel.title) else {
            close(running: nil)
            return true
        }
        close(running: button)
        return true
    }

    /// Takes the alert away as the user's change, then runs `button`'s handler with the final text.
    private func close(running button: ScreenAlertButton?) {
        let values = values
        dismissItself { button?.handler?(values) }
    }
}

extension SwiftUIPlatform: ScreenAlertPlatform {
    /// A ``SwiftUIAlertModel``.
    ///
    /// ```swift
    /// SwiftUIWindowRoute().top(.container).present(alert: ScreenAlert(title: "Saved"))
    /// ```
    /// - Note: Never fails; the presentation fails as any SwiftUI presentation does.
    @MainActor
    public static func makeAlertContainer(for alert: ScreenAlert) -> SwiftUIScreenModel {
        SwiftUIAlertModel(alert: alert)
    }
}
