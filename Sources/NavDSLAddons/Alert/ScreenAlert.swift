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

/// A platform that can show a ``ScreenAlert``: the headless platform (`HeadlessAlertController`),
/// UIKit (`UIAlertController`) and the SwiftUI family (`.alert` and `.confirmationDialog`).
///
/// Anchoring is not required: where the platform's controllers can be anchored
/// (`Modal: ScreenPopoverContainer`, headless and UIKit), `present(alert:anchor:animated:)` is
/// there too, since an action sheet is a popover in regular width; where they cannot (SwiftUI,
/// whose confirmation dialog points at the view that shows it), only `present(alert:animated:)`
/// compiles.
public protocol ScreenAlertPlatform: ScreenPlatform {
    /// A new controller showing `alert`.
    @MainActor static func makeAlertContainer(for alert: ScreenAlert) -> Modal
}

/// The screen that builds a platform's alert controller for a ``ScreenAlert``; keyed `Alert(<title>)`
/// so routes can find an alert on screen.
///
/// An action sheet's anchor is set on the controller it builds (`popoverPresentationController`
/// on UIKit), where the sheet is a popover; only platforms whose controllers can be anchored get one.
package struct ScreenAlertScreen<Platform: ScreenAlertPlatform>: Screen {
    /// The alert to show.
    package let alert: ScreenAlert
    /// Where the built controller points, with the platform's way to point it; `nil` for none.
    private let anchoring: (anchor: ScreenPopoverAnchor, set: @MainActor (Platform.Modal, ScreenPopoverAnchor) -> Void)?

    /// Creates the screen of an unanchored alert.
    package init(alert: ScreenAlert) {
        self.alert = alert
        anchoring = nil
    }

    private init(
        alert: ScreenAlert, anchoring: (anchor: ScreenPopoverAnchor, set: @MainActor (Platform.Modal, ScreenPopoverAnchor) -> Void)?
    ) {
        self.alert = alert
        self.anchoring = anchoring
    }

    /// `Alert`.
    package var name: String { "Alert" }

    /// The alert's title, when it has one.
    package var traits: Set<AnyHashable> { alert.title.map { [$0] } ?? [] }

    /// The platform's alert controller, anchored when an anchor was given.
    package func build(navigator: ScreenNavigator) -> Platform.Modal {
        let container = Platform.makeAlertContainer(for: alert)
        if let anchoring { anchoring.set(container, anchoring.anchor) }
        return container
    }
}

extension ScreenAlertScreen where Platform.Modal: ScreenPopoverContainer {
    /// Creates the screen of an alert whose controller points at `anchor`.
    package init(alert: ScreenAlert, anchor: ScreenPopoverAnchor) {
        self.init(alert: alert, anchoring: (anchor, { @MainActor container, anchor in container.setScreenPopoverAnchor(anchor) }))
    }
}

extension ScreenThenable where Current: ScreenModalContainer, Current.Platform: ScreenAlertPlatform {
    /// Presents `alert` (or action sheet) from the current controller.
    ///
    /// On SwiftUI an action sheet is a confirmation dialog, which points at the screen showing it by
    /// itself; on headless and UIKit, give an action sheet an anchor for regular width with
    /// `present(alert:anchor:animated:)`.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.container).present(alert: ScreenAlert(title: "Saved"))
    /// ```
    /// - Note: Fails with ``ScreenAlertRefusedError`` for an alert UIKit refuses (text fields on an
    ///   action sheet, two cancel buttons); on headless and UIKit with
    ///   ``ScreenRuleViolation/Rule/popoverWithoutAnchor`` for an action sheet in regular width; else
    ///   like `present(_:)` (an already presenting presenter, a controller not in a window);
    ///   completes after the presentation.
    public func present(alert: ScreenAlert, animated: Bool = true) -> ScreenRoute<Root, Current> {
        present(alertScreen: ScreenAlertScreen(alert: alert), animated: animated)
    }

    /// Presents the screen of an alert UIKit accepts, or fails naming UIKit's rule.
    fileprivate func present(alertScreen: ScreenAlertScreen<Current.Platform>, animated: Bool) -> ScreenRoute<Root, Current> {
        if let rule = alertScreen.alert.refusal {
            return fail(with: ScreenAlertRefusedError(title: alertScreen.alert.title, rule: rule))
        }
        return present(alertScreen, animated: animated)
    }
}

extension ScreenThenable
where Current: ScreenModalContainer, Current.Platform: ScreenAlertPlatform, Current.Platform.Modal: ScreenPopoverContainer {
    /// Presents `alert` (or action sheet) from the current controller; an action sheet points at
    /// `anchor` where it is a popover (regular width).
    ///
    /// UIKit shows an action sheet as a popover in regular width (an iPad) and crashes when it has
    /// no anchor there; in compact width it slides up from the bottom and the anchor is unused.
    /// Only platforms whose controllers can be anchored have this form (not SwiftUI).
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.container).present(alert: deleteSheet, anchor: .barButtonItem(trashButton))
    /// ```
    /// - Note: Fails with ``ScreenAlertRefusedError`` for an alert UIKit refuses (text fields on an
    ///   action sheet, two cancel buttons); with ``ScreenRuleViolation/Rule/popoverWithoutAnchor``
    ///   for an action sheet without a live anchor in regular width; else like `present(_:)` (an
    ///   already presenting presenter, a controller not in a window); completes after the presentation.
    public func present(alert: ScreenAlert, anchor: ScreenPopoverAnchor, animated: Bool = true) -> ScreenRoute<Root, Current> {
        present(alertScreen: ScreenAlertScreen(alert: alert, anchor: anchor), animated: animated)
    }
}
