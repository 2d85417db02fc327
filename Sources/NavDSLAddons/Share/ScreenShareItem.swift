import Foundation

/// A value the share sheet hands to an activity: text, a link or an image.
///
/// ```swift
/// ScreenShare(items: [.text("Look at this"), .url(link), .imageData(png)])
/// ```
/// - Note: Fails never (a value); completes never. On UIKit, `.imageData` is shared as the
///   `UIImage` made from it (as the data itself when it is no image).
public enum ScreenShareValue: Hashable, Sendable, CustomStringConvertible {
    /// Text, shared as a string.
    case text(String)
    /// A link, shared as a URL (Messages and Mail show it as a link).
    case url(URL)
    /// An image's encoded data (PNG, JPEG, ...).
    case imageData(Data)

    /// What an app's own ``ScreenShareActivity`` receives for this value: the text, or the link's
    /// address; `nil` for an image.
    public var plainText: String? {
        switch self {
        case .text(let text): text
        case .url(let url): url.absoluteString
        case .imageData: nil
        }
    }

    /// `"text"`, `https://example.com`, `image (120 bytes)`.
    public var description: String {
        switch self {
        case .text(let text): "\"\(text)\""
        case .url(let url): url.absoluteString
        case .imageData(let data): "image (\(data.count) bytes)"
        }
    }
}

/// One item of a ``ScreenShare``: a fixed value, or a value that depends on the activity the user
/// picks (UIKit's `UIActivityItemSource`).
///
/// A string literal is a text item, so `ScreenShare(items: ["Hi"])` shares text. A custom item
/// gives a placeholder (what the sheet shows, and the kind of value it will give), then a value per
/// activity: a link for Copy, a sentence around it for Messages.
///
/// ```swift
/// let link = ScreenShareItem.custom(placeholder: .url(url), subject: { _ in "NavDSL" }) { activity in
///     activity == .copyToPasteboard ? .url(url) : .text("NavDSL: \(url.absoluteString)")
/// }
/// HeadlessWindowRoute().top(.container).present(share: ScreenShare(items: [link]))
/// ```
/// - Note: Fails never (a value); completes never. The closures may run off the main actor, as
///   UIKit asks item sources from the thread it chooses, so they are `@Sendable`. A custom item that
///   answers `nil` for an activity is left out of what that activity receives.
public struct ScreenShareItem: Equatable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The closures of a custom item; one instance per item, which is what equality compares.
    private final class Provider: Sendable {
        let value: @Sendable (ScreenActivityType?) -> ScreenShareValue?
        let subject: (@Sendable (ScreenActivityType?) -> String?)?

        init(
            value: @escaping @Sendable (ScreenActivityType?) -> ScreenShareValue?,
            subject: (@Sendable (ScreenActivityType?) -> String?)?
        ) {
            self.value = value
            self.subject = subject
        }
    }

    /// What the sheet shows before an activity is picked, and the kind of value the item gives.
    public let placeholder: ScreenShareValue
    private let provider: Provider?

    private init(placeholder: ScreenShareValue, provider: Provider?) {
        self.placeholder = placeholder
        self.provider = provider
    }

    /// A text item from a literal: `ScreenShare(items: ["Hi"])`.
    public init(stringLiteral value: String) {
        self.init(placeholder: .text(value), provider: nil)
    }

    /// Shares `text`.
    public static func text(_ text: String) -> Self { Self(placeholder: .text(text), provider: nil) }

    /// Shares a link.
    public static func url(_ url: URL) -> Self { Self(placeholder: .url(url), provider: nil) }

    /// Shares an image from its encoded data.
    public static func imageData(_ data: Data) -> Self { Self(placeholder: .imageData(data), provider: nil) }

    /// Shares a value that depends on the activity picked (`nil` when Cancel or nothing is picked
    /// yet); `subject` gives the subject line for activities that have one (Mail).
    ///
    /// ```swift
    /// .custom(placeholder: .url(url)) { $0 == .mail ? .text("Read this: \(url)") : .url(url) }
    /// ```
    public static func custom(
        placeholder: ScreenShareValue, subject: (@Sendable (_ activity: ScreenActivityType?) -> String?)? = nil,
        value: @escaping @Sendable (_ activity: ScreenActivityType?) -> ScreenShareValue?
    ) -> Self {
        Self(placeholder: placeholder, provider: Provider(value: value, subject: subject))
    }

    /// Whether the value depends on the activity (a ``custom(placeholder:subject:value:)`` item).
    public var dependsOnActivity: Bool { provider != nil }

    /// The value `activity` receives; `nil` leaves the item out for it.
    public func value(for activity: ScreenActivityType?) -> ScreenShareValue? {
        provider.map { $0.value(activity) } ?? placeholder
    }

    /// The item's own subject line for `activity`, or `nil` (then the share's ``ScreenShare/subject``).
    public func subject(for activity: ScreenActivityType?) -> String? {
        provider?.subject?(activity)
    }

    /// Fixed items are equal when their values are; a custom item equals only itself (and its copies).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.placeholder == rhs.placeholder && lhs.provider === rhs.provider
    }

    /// The value, or `custom(placeholder)` for a custom item.
    public var description: String {
        provider == nil ? placeholder.description : "custom(\(placeholder))"
    }
}
