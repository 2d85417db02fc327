import Foundation

extension DeeplinkManager {
    /// Adds a deep link type whose `parse` receives `context` and whose `route` receives the
    /// app's screens, asked from `screens` each time a link of the type navigates; types are
    /// tried in registration order.
    ///
    /// ```swift
    /// deeplinks.register(ChatDeeplink.self, context: flags, screens: { [unowned app] in app.screens })
    /// ```
    /// - Note: Never fails; `screens` is called only when a link actually navigates.
    public func register<Link: Deeplink>(_ type: Link.Type, context: Link.Context, screens: @escaping @MainActor () -> Link.Screens) {
        let name = String(describing: Link.self)
        // Every requirement has a default, so an empty conformance compiles: probe once, here, so the
        // mistake is named instead of every link being "unknown".
        let parsesNothing =
            DeeplinkRequirementProbe.reachesDefault { _ = try Link.parse(DeeplinkURL(scheme: "navdsl-probe", host: ""), context: context) }
            && DeeplinkRequirementProbe.reachesDefault {
                _ = try Link.parse(notification: DeeplinkNotification(userInfo: [:]), context: context)
            }
        let missing =
            parsesNothing
            ? DeeplinkError(
                .missingRequirement, subject: name,
                detail: "the deep link type implements none of parse(_:), parse(_:context:) and parse(notification:context:), "
                    + "so it matches no link; implement one (each has a default, so the empty conformance compiled).")
            : nil
        if let missing { navigator.logger?.error(missing) }
        kinds.append(
            DeeplinkKind(
                name: name, missing: missing,
                parse: { url in
                    try Link.parse(url, context: context).map { PreparedDeeplink(url: url, link: $0, screens: screens) }
                },
                parseNotification: { notification in
                    try Link.parse(notification: notification, context: context).map {
                        PreparedDeeplink(url: notification.url, link: $0, screens: screens)
                    }
                }))
    }

    /// Adds a deep link type that needs no context nor screens.
    ///
    /// ```swift
    /// deeplinks.register(ChatDeeplink.self)
    /// ```
    /// - Note: Never fails.
    public func register<Link: Deeplink>(_ type: Link.Type) where Link.Context == Void, Link.Screens == Void {
        register(type, context: (), screens: {})
    }

    /// Adds a deep link type that needs the app's screens only.
    ///
    /// ```swift
    /// deeplinks.register(ChatDeeplink.self, screens: { [unowned app] in app.screens })
    /// ```
    /// - Note: Never fails; `screens` is called only when a link actually navigates.
    public func register<Link: Deeplink>(_ type: Link.Type, screens: @escaping @MainActor () -> Link.Screens) where Link.Context == Void {
        register(type, context: (), screens: screens)
    }

    /// Adds a deep link type that needs a parse context only.
    ///
    /// ```swift
    /// deeplinks.register(ChatDeeplink.self, context: flags)
    /// ```
    /// - Note: Never fails.
    public func register<Link: Deeplink>(_ type: Link.Type, context: Link.Context) where Link.Screens == Void {
        register(type, context: context, screens: {})
    }

    // MARK: - Handling

    /// Handles a URL given as text.
    ///
    /// ```swift
    /// deeplinks.handle("app://chat/42") { result in print(result) }
    /// ```
    /// - Note: Fails with ``DeeplinkError`` for a rejected URL (no navigation), with `superseded`
    ///   when a newer link of the scope replaces it while pending, with `released` when the manager
    ///   goes away first, or with the navigation's error; completes exactly once, after the
    ///   navigation, which may be much later for a pending link.
    public func handle(_ text: String, completion: ScreenCompletion<Void>? = nil) {
        run({ try prepare(DeeplinkURL(text)) }, completion: completion)
    }

    /// Handles a `URL`.
    ///
    /// ```swift
    /// deeplinks.handle(context.url)
    /// ```
    /// - Note: Fails and completes as ``handle(_:completion:)-(String,_)``.
    public func handle(_ url: URL, completion: ScreenCompletion<Void>? = nil) {
        handle(url.absoluteString, completion: completion)
    }

