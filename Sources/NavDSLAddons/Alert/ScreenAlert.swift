/// A platform-neutral alert or action sheet: what `UIAlertController` shows.
///
/// ```swift
/// let alert = ScreenAlert(title: "Can't open chat", message: "\(error)", actions: [.init(title: "OK", style: .cancel)])
/// HeadlessWindowRoute().top(.container).present(alert: alert)
/// ```
public struct ScreenAlert: Sendable {
    /// Whether the alert is a centred alert or a sheet of choices.
    public enum Style: String, Sendable {
        /// A centred alert.
        case alert
        /// A sheet of choices at the bottom of the screen.
        case actionSheet
    }

    /// The title.
    public var title: String?
    /// The message.
    public var message: String?
    /// Alert or action sheet.
    public var style: Style
    /// The buttons, in order.
    public var actions: [ScreenAlertAction]

    /// Creates an alert; with no actions it gets a single "OK" cancel button, so it can always be closed.
    public init(title: String? = nil, message: String? = nil, style: Style = .alert, actions: [ScreenAlertAction] = []) {
        self.title = title
        self.message = message
        self.style = style
        self.actions = actions.isEmpty ? [ScreenAlertAction(title: "OK", style: .cancel)] : actions
    }

    /// An alert that shows an error's description with an "OK" button.
    public init(error: any Error, title: String = "Something went wrong") {
        self.init(title: title, message: "\(error)")
    }
}

extension ScreenThenable where Current: ScreenModalContainer, Current.Platform: ScreenAlertPlatform {
    /// Presents `alert` from the current controller.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.container).present(alert: ScreenAlert(title: "Saved"))
    /// ```
    /// - Note: Fails like `present(_:)` (an already presenting presenter, a controller not in a
    ///   window); completes after the presentation.
    public func present(alert: ScreenAlert, animated: Bool = true) -> ScreenRoute<Root, Current> {
        present(ScreenAlertScreen<Current.Platform>(alert: alert), animated: animated)
    }
}
