// Nivelir's deep link base: a value that navigates with the app's screens. NavDSL's own `Deeplink`
// protocol (in the core) returns a route instead, so Nivelir's `Deeplink` is `NivelirDeeplink` here;
// Nivelir apps name it only through `URLDeeplink`, `NotificationDeeplink` and `ShortcutDeeplink`.

/// Nivelir's type-erased deep link, the element type of `DeeplinkManager(deeplinkTypes:navigator:)`.
///
/// Native: a ``Deeplink`` registered with ``DeeplinkManager/register(_:context:screens:)``:
/// ```swift
/// deeplinks.register(ChatDeeplink.self, screens: { [unowned app] in app.screens })
/// ```
/// - Note: Fails with ``DeeplinkError`` (`invalidParameter`, subject `screens`) when the screens
///   given to `activate(screens:scope:)` are not the link's `Screens`; completes when
///   `navigate(screens:navigator:handler:)` returns (its own navigations run after).
@available(*, deprecated, message: "write a Deeplink (parse(_:context:), route(screens:)) and register it")
@MainActor
public protocol AnyDeeplink {
    /// Casts `screens` to the link's screens and navigates.
    ///
    /// ```swift
    /// func route(screens: AppScreens) -> UIWindowRoute { ... }   // native: the manager runs the route
    /// ```
    /// - Note: Throws when the screens are not the link's or the navigation cannot start; returns
    ///   once the navigation has been asked for.
    func navigateIfPossible(screens: Any?, navigator: ScreenNavigator, handler: DeeplinkHandler) throws
}

/// Nivelir's `Deeplink` protocol (renamed: ``Deeplink`` is NavDSL's): a link that navigates
/// imperatively with the app's screen factory.
///
/// Native: return the route from ``Deeplink/route(screens:)``:
/// ```swift
/// func route(screens: AppScreens) -> UIWindowRoute { UIWindowRoute().top(.stack).push(screens.chat(id)) }
/// ```
/// - Note: A `navigate` that throws fails the link with that error; it completes when `navigate`
///   returns, so a navigation it starts is reported by the navigator, not by the link.
@available(*, deprecated, message: "write a Deeplink and return the route from route(screens:)")
@MainActor
public protocol NivelirDeeplink: AnyDeeplink {
    /// The app's screen factory, given to `activate(screens:scope:)`.
    associatedtype Screens

    /// Navigates to the link's screen with `navigator`.
    ///
    /// ```swift
    /// func navigate(screens: AppScreens, navigator: ScreenNavigator, handler: DeeplinkHandler) throws {
    ///     navigator.navigate(to: screens.showChatRoute(roomID: roomID, chatID: chatID))
    /// }
    /// ```
    /// - Note: Throw to fail the link; the navigations it starts run nested in the link's step and
    ///   report to the navigator's logger.
    func navigate(screens: Screens, navigator: ScreenNavigator, handler: DeeplinkHandler) throws
}

@available(*, deprecated, message: "write a Deeplink and return the route from route(screens:)")
extension NivelirDeeplink {
    /// Casts `screens` to ``Screens`` (a `nil` fits an optional factory) and calls `navigate`.
    ///
    /// ```swift
    /// try link.navigateIfPossible(screens: appScreens, navigator: navigator, handler: deeplinks)
    /// ```
    /// - Note: Throws ``DeeplinkError`` (`invalidParameter`) for screens of another type, else what
    ///   `navigate` throws; completes when `navigate` returns.
    public func navigateIfPossible(screens: Any?, navigator: ScreenNavigator, handler: DeeplinkHandler) throws {
        guard let typed = screens as? Screens else {
            throw DeeplinkError(
                .invalidParameter, subject: "screens",
                detail: "\(Self.self) navigates with \(Screens.self), but activate(screens:scope:) was given "
                    + "\(screens.map { "\(type(of: $0))" } ?? "nil"). Activate the scope with the app's \(Screens.self).")
        }
        try navigate(screens: typed, navigator: navigator, handler: handler)
    }
}

/// Nivelir's handler of new deep links, given to `navigate(screens:navigator:handler:)`: here the
/// manager itself.
///
/// ```swift
/// deeplinks.handle("app://chat/42")
/// ```
/// - Note: Fails never (an alias); completes never.
@available(*, deprecated, message: "use DeeplinkManager")
public typealias DeeplinkHandler = DeeplinkManager
