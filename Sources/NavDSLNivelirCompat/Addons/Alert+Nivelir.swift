// Nivelir's alert and action-sheet values and verbs, funnelled into NavDSL's `ScreenAlert` and
// `present(alert:anchor:)`.

/// Nivelir's alert value; NavDSL's is ``ScreenAlert``.
///
/// ```swift
/// HeadlessWindowRoute().top(.container).present(alert: ScreenAlert(title: "Saved", buttons: .cancel("OK")))
/// ```
/// - Note: Fails never (a value); completes never.
@available(*, deprecated, renamed: "ScreenAlert")
public typealias Alert = ScreenAlert

/// Nivelir's alert action; NavDSL's is ``ScreenAlertButton``.
///
/// ```swift
/// ScreenAlertButton(title: "Delete", style: .destructive) { remove() }
/// ```
/// - Note: Fails never (a value); completes never.
@available(*, deprecated, renamed: "ScreenAlertButton")
public typealias AlertAction = ScreenAlertButton

/// Nivelir's action-sheet action; NavDSL's is ``ScreenAlertButton``.
///
/// ```swift
/// ScreenAlertButton(title: "Delete", style: .destructive) { remove() }
/// ```
/// - Note: Fails never (a value); completes never.
@available(*, deprecated, renamed: "ScreenAlertButton")
public typealias ActionSheetAction = ScreenAlertButton

/// Nivelir's alert text field; NavDSL's is ``ScreenAlertTextField``.
///
/// ```swift
/// ScreenAlert(title: "Rename", textFields: [ScreenAlertTextField(placeholder: "Name", text: "Draft")], buttons: .cancel())
/// ```
/// - Note: Fails never (a value); completes never. Nivelir's `.custom(configuration:)` (a closure
///   that configures the `UITextField`) has no funnel: NavDSL's field is a value with
///   `isSecure` and `keyboard` instead.
@available(*, deprecated, renamed: "ScreenAlertTextField")
public typealias AlertTextField = ScreenAlertTextField

extension ScreenAlertTextField {
    /// Nivelir's text field with a text and a placeholder.
    ///
    /// ```swift
    /// ScreenAlertTextField(placeholder: "Name", text: "Draft")
    /// ```
    /// - Note: Fails never (a value); completes never.
    @available(*, deprecated, message: "use ScreenAlertTextField(placeholder:text:)")
    public static func standard(text: String, placeholder: String? = nil) -> Self {
        Self(placeholder: placeholder, text: text)
    }

    /// Nivelir's empty text field without a placeholder.
    ///
    /// ```swift
    /// ScreenAlertTextField()
    /// ```
    /// - Note: Fails never (a value); completes never.
    @available(*, deprecated, message: "use ScreenAlertTextField()")
    public static var standard: Self { Self() }
}

/// Nivelir's popover anchor; NavDSL's is ``ScreenPopoverAnchor``.
///
/// ```swift
/// ScreenPopoverAnchor.barButtonItem(shareButton)
/// ```
/// - Note: Fails never (a value); completes never.
@available(*, deprecated, renamed: "ScreenPopoverAnchor")
public typealias ScreenPopoverPresentationAnchor = ScreenPopoverAnchor

extension ScreenAlert {
    /// Nivelir's alert initializer with `actions:`.
    ///
    /// ```swift
    /// ScreenAlert(title: "Saved", message: nil, buttons: .cancel("OK"))
    /// ```
    /// - Note: Fails never; with no actions the alert gets an "OK" button.
    @available(*, deprecated, message: "use ScreenAlert(title:message:textFields:buttons:)")
    public init(title: String?, message: String?, textFields: [ScreenAlertTextField] = [], actions: ScreenAlertButton...) {
        self.init(title: title, message: message, textFields: textFields, buttons: actions)
    }

    /// Nivelir's alert initializer with an array of `actions:`.
    ///
    /// ```swift
    /// ScreenAlert(title: "Saved", message: nil, buttons: [.cancel("OK")])
    /// ```
    /// - Note: Fails never; with no actions the alert gets an "OK" button.
    @available(*, deprecated, message: "use ScreenAlert(title:message:textFields:buttons:)")
    public init(title: String?, message: String?, textFields: [ScreenAlertTextField] = [], actions: [ScreenAlertButton]) {
        self.init(title: title, message: message, textFields: textFields, buttons: actions)
    }
}

