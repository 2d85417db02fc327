/// One button of a ``ScreenAlert`` (a `UIAlertAction`): a title, a style, whether it is enabled
/// for the text typed so far, and what it does with that text.
///
/// The name says *button* because `Screen…Action` means a route step in NavDSL.
/// ```swift
/// ScreenAlertButton(title: "Log in", isEnabled: { !$0[0].isEmpty }) { values in login(values[0], values[1]) }
/// ```
public struct ScreenAlertButton: Sendable {
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
    /// Whether the button can be tapped for the current field values (`UIAlertAction.isEnabled`,
    /// recomputed on every edit); `nil` means always.
    public var isEnabled: (@MainActor @Sendable (ScreenAlertValues) -> Bool)?
    /// Runs after the alert has been dismissed by the button, with the fields' final text.
    public var handler: (@MainActor @Sendable (ScreenAlertValues) -> Void)?

    /// Creates a button whose handler does not need the fields.
    ///
    /// ```swift
    /// ScreenAlertButton(title: "Delete", style: .destructive) { store.delete(item) }
    /// ```
    public init(title: String, style: Style = .default, handler: (@MainActor @Sendable () -> Void)? = nil) {
        self.title = title
        self.style = style
        if let handler {
            self.handler = { @MainActor @Sendable _ in handler() }
        }
    }

    /// Creates a button enabled by `isEnabled` whose handler receives the fields' text.
    ///
    /// ```swift
    /// ScreenAlertButton(title: "Rename", isEnabled: { !$0["Name"].isEmpty }) { values in rename(to: values["Name"]) }
    /// ```
    public init(
        title: String,
        style: Style = .default,
        isEnabled: (@MainActor @Sendable (ScreenAlertValues) -> Bool)? = nil,
        handler: @escaping @MainActor @Sendable (ScreenAlertValues) -> Void
    ) {
        self.title = title
        self.style = style
        self.isEnabled = isEnabled
        self.handler = handler
    }

    /// A cancel button titled `title`.
    ///
    /// ```swift
    /// ScreenAlert(title: "Delete?", buttons: .destructive("Delete") { remove() }, .cancel())
    /// ```
    public static func cancel(_ title: String = "Cancel", handler: (@MainActor @Sendable () -> Void)? = nil) -> Self {
        Self(title: title, style: .cancel, handler: handler)
    }

    /// A destructive button titled `title`.
    public static func destructive(_ title: String, handler: (@MainActor @Sendable () -> Void)? = nil) -> Self {
        Self(title: title, style: .destructive, handler: handler)
    }
}
