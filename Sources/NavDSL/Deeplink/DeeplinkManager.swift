import Foundation

/// Turns URLs and push payloads into navigations: validates them, finds the deep link type that
/// recognises them, keeps them pending until their scope is active, runs interceptors, navigates.
///
/// ```swift
/// let deeplinks = DeeplinkManager(navigator: navigator, schemes: ["app"])
/// deeplinks.register(ChatDeeplink.self)
/// deeplinks.handle("app://chat/42")          // cold start: pending until .authorized is active
/// deeplinks.activate(.launch)                // first screen is up
/// deeplinks.activate(.authorized)            // after login: chat 42 opens
/// ```
///
/// Input is untrusted: an over-long URL, bad percent-encoding, an unknown scheme or host, a
/// missing or malformed parameter is rejected with a ``DeeplinkError`` and never navigates. Each
/// scope keeps one pending link; a newer one replaces it ("latest wins") and the replaced one
/// completes with `superseded`. Results go to the completion (or the `async` form) and to the
/// navigator's logger.
@MainActor
public final class DeeplinkManager {
    /// The navigator that runs the routes.
    public let navigator: ScreenNavigator
    /// Accepted custom schemes, lowercased (`app`).
    public let schemes: Set<String>
    /// Hosts whose `https` links are universal links of the app.
    public let webHosts: Set<String>

    private var kinds: [(name: String, parse: @MainActor (DeeplinkURL) throws -> PreparedDeeplink?)] = []
    private var interceptors: [any DeeplinkInterceptor] = []
    private var activeScopes: Set<DeeplinkScope> = []
    private var pending: [DeeplinkScope: (link: PreparedDeeplink, completion: ScreenCompletion<Void>?)] = [:]

    /// Creates a manager that accepts `schemes` and universal links on `webHosts`.
    public init(navigator: ScreenNavigator, schemes: Set<String>, webHosts: Set<String> = []) {
        self.navigator = navigator
        self.schemes = Set(schemes.map { $0.lowercased() })
        self.webHosts = Set(webHosts.map { $0.lowercased() })
    }

    /// Adds a deep link type; types are tried in registration order.
    public func register<Link: Deeplink>(_ type: Link.Type) {
        kinds.append(
            (
                String(describing: Link.self),
                { url in
                    guard let link = try Link.parse(url) else { return nil }
                    let request = DeeplinkRequest(url: url, deeplink: link, scope: Link.scope)
                    return PreparedDeeplink(request: request) { navigator, completion in
                        navigator.navigate(to: link.route(), completion: completion)
                    }
                }
            ))
    }

    /// Adds an interceptor; interceptors run in the order they were added.
    public func addInterceptor(_ interceptor: any DeeplinkInterceptor) {
        interceptors.append(interceptor)
    }

    /// Marks `scope` active and runs its pending link, if any.
    public func activate(_ scope: DeeplinkScope) {
        activeScopes.insert(scope)
        guard let (link, completion) = pending.removeValue(forKey: scope) else { return }
        navigator.logger?.info("Deep link \(link.request.description) runs: \(scope) is active")
        process(link, completion: completion)
    }

    /// Marks `scope` inactive (after logout, say): its links wait again.
    public func deactivate(_ scope: DeeplinkScope) {
        activeScopes.remove(scope)
    }

    /// Whether `scope` is active.
    public func isActive(_ scope: DeeplinkScope) -> Bool {
        activeScopes.contains(scope)
    }

    /// The link waiting for `scope`, if any.
    public func pendingURL(in scope: DeeplinkScope) -> DeeplinkURL? {
        pending[scope]?.link.request.url
    }

    // MARK: - Handling

    /// Handles a URL given as text.
    ///
    /// - Note: Fails with ``DeeplinkError`` for a rejected URL (no navigation), with `superseded`
    ///   when a newer link of the scope replaces it while pending, or with the navigation's error;
    ///   completes after the navigation, which may be much later for a pending link.
    public func handle(_ text: String, completion: ScreenCompletion<Void>? = nil) {
        do {
            let link = try prepare(DeeplinkURL(text))
            accept(link, completion: completion)
        } catch {
            reject(error, completion: completion)
        }
    }

    /// Handles a `URL`.
    ///
    /// - Note: Fails and completes as ``handle(_:completion:)-(String,_)``.
    public func handle(_ url: URL, completion: ScreenCompletion<Void>? = nil) {
        handle(url.absoluteString, completion: completion)
    }

