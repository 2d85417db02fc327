/// A platform-neutral alert or action sheet: what `UIAlertController` shows.
///
/// ```swift
/// let alert = ScreenAlert(title: "Can't open chat", message: "\(error)", buttons: .cancel("OK"))
/// HeadlessWindowRoute().top(.container).present(alert: alert)
/// ```
public struct ScreenAlert: Sendable {
    /// Whether the alert is a centred alert or a sheet of choices.
    public enum Style: String, Sendable {
        /// A centred alert.
        case alert
        /// A sheet of choices at the bottom of the screen (a popover in regular width).
        case actionSheet
    }

    /// The title.
    public var title: String?
    /// The message.
    public var message: String?
    /// Alert or action sheet.
    public var style: Style
    /// The text fields, top to bottom (alerts only: UIKit refuses them on action sheets).
    public var textFields: [ScreenAlertTextField]
    /// The buttons, in order.
    public var buttons: [ScreenAlertButton]

    /// Creates an alert from an array of buttons; with none it gets a single "OK" cancel button,
    /// so it can always be closed.
    public init(
        title: String? = nil, message: String? = nil, style: Style = .alert, textFields: [ScreenAlertTextField] = [],
        buttons: [ScreenAlertButton]
    ) {
        self.title = title
        self.message = message
        self.style = style
        self.textFields = textFields
        self.buttons = buttons.isEmpty ? [.cancel("OK")] : buttons
    }

    /// Creates an alert from buttons listed one by one.
    ///
    /// ```swift
    /// ScreenAlert(title: "Delete?", style: .actionSheet, buttons: .destructive("Delete") { remove() }, .cancel())
    /// ```
    public init(
        title: String? = nil, message: String? = nil, style: Style = .alert, textFields: [ScreenAlertTextField] = [],
        buttons: ScreenAlertButton...
    ) {
        self.init(title: title, message: message, style: style, textFields: textFields, buttons: buttons)
    }

    /// An alert that shows an error's description with an "OK" button.
    public init(error: any Error, title: String = "Something went wrong") {
        self.init(title: title, message: "\(error)")
    }

    /// The field values before anything is typed.
    public var initialValues: ScreenAlertValues {
        ScreenAlertValues(names: textFields.map(\.name), texts: textFields.map(\.text))
    }

    /// Why UIKit would refuse this alert (it raises an exception), or `nil` when it is fine.
    var refusal: String? {
        if style == .actionSheet, !textFields.isEmpty {
            return "text fields can only be added to an alert controller of style .alert, not an action sheet"
        }
        if buttons.filter({ $0.style == .cancel }).count > 1 {
            return "an alert controller can only have one button with the style .cancel"
        }
        return nil
    }
}

/// An alert UIKit would refuse to show (it raises an exception instead).
public struct ScreenAlertRefusedError: ScreenError {
    /// The alert's title.
    public let title: String?
    /// UIKit's rule.
    public let rule: String
    /// The failing step, set by the navigator.
    public var step: ScreenStep?

    /// Creates the error.
    package init(title: String?, rule: String, step: ScreenStep? = nil) {
        self.title = title
        self.rule = rule
        self.step = step
    }

    /// Names the alert and the rule.
    public var reason: String { "can't show the alert '\(title ?? "")': \(rule)." }
}

/// A platform that can show a ``ScreenAlert``: the headless platform (``HeadlessAlertController``)
/// and UIKit (`UIAlertController`).
///
/// Its controllers can be anchored (``ScreenPopoverContainer``): an action sheet is a popover in
/// regular width.
public protocol ScreenAlertPlatform: ScreenPlatform where Modal: ScreenPopoverContainer {
    /// A new controller showing `alert`.
    @MainActor static func makeAlertContainer(for alert: ScreenAlert) -> Modal
}

/// The screen that builds a platform's alert controller for a ``ScreenAlert``; keyed `Alert(<title>)`
/// so routes can find an alert on screen.
///
/// An action sheet's anchor is set on the controller it builds (`popoverPresentationController`
/// on UIKit), where the sheet is a popover.
package struct ScreenAlertScreen<Platform: ScreenAlertPlatform>: Screen {
    /// The alert to show.
    package let alert: ScreenAlert
    /// Where an action sheet points in regular width; `nil` for none.
    package let anchor: ScreenPopoverAnchor?

    /// Creates the screen.
    package init(alert: ScreenAlert, anchor: ScreenPopoverAnchor? = nil) {
        self.alert = alert
        self.anchor = anchor
    }

    /// `Alert`.
    package var name: String { "Alert" }

    /// The alert's title, when it has one.
    package var traits: Set<AnyHashable> { alert.title.map { [$0] } ?? [] }

    /// The platform's alert controller, anchored when an anchor was given.
    package func build(navigator: ScreenNavigator) -> Platform.Modal {
        let container = Platform.makeAlertContainer(for: alert)
        if let anchor { container.setScreenPopoverAnchor(anchor) }
        return container
    }
}

extension ScreenThenable where Current: ScreenModalContainer, Current.Platform: ScreenAlertPlatform {
    /// Presents `alert` (or action sheet) from the current controller; an action sheet points at
    /// `anchor` where it is a popover (regular width).
    ///
    /// UIKit shows an action sheet as a popover in regular width (an iPad) and crashes when it has
    /// no anchor there; in compact width it slides up from the bottom and the anchor is unused.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.container).present(alert: ScreenAlert(title: "Saved"))
    /// HeadlessWindowRoute().top(.container).present(alert: deleteSheet, anchor: .barButtonItem(trashButton))
    /// ```
    /// - Note: Fails with ``ScreenAlertRefusedError`` for an alert UIKit refuses (text fields on an
    ///   action sheet, two cancel buttons); with ``ScreenRuleViolation/Rule/popoverWithoutAnchor``
    ///   for an action sheet without a live anchor in regular width; else like `present(_:)` (an
    ///   already presenting presenter, a controller not in a window); completes after the presentation.
    public func present(alert: ScreenAlert, anchor: ScreenPopoverAnchor? = nil, animated: Bool = true) -> ScreenRoute<Root, Current> {
        if let rule = alert.refusal {
            return fail(with: ScreenAlertRefusedError(title: alert.title, rule: rule))
        }
        return present(ScreenAlertScreen<Current.Platform>(alert: alert, anchor: anchor), animated: animated)
    }
}
