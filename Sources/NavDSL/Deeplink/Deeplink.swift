/// A kind of deep link: recognises its URLs, with typed parameters, and knows its route.
///
/// ```swift
/// struct ChatDeeplink: Deeplink {
///     static let scope = DeeplinkScope.authorized
///     let chatID: Int
///
///     static func parse(_ link: DeeplinkURL) throws -> ChatDeeplink? {
///         guard link.segments.first == "chat" else { return nil }        // not mine: the next type tries
///         return ChatDeeplink(chatID: try link.parameter("id", at: 1))   // mine, but may be malformed
///     }
///
///     func route() -> HeadlessWindowRoute {
///         let chat = HeadlessScreen(name: "Chat", traits: [chatID])
///         return HeadlessWindowRoute().first(.container(of: chat)).makeVisible()
///             .fallback(to: HeadlessWindowRoute().top(.stack).push(chat))
///     }
/// }
/// ```
@MainActor
public protocol Deeplink {
    /// The window class its route starts from (`HeadlessWindow`, `UIWindow`).
    associatedtype Window: ScreenWindowContainer

    /// When the link may run; `.launch` by default.
    static var scope: DeeplinkScope { get }

    /// Returns the link for `link`, `nil` when the URL is not this kind's, or throws a
    /// ``DeeplinkError`` when it is but a parameter is missing or malformed.
    static func parse(_ link: DeeplinkURL) throws -> Self?

    /// The navigation the link performs.
    func route() -> ScreenRootRoute<Window>
}

extension Deeplink {
    /// `.launch`.
    public static var scope: DeeplinkScope { .launch }
}
