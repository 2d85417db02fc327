/// Nivelir's deep link made from a home-screen quick action, with a typed payload and a context.
///
/// Native: a ``Deeplink`` that reads the link ``DeeplinkShortcut`` makes of the action (the type's
/// last dot-separated part as the host, the payload as query items):
/// ```swift
/// deeplinks.handleIfPossible(shortcut: DeeplinkShortcut(type: "com.example.chat", userInfo: ["id": 42]))
/// ```
/// - Note: Unlike Nivelir, it works headless too. The type receives the action's type as given; the
///   native manager still checks the action first (a type with `://` must be an accepted URL; payload
///   values must be text, numbers, booleans or flat lists of them) and rejects it otherwise.
@available(*, deprecated, message: "write a Deeplink whose parse(_:context:) reads the link DeeplinkShortcut makes")
@MainActor
public protocol ShortcutDeeplink: NivelirDeeplink {
    /// The payload: a `Decodable` struct (decoded by ``DeeplinkPayloadDecoder``), `[String: Any]` or `Any`.
    associatedtype ShortcutUserInfo
    /// What `handleShortcutIfPossible(_:context:)` passes; a mismatch rejects the link.
    associatedtype ShortcutContext

    /// How the payload is decoded; the default options unless implemented.
    ///
    /// ```swift
    /// static func shortcutUserInfoOptions(context: Any) -> ShortcutDeeplinkUserInfoOptions { .init() }
    /// ```
    /// - Note: Never fails; asked for each quick action, before `shortcut(...)`.
    static func shortcutUserInfoOptions(context: ShortcutContext) -> ShortcutDeeplinkUserInfoOptions

    /// Returns the link for the quick action, or `nil` when it is not this kind's.
    ///
    /// ```swift
    /// static func shortcut(type: String, userInfo: ChatPayload?, context: Any) throws -> Self? {
    ///     type == "OpenChat" ? userInfo.map { Self(chatID: $0.chatID) } : nil
    /// }
    /// ```
    /// - Note: Throw for an action that is yours but malformed: nothing navigates.
    static func shortcut(type: String, userInfo: ShortcutUserInfo?, context: ShortcutContext) throws -> Self?
}

@available(*, deprecated, message: "write a Deeplink whose parse(_:context:) reads the link DeeplinkShortcut makes")
extension ShortcutDeeplink {
    /// The default decoding options.
    ///
    /// ```swift
    /// DeeplinkDecodingOptions(keyDecodingStrategy: .convertFromSnakeCase)
    /// ```
    /// - Note: Fails never.
    public static func shortcutUserInfoOptions(context: ShortcutContext) -> ShortcutDeeplinkUserInfoOptions {
        ShortcutDeeplinkUserInfoOptions()
    }

    /// Asks the type about a quick action the native manager accepted; an empty payload is `nil`.
    static func nivelirLink(from shortcut: DeeplinkShortcut, context: Any?) throws -> Self? {
        let typedContext: ShortcutContext = try NivelirDeeplinkContext.resolve(context, for: Self.self)
        let options = shortcutUserInfoOptions(context: typedContext)
        let userInfo =
            shortcut.userInfo.isEmpty
            ? nil : try NivelirDeeplinkPayload.decode(ShortcutUserInfo.self, from: shortcut.userInfo, options: options, for: Self.self)
        return try self.shortcut(type: shortcut.type, userInfo: userInfo, context: typedContext)
    }
}