    /// Handles a push notification's payload: a URL under `deeplink` or `url`, or a `type` (the
    /// host) with the other keys as parameters (`{"type": "chat", "id": 42}`).
    ///
    /// - Note: Fails with ``DeeplinkError`` for a payload that is neither; otherwise as
    ///   ``handle(_:completion:)-(String,_)``.
    public func handle(userInfo: [AnyHashable: Any], completion: ScreenCompletion<Void>? = nil) {
        for key in ["deeplink", "url"] {
            if let text = userInfo[key] as? String { return handle(text, completion: completion) }
        }
        do {
            let link = try prepare(Self.url(fromPayload: userInfo, scheme: schemes.sorted().first ?? "app"))
            accept(link, completion: completion)
        } catch {
            reject(error, completion: completion)
        }
    }

    /// Handles a URL given as text and returns once it has navigated.
    ///
    /// - Note: Throws as ``handle(_:completion:)-(String,_)``; a pending link suspends the caller
    ///   until its scope is activated.
    public func handle(_ text: String) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            handle(text) { continuation.resume(with: $0) }
        }
    }

    // MARK: - Steps

    private func prepare(_ url: DeeplinkURL) throws -> PreparedDeeplink {
        let isWebLink = ["http", "https"].contains(url.scheme) && webHosts.contains(url.host)
        guard schemes.contains(url.scheme) || isWebLink else {
            let accepted = (schemes.sorted().map { "\($0)://" } + webHosts.sorted().map { "https://\($0)" }).joined(separator: ", ")
            throw DeeplinkError(.unsupportedScheme, subject: url.original, detail: "this app opens \(accepted) links only.")
        }
        for kind in kinds {
            if let link = try kind.parse(url) { return link }
        }
        throw DeeplinkError(
            .unknownDeeplink, subject: url.original,
            detail: "no registered deep link recognises it (tried \(kinds.map(\.name).joined(separator: ", "))). Register its type first.")
    }

    private func accept(_ link: PreparedDeeplink, completion: ScreenCompletion<Void>?) {
        let scope = link.request.scope
        guard activeScopes.contains(scope) else {
            if let (replaced, replacedCompletion) = pending[scope] {
                let error = DeeplinkError(.superseded, subject: replaced.request.url.original, detail: "a newer \(scope) link replaced it.")
                navigator.logger?.info("\(error)")
                replacedCompletion?(.failure(error))
            }
            pending[scope] = (link, completion)
            navigator.logger?.info("Deep link \(link.request.description) is pending until \(scope) is active")
            return
        }
        process(link, completion: completion)
    }

    private func process(_ link: PreparedDeeplink, completion: ScreenCompletion<Void>?) {
        intercept(link.request, remaining: interceptors[...]) { [self] decision in
            switch decision {
            case .proceed:
                navigator.logger?.info("Deep link \(link.request.description) navigates")
                link.navigate(navigator) { result in completion?(result) }
            case .cancel(let reason):
                reject(DeeplinkError(.intercepted, subject: link.request.url.original, detail: reason), completion: completion)
            }
        }
    }

    private func intercept(
        _ request: DeeplinkRequest,
        remaining: ArraySlice<any DeeplinkInterceptor>,
        completion: @escaping @MainActor (DeeplinkInterception) -> Void
    ) {
        guard let interceptor = remaining.first else { return completion(.proceed) }
        let call = ScreenCallState()
        interceptor.intercept(request, navigator: navigator) { [self] decision in
            guard call.complete() else { return }
            switch decision {
            case .proceed: intercept(request, remaining: remaining.dropFirst(), completion: completion)
            case .cancel: completion(decision)
            }
        }
    }

    private func reject(_ error: any Error, completion: ScreenCompletion<Void>?) {
        navigator.logger?.error(error)
        completion?(.failure(error))
    }

    /// A link from a push payload: `type` is the host, the other keys are query items.
    static func url(fromPayload payload: [AnyHashable: Any], scheme: String) throws -> DeeplinkURL {
        guard let type = payload["type"] as? String, !type.isEmpty else {
            throw DeeplinkError(.invalidURL, subject: "push payload", detail: "it has neither a 'deeplink' URL nor a 'type'.")
        }
        var items: [(name: String, value: String)] = []
        for (key, value) in payload {
            guard let name = key.base as? String, name != "type" else { continue }
            for element in (value as? [Any]) ?? [value] {
                guard let text = payloadText(element) else {
                    throw DeeplinkError(
                        .unsupportedParameter, subject: name, detail: "push parameters must be text, numbers, booleans or lists of them.")
                }
                items.append((name, text))
            }
        }
        items.sort { $0.name < $1.name }
        return DeeplinkURL(scheme: scheme, host: type, queryItems: items, original: "push(\(type))")
    }

    private static func payloadText(_ value: Any) -> String? {
        switch value {
        case let text as String: text
        case let number as Int: String(number)
        case let number as Double: String(number)
        case let flag as Bool: flag ? "true" : "false"
        default: nil
        }
    }
}
