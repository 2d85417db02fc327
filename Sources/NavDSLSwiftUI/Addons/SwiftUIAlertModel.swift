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
public final class SwiftUIAlertModel: SwiftUIScreenModel, ScreenAlertShowing {
    /// The alert and what the user did to it so far: its fields' text and the button tapped
    /// (`ScreenAlertShowing` gives this model `type(_:into:)`, `tapButton(titled:)` and the rest).
    public let alertModel: ScreenAlertModel

    /// A model showing `alert`.
    ///
    /// ```swift
    /// SwiftUIPlatform.makeAlertContainer(for: ScreenAlert(title: "Saved"))
    /// ```
    /// - Note: Never fails; routes build it through `present(alert:)`, which refuses an alert UIKit
    ///   would refuse before building anything.
    public init(alert: ScreenAlert) {
        alertModel = ScreenAlertModel(alert: alert)
        super.init(screenKey: nil)
        title = alert.title
        // The alert goes as the user's change; the presenter's view draws it, so a field's new text
        // re-renders both, and the buttons' enablers with them.
        // The handler runs once the dismissal is drawn, not while the alert is still on screen.
        alertModel.dismissal = { [weak self] then in
            guard let self else { return then() }
            self.dismissItself(then: then)
        }
        alertModel.fieldsChanged = { [weak self] in
            self?.signal.send(animated: false)
            self?.presenter?.signal.send(animated: false)
        }
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
        if let cancel = alertModel.cancelButton, tapButton(titled: cancel.title) { return true }
        alertModel.close(running: nil)
        return true
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
