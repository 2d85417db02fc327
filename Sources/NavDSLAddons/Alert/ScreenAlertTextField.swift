/// A text field of a ``ScreenAlert`` (`UIAlertController.addTextField`): its placeholder, initial
/// text, whether it hides what is typed, and its keyboard.
///
/// ```swift
/// ScreenAlert(title: "Log in", textFields: [.init(placeholder: "Email", keyboard: .emailAddress),
///                                           .init(placeholder: "Password", isSecure: true)])
/// ```
public struct ScreenAlertTextField: Sendable, Hashable {
    /// The field's name in ``ScreenAlertValues``; the placeholder unless given.
    public var name: String
    /// The grey text shown while the field is empty.
    public var placeholder: String?
    /// The text the field starts with.
    public var text: String
    /// Whether typed characters are hidden (`isSecureTextEntry`), for passwords.
    public var isSecure: Bool
    /// The keyboard shown while editing (`keyboardType`).
    public var keyboard: ScreenKeyboardType

    /// Creates a field.
    public init(
        name: String? = nil, placeholder: String? = nil, text: String = "", isSecure: Bool = false,
        keyboard: ScreenKeyboardType = .default
    ) {
        self.name = name ?? placeholder ?? ""
        self.placeholder = placeholder
        self.text = text
        self.isSecure = isSecure
        self.keyboard = keyboard
    }
}

/// The keyboards an alert's text field can ask for, as `UIKeyboardType`.
public enum ScreenKeyboardType: String, Sendable, Hashable {
    /// The default keyboard.
    case `default`
    /// Letters, with a prominent `@` and `.`.
    case emailAddress
    /// Digits only.
    case numberPad
    /// Digits and a decimal point.
    case decimalPad
    /// A phone pad (digits, `*`, `#`, `+`).
    case phonePad
    /// Letters, with `.`, `/` and `.com`.
    case url
}

/// The text of an alert's fields, in the fields' order; what enablers and handlers receive.
///
/// ```swift
/// ScreenAlertButton(title: "Save", isEnabled: { $0["Name"].count >= 3 }) { values in save(values[0]) }
/// ```
public struct ScreenAlertValues: Sendable, Hashable {
    /// The fields' names (``ScreenAlertTextField/name``), in order.
    public let names: [String]
    /// The fields' text, in order.
    public let texts: [String]

    /// Creates values; `texts` pairs with `names` by position.
    package init(names: [String], texts: [String]) {
        self.names = names
        self.texts = texts
    }

    /// The text of the field at `index`, or `""` when there is no such field.
    public subscript(index: Int) -> String {
        texts.indices.contains(index) ? texts[index] : ""
    }

    /// The text of the first field named `name`, or `""` when no field has that name.
    public subscript(name: String) -> String {
        names.firstIndex(of: name).map { self[$0] } ?? ""
    }
}
