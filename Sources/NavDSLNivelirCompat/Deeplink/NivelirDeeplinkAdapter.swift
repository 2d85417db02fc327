// How a Nivelir deep link type becomes a native registration: an adapter type conforming to NavDSL's
// `Deeplink` asks the Nivelir type to parse and, when the native manager runs the link, calls its
// `navigate(screens:navigator:handler:)`. Validation, pending, scopes, interceptors and completion are
// the native manager's; this file only translates.

/// A Nivelir deep link type seen as a native ``Deeplink`` whose route starts from `Window`.
@available(*, deprecated, message: "NavDSLNivelirCompat internals")
struct NivelirDeeplinkAdapter<Link: AnyDeeplink, Window: ScreenWindowContainer>: Deeplink {
    let link: Link

    /// The scope the Nivelir type was registered under (Nivelir scopes registrations, not types).
    static var scope: DeeplinkScope { NivelirDeeplinkRegistry.scope(of: Link.self) }

    /// A URL for a `URLDeeplink`, or the quick action being handled for a `ShortcutDeeplink`.
    static func parse(_ url: DeeplinkURL) throws -> Self? {
        let handling = NivelirDeeplinkHandling.current
        if case .shortcut(let shortcut) = handling.source {
            guard let type = Link.self as? any ShortcutDeeplink.Type else { return nil }
            return try (type.nivelirLink(from: shortcut, context: handling.context) as? Link).map(Self.init)
        }
        guard let type = Link.self as? any URLDeeplink.Type else { return nil }
        return try (type.nivelirLink(from: url, context: handling.context) as? Link).map(Self.init)
    }

    /// A notification for a `NotificationDeeplink`.
    static func parse(notification: DeeplinkNotification, context: Void) throws -> Self? {
        guard let type = Link.self as? any NotificationDeeplink.Type else { return nil }
        return try (type.nivelirLink(from: notification, context: NivelirDeeplinkHandling.current.context) as? Link).map(Self.init)
    }

    /// One step that calls the Nivelir link's `navigate`.
    func route(screens: NivelirDeeplinkScreens) -> ScreenRootRoute<Window> {
        ScreenRootRoute<Window>().then(NivelirDeeplinkNavigation<Window>(link: link, screens: screens))
    }
}

/// What a Nivelir link navigates with: the screens its scope was activated with, and the manager.
@available(*, deprecated, message: "NavDSLNivelirCompat internals")
@MainActor
struct NivelirDeeplinkScreens {
    let screens: Any?
    weak var handler: DeeplinkManager?
}

/// Calls a Nivelir link's `navigate(screens:navigator:handler:)`; the navigations it starts run
/// nested in this step.
@available(*, deprecated, message: "NavDSLNivelirCompat internals")
struct NivelirDeeplinkNavigation<Window: ScreenWindowContainer>: ScreenAction {
    let link: any AnyDeeplink
    let screens: NivelirDeeplinkScreens

    var description: String { "navigate(\(type(of: link)))" }

    func perform(container: Window, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        guard let handler = screens.handler else {
            return completion(
                .failure(
                    DeeplinkError(
                        .released, subject: "\(type(of: link))", detail: "the deep link manager was released before it navigated.")))
        }
        do {
            try link.navigateIfPossible(screens: screens.screens, navigator: navigator, handler: handler)
            completion(.success(()))
        } catch {
            completion(.failure(error))
        }
    }
}

/// The context and input of the Nivelir handling call in progress, read by the adapters while the
/// native manager parses (synchronously, inside the call).
@available(*, deprecated, message: "NavDSLNivelirCompat internals")
@MainActor
enum NivelirDeeplinkHandling {
    /// What is being handled: a URL or notification (native input), or a quick action as given.
    enum Source {
        case input
        case shortcut(DeeplinkShortcut)
    }

    /// A handling call's context and input.
    struct Call {
        var context: Any?
        var source: Source
    }

    /// The call in progress; a native call (`handle(_:)`) has no context.
    private(set) static var current = Call(context: nil, source: .input)

    /// Runs `body` with `context` and `source` as the current handling call's.
    static func with<Result>(context: Any?, source: Source = .input, _ body: () -> Result) -> Result {
        let saved = current
        current = Call(context: context, source: source)
        defer { current = saved }
        return body()
    }
}

/// Each manager's Nivelir state, and the scope each Nivelir type was registered under.
@available(*, deprecated, message: "NavDSLNivelirCompat internals")
@MainActor
enum NivelirDeeplinkRegistry {
    /// The screens each scope of one manager was activated with, and its registered scopes.
    final class State {
        weak var manager: DeeplinkManager?
        var screens: [DeeplinkScope: Any?] = [:]
        var scopes: Set<DeeplinkScope> = []

        init(manager: DeeplinkManager) {
            self.manager = manager
        }
    }

    private static var states: [ObjectIdentifier: State] = [:]
    private static var scopes: [ObjectIdentifier: DeeplinkScope] = [:]

    /// The state of `manager`, made on first use; states of released managers are dropped then.
    static func state(of manager: DeeplinkManager) -> State {
        let key = ObjectIdentifier(manager)
        if let state = states[key], state.manager === manager { return state }
        states = states.filter { $0.value.manager != nil }
        let state = State(manager: manager)
        states[key] = state
        return state
    }

    /// Records the scope `type` is registered under; NavDSL gives a type one scope, so the latest wins.
    static func register(_ type: Any.Type, in scope: DeeplinkScope) {
        scopes[ObjectIdentifier(type)] = scope
    }

    /// The scope `type` was registered under; `.launch` (Nivelir's default scope) if none.
    static func scope(of type: Any.Type) -> DeeplinkScope {
        scopes[ObjectIdentifier(type)] ?? .launch
    }
}