    /// Handles a URL given as text and returns once it has navigated.
    ///
    /// ```swift
    /// try await deeplinks.handle("app://chat/42")
    /// ```
    /// - Note: Throws as ``handle(_:completion:)-(String,_)``; a pending link suspends the caller
    ///   until its scope is activated or the manager is released.
    public func handle(_ text: String) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            handle(text) { continuation.resume(with: $0) }
        }
    }

    /// Handles a notification the user opened: a URL under `deeplink` or `url`; else the first
    /// registered type whose ``Deeplink/parse(notification:context:)`` recognises the payload;
    /// else a `type` (the host) with the other keys as parameters (`{"type": "chat", "id": 42}`).
    ///
    /// ```swift
    /// deeplinks.handle(notification: DeeplinkNotification(userInfo: ["aps": [:], "room_id": 1, "chat_id": 1]))
    /// ```
    /// - Note: Fails with ``DeeplinkError`` (`unknownDeeplink`) for a payload nobody recognises and
    ///   (`intercepted`) for the dismiss action, without navigating; otherwise as
    ///   ``handle(_:completion:)-(String,_)``.
    public func handle(notification: DeeplinkNotification, completion: ScreenCompletion<Void>? = nil) {
        run({ try prepare(notification: notification) }, completion: completion)
    }

    /// Handles a home-screen quick action (see ``DeeplinkShortcut`` for how its type maps to a link).
    ///
    /// ```swift
    /// deeplinks.handle(shortcut: DeeplinkShortcut(type: "com.example.chat", userInfo: ["id": 42]))
    /// ```
    /// - Note: Fails and completes as ``handle(_:completion:)-(String,_)``.
    public func handle(shortcut: DeeplinkShortcut, completion: ScreenCompletion<Void>? = nil) {
        run({ try prepare(shortcut: shortcut) }, completion: completion)
    }

    private func run(_ make: () throws -> PreparedDeeplink, completion: ScreenCompletion<Void>?) {
        let link: PreparedDeeplink
        do {
            link = try make()
        } catch {
            return reject(error, completion: completion)
        }
        accept(link, completion: completion)
    }

    // MARK: - Recognising

    func prepare(_ url: DeeplinkURL) throws -> PreparedDeeplink {
        let isWebLink = url.scheme == "https" && webHosts.contains(url.host)
        guard schemes.contains(url.scheme) || isWebLink else {
            let accepted = (schemes.sorted().map { "\($0)://" } + webHosts.sorted().map { "https://\($0)" }).joined(separator: ", ")
            let hint = url.scheme == "http" && webHosts.contains(url.host) ? " Web links must use https." : ""
            throw DeeplinkError(.unsupportedScheme, subject: url.original, detail: "this app opens \(accepted) links only.\(hint)")
        }
        for kind in kinds {
            if let link = try kind.parse(url) { return link }
        }
        if let missing = kinds.lazy.compactMap(\.missing).first { throw missing }
        throw DeeplinkError(
            .unknownDeeplink, subject: url.original,
            detail: "no registered deep link recognises it (tried \(kinds.map(\.name).joined(separator: ", "))). Register its type first.")
    }

    func prepare(notification: DeeplinkNotification) throws -> PreparedDeeplink {
        let payload = notification.userInfo
        guard notification.actionIdentifier != DeeplinkNotification.dismissActionIdentifier else {
            throw DeeplinkError(.intercepted, subject: notification.url.original, detail: "the user dismissed the notification.")
        }
        for key in ["deeplink", "url"] {
            if let text = payload[key] as? String { return try prepare(DeeplinkURL(text)) }
        }
        for kind in kinds {
            if let link = try kind.parseNotification(notification) { return link }
        }
        guard payload["type"] != nil else {
            if let missing = kinds.lazy.compactMap(\.missing).first { throw missing }
            throw DeeplinkError(
                .unknownDeeplink, subject: notification.url.original,
                detail: "the payload has neither a 'deeplink' URL nor a 'type', and no registered deep link recognises it "
                    + "(tried \(kinds.map(\.name).joined(separator: ", "))).")
        }
        return try prepare(Self.url(fromPayload: payload, scheme: defaultScheme))
    }

    func prepare(shortcut: DeeplinkShortcut) throws -> PreparedDeeplink {
        if shortcut.type.contains("://") { return try prepare(DeeplinkURL(shortcut.type)) }
        var payload = shortcut.userInfo
        payload["type"] = shortcut.type.split(separator: ".").last.map(String.init) ?? ""
        return try prepare(Self.url(fromPayload: payload, scheme: defaultScheme))
    }

    private var defaultScheme: String { schemes.sorted().first ?? "app" }

    /// A link from a push payload: `type` is the host, the other keys are query items.
    static func url(fromPayload payload: [AnyHashable: Any], scheme: String) throws -> DeeplinkURL {
        guard let type = payload["type"] as? String, !type.isEmpty else {
            throw DeeplinkError(.invalidURL, subject: "push payload", detail: "its 'type' is not a non-empty text.")
        }
        try DeeplinkURL.checkCharacters(type, name: "type")
        var items: [(name: String, value: String)] = []
        for (key, value) in payload {
            guard let name = key.base as? String, name != "type", name != "aps" else { continue }
            guard let texts = DeeplinkPayloadDecoder.texts(value) else {
                throw DeeplinkError(
                    .unsupportedParameter, subject: name, detail: "push parameters must be text, numbers, booleans or flat lists of them.")
            }
            try DeeplinkURL.checkCharacters(name, name: name)
            for text in texts {
                try DeeplinkURL.checkCharacters(text, name: name)
                items.append((name, text))
            }
        }
        items.sort { $0.name < $1.name }
        return DeeplinkURL(scheme: scheme, host: type, queryItems: items, original: "push(\(type))")
    }
}