extension ScreenAlertButton {
    /// Nivelir's alert action, whose handler receives the texts of the alert's fields.
    ///
    /// ```swift
    /// ScreenAlertButton(title: "Rename") { values in rename(to: values[0]) }
    /// ```
    /// - Note: Fails never; the handler runs when the button is tapped.
    @available(*, deprecated, message: "use ScreenAlertButton(title:style:isEnabled:handler:) whose handler receives ScreenAlertValues")
    public init(title: String, style: Style, handler: @escaping @MainActor @Sendable (_ texts: [String]) -> Void) {
        self.init(title: title, style: style) { values in handler(values.texts) }
    }
}

/// Nivelir's action-sheet value; NavDSL shows an alert in the action-sheet style anchored by
/// `present(alert:anchor:)`.
///
/// ```swift
/// route.present(alert: ScreenAlert(title: "Photo", style: .actionSheet, buttons: .cancel()), anchor: .barButtonItem(button))
/// ```
/// - Note: Fails never (a value); completes never.
@available(*, deprecated, message: "use ScreenAlert(style: .actionSheet) with present(alert:anchor:)")
public struct ActionSheet {
    /// The alert in the action-sheet style.
    public let alert: ScreenAlert
    /// Where the sheet points in regular width.
    public let anchor: ScreenPopoverAnchor

    /// Creates an action sheet with Nivelir's labels.
    public init(title: String? = nil, message: String? = nil, anchor: ScreenPopoverAnchor, actions: [ScreenAlertButton] = []) {
        self.alert = ScreenAlert(title: title, message: message, style: .actionSheet, buttons: actions)
        self.anchor = anchor
    }

    /// Creates an action sheet with Nivelir's labels, its actions listed one by one.
    public init(title: String? = nil, message: String? = nil, anchor: ScreenPopoverAnchor, actions: ScreenAlertButton...) {
        self.init(title: title, message: message, anchor: anchor, actions: actions)
    }
}

extension ScreenThenable where Current: ScreenModalContainer, Current.Platform: ScreenAlertPlatform {
    /// Nivelir's `showAlert(_:)`.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.container).present(alert: ScreenAlert(title: "Saved", buttons: .cancel("OK")))
    /// ```
    /// - Note: Fails as `present(alert:)` fails; completes after the alert is on screen.
    @available(*, deprecated, renamed: "present(alert:animated:)")
    public func showAlert(_ alert: ScreenAlert, animated: Bool = true) -> ScreenRoute<Root, Current> {
        present(alert: alert, animated: animated)
    }
}

extension ScreenThenable
where Current: ScreenModalContainer, Current.Platform: ScreenAlertPlatform, Current.Platform.Modal: ScreenPopoverContainer {
    /// Nivelir's `showActionSheet(_:)`.
    ///
    /// ```swift
    /// route.present(alert: ScreenAlert(style: .actionSheet, buttons: .cancel()), anchor: .barButtonItem(button))
    /// ```
    /// - Note: Fails as `present(alert:anchor:)` fails; completes after the sheet is on screen.
    @available(*, deprecated, message: "use present(alert:anchor:) with ScreenAlert(style: .actionSheet)")
    public func showActionSheet(_ actionSheet: ActionSheet, animated: Bool = true) -> ScreenRoute<Root, Current> {
        present(alert: actionSheet.alert, anchor: actionSheet.anchor, animated: animated)
    }
}

extension ScreenPopoverAnchor {
    /// Nivelir's anchor at the centre of a view: NavDSL's `.view(_:)`, which points at the view's
    /// bounds (their centre when the popover has room around it).
    ///
    /// ```swift
    /// ActionSheet(anchor: .view(sender), actions: [.cancel()])
    /// ```
    /// - Note: Never fails (a value); a view gone before the sheet is shown fails the step as `.view(_:)` does.
    @available(*, deprecated, renamed: "view(_:permittedArrowDirections:)")
    public static func center(of view: AnyObject, permittedArrowDirections: ScreenPopoverArrowDirections = .any) -> Self {
        .view(view, permittedArrowDirections: permittedArrowDirections)
    }
}

extension ScreenAlertButton {
    /// Nivelir's cancel action with its label.
    ///
    /// ```swift
    /// ActionSheet(anchor: .view(sender), actions: [.cancel("Cancel")])
    /// ```
    /// - Note: Never fails (a value).
    @available(*, deprecated, renamed: "cancel(_:handler:)")
    public static func cancel(title: String, handler: (@MainActor @Sendable () -> Void)? = nil) -> Self {
        .cancel(title, handler: handler)
    }
}
