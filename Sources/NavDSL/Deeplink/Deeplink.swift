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
///
/// A link that needs the app's services declares a `Context` (given to `parse`) and a `Screens`
/// factory (given to `route`), both passed to ``DeeplinkManager/register(_:context:screens:)``:
/// ```swift
/// static func parse(_ link: DeeplinkURL, context: FeatureFlags) throws -> ChatDeeplink? { ... }
/// func route(screens: AppScreens) -> HeadlessWindowRoute { ... screens.chat(id: chatID) ... }
/// ```
/// - Note: Implement `parse(_:)` or `parse(_:context:)` (or `parse(notification:context:)`), and
///   `route()` or `route(screens:)`. Each pair defaults to the other, so an empty conformance
///   compiles; the manager then names what is missing with
///   ``DeeplinkError/Code-swift.enum/missingRequirement``: a type without a parse method is logged
///   at registration and turns the "unknown deep link" of an unmatched link into that error, and a
///   type without a route method fails its navigation with it.
@MainActor
public protocol Deeplink {
    /// The window class its route starts from (`HeadlessWindow`, `UIWindow`).
    associatedtype Window: ScreenWindowContainer
    /// What `parse` receives from the app (feature flags, the current user); `Void` by default.
    associatedtype Context = Void
    /// The app's screen factory, given to `route`; `Void` by default.
    associatedtype Screens = Void

    /// When the link may run; `.launch` by default.
    static var scope: DeeplinkScope { get }

    /// Returns the link for `link`, `nil` when the URL is not this kind's, or throws a
    /// ``DeeplinkError`` when it is but a parameter is missing or malformed.
    static func parse(_ link: DeeplinkURL) throws -> Self?

    /// Like ``parse(_:)``, with the context given at registration; calls ``parse(_:)`` by default.
    ///
    /// ```swift
    /// static func parse(_ link: DeeplinkURL, context: FeatureFlags) throws -> RoomDeeplink? {
    ///     guard context.roomsEnabled, link.segments.first == "room" else { return nil }
    ///     return RoomDeeplink(id: try link.parameter("id", at: 1))
    /// }
    /// ```
    /// - Note: Throw a ``DeeplinkError`` for a link that is yours but malformed; return `nil` to
    ///   let the next registered type try. Keep it free of side effects: `canHandle` calls it.
    static func parse(_ link: DeeplinkURL, context: Context) throws -> Self?

    /// Returns the link for a notification the user opened (a whole push payload, such as
    /// `{"aps": {...}, "chat_id": 1}`), `nil` when it is not this kind's; `nil` by default.
    ///
    /// Decode the payload with ``DeeplinkPayloadDecoder``:
    /// ```swift
    /// static func parse(notification: DeeplinkNotification, context: Void) throws -> ChatPushDeeplink? {
    ///     guard notification.userInfo["chat_id"] != nil else { return nil }
    ///     return ChatPushDeeplink(push: try DeeplinkPayloadDecoder().decode(ChatPush.self, from: notification.userInfo))
    /// }
    /// ```
    /// - Note: As ``parse(_:context:)``: throw for a payload that is yours but malformed.
    static func parse(notification: DeeplinkNotification, context: Context) throws -> Self?

    /// The navigation the link performs.
    func route() -> ScreenRootRoute<Window>

    /// The navigation the link performs, built with the app's screens; calls ``route()`` by default.
    ///
    /// ```swift
    /// func route(screens: AppScreens) -> HeadlessWindowRoute {
    ///     HeadlessWindowRoute().top(.stack).push(screens.room(id)).resolve()
    /// }
    /// ```
    /// - Note: Called when the link navigates, after its interceptors; the manager runs a scope
    ///   check before the returned route and reports the route's failure to the link's caller.
    func route(screens: Screens) -> ScreenRootRoute<Window>
}

extension Deeplink {
    /// `.launch`.
    public static var scope: DeeplinkScope { .launch }

    /// `nil`: a type that only implements ``parse(_:context:)`` matches nothing through this form.
    public static func parse(_ link: DeeplinkURL) throws -> Self? {
        // Reached only when the type implements neither URL parse method.
        DeeplinkRequirementProbe.reachedDefault()
        return nil
    }

    /// Calls ``parse(_:)``.
    public static func parse(_ link: DeeplinkURL, context: Context) throws -> Self? { try parse(link) }

    /// `nil`: the type does not read notification payloads.
    public static func parse(notification: DeeplinkNotification, context: Context) throws -> Self? {
        DeeplinkRequirementProbe.reachedDefault()
        return nil
    }

    /// A route that fails: the type implements neither ``route()`` nor ``route(screens:)``.
    public func route() -> ScreenRootRoute<Window> {
        let error = DeeplinkError(
            .missingRequirement, subject: "\(Self.self)",
            detail: "the deep link type implements neither route() nor route(screens:); implement one (each defaults to the other).")
        return ScreenRootRoute<Window>().fail(with: error)
    }

    /// Calls ``route()``.
    public func route(screens: Screens) -> ScreenRootRoute<Window> { route() }
}

/// Tells the manager, at registration, whether a type implements any parse method.
///
/// The defaults above report when they are reached while a probe runs. Every requirement of
/// ``Deeplink`` has a default, so this is the one place an empty conformance shows.
@MainActor
enum DeeplinkRequirementProbe {
    private static var probing = false
    private static var reached = false

    static func reachedDefault() {
        if probing { reached = true }
    }

    /// Whether `body` reached a default parse method (the probe ignores what `body` returns or throws).
    static func reachesDefault(_ body: () throws -> Void) -> Bool {
        let outer = (probing, reached)
        defer { (probing, reached) = outer }
        (probing, reached) = (true, false)
        try? body()
        return reached
    }
}
