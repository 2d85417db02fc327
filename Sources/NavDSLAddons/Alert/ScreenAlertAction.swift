/// One button of a ``ScreenAlert``.
public struct ScreenAlertAction: Sendable {
    /// How the button looks, as `UIAlertAction.Style`.
    public enum Style: String, Sendable {
        /// A plain button.
        case `default`
        /// The button that cancels; shown apart.
        case cancel
        /// A button for a destructive choice.
        case destructive
    }

    /// The button's title.
    public var title: String
    /// How it looks.
    public var style: Style
    /// Runs after the alert has been dismissed by the button.
    public var handler: (@MainActor @Sendable () -> Void)?

    /// Creates a button.
    public init(title: String, style: Style = .default, handler: (@MainActor @Sendable () -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
