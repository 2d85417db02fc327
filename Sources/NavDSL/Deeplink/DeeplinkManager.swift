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
///
/// The scope is checked again when the route actually starts: a link accepted under
/// `.authorized` that was still waiting in an interceptor or queued behind another navigation
/// when the app called `deactivate(.authorized)` (logout) does not navigate; it goes back to
/// pending and runs after the next `activate(.authorized)`, interceptors included.
/// - Note: Every handled link completes exactly once, whatever its callbacks and the logger do
///   (state changes are made before any callback runs); links still pending or waiting when the
///   manager is released complete with ``DeeplinkError/Code-swift.enum/released``.
@MainActor
public final class DeeplinkManager {
    /// The navigator that runs the routes.
    public let navigator: ScreenNavigator
    /// Accepted custom schemes, lowercased (`app`).
    public let schemes: Set<String>
    /// Hosts whose `https` links are universal links of the app.
    public let webHosts: Set<String>

    var kinds: [DeeplinkKind] = []
    private var interceptors: [any DeeplinkInterceptor] = []
    private var activeScopes: Set<DeeplinkScope> = []
    private var pending: [DeeplinkScope: DeeplinkTicket] = [:]

    /// Creates a manager that accepts `schemes` and universal links on `webHosts`.
    ///
    /// ```swift
    /// DeeplinkManager(navigator: navigator, schemes: ["app"], webHosts: ["example.com"])
    /// ```
    /// - Note: Never fails; `https` is the only web scheme accepted on `webHosts`.
    public init(navigator: ScreenNavigator, schemes: Set<String>, webHosts: Set<String> = []) {
        self.navigator = navigator
        self.schemes = Set(schemes.map { $0.lowercased() })
        self.webHosts = Set(webHosts.map { $0.lowercased() })
    }

    /// Completes the links still pending with `released`, so no awaiting caller hangs.
    isolated deinit {
        let tickets = pending.values
        pending = [:]
        let logger = navigator.logger
        for ticket in tickets {
            let error = DeeplinkError(
                .released, subject: ticket.link.request.url.original,
                detail: "the deep link manager was released before \(ticket.scope) was active.")
            logger?.error(error)
            ticket.finish(.failure(error))
        }
    }

    /// Adds an interceptor; interceptors run in the order they were added.
    ///
    /// ```swift
    /// deeplinks.addInterceptor(DeeplinkAuthorizationInterceptor(isAuthorized: { session.isLoggedIn }) { ... })
    /// ```
    /// - Note: Never fails; the interceptor runs for every link accepted afterwards.
    public func addInterceptor(_ interceptor: any DeeplinkInterceptor) {
        interceptors.append(interceptor)
    }

    /// Marks `scope` active and runs its pending link, if any.
    ///
    /// ```swift
    /// deeplinks.activate(.authorized)      // after login
    /// ```
    /// - Note: Never fails; the pending link's own completion reports its result.
    public func activate(_ scope: DeeplinkScope) {
        activeScopes.insert(scope)
        guard let ticket = pending.removeValue(forKey: scope) else { return }
        navigator.logger?.info("Deep link \(ticket.link.request.description) runs: \(scope) is active")
        process(ticket)
    }

    /// Marks `scope` inactive (after logout, say): its new links wait, and accepted links that
    /// have not navigated yet go back to pending.
    ///
    /// ```swift
    /// deeplinks.deactivate(.authorized)    // on logout
    /// ```
    /// - Note: Never fails; completes nothing.
    public func deactivate(_ scope: DeeplinkScope) {
        activeScopes.remove(scope)
    }

    /// Whether `scope` is active.
    ///
    /// ```swift
    /// if !deeplinks.isActive(.authorized) { showLogin() }
    /// ```
    /// - Note: Never fails.
    public func isActive(_ scope: DeeplinkScope) -> Bool {
        activeScopes.contains(scope)
    }

    /// The link waiting for `scope`, if any.
    ///
    /// ```swift
    /// deeplinks.pendingURL(in: .authorized)?.original    // "app://chat/42"
    /// ```
    /// - Note: Never fails; `nil` when nothing waits.
    public func pendingURL(in scope: DeeplinkScope) -> DeeplinkURL? {
        pending[scope]?.link.request.url
    }

    // MARK: - Steps

    /// Keeps the link pending when its scope is inactive, else runs it.
    func accept(_ link: PreparedDeeplink, completion: ScreenCompletion<Void>?) {
        let ticket = DeeplinkTicket(link: link, completion: completion)
        guard activeScopes.contains(ticket.scope) else { return park(ticket) }
        process(ticket)
    }

    /// Makes `ticket` the scope's pending link; the link it replaces completes with `superseded`.
    private func park(_ ticket: DeeplinkTicket) {
        let scope = ticket.scope
        let replaced = pending.updateValue(ticket, forKey: scope)
        navigator.logger?.info("Deep link \(ticket.link.request.description) is pending until \(scope) is active")
        if let replaced { supersede(replaced) }
    }

    private func supersede(_ ticket: DeeplinkTicket) {
        let error = DeeplinkError(
            .superseded, subject: ticket.link.request.url.original, detail: "a newer \(ticket.scope) link replaced it.")
        navigator.logger?.info("\(error)")
        ticket.finish(.failure(error))
    }

    /// Sends a link whose scope was deactivated before it navigated back to pending, unless a
    /// newer link of the scope waits already (then it is superseded) or the scope is active again.
    private func unwind(_ ticket: DeeplinkTicket) {
        let scope = ticket.scope
        if activeScopes.contains(scope) { return process(ticket) }
        if pending[scope] != nil { return supersede(ticket) }
        pending[scope] = ticket
        navigator.logger?.info(
            "Deep link \(ticket.link.request.description) is pending again: \(scope) was deactivated before it navigated")
    }

    private func process(_ ticket: DeeplinkTicket) {
        let request = ticket.link.request
        intercept(request, remaining: interceptors[...]) { [self] decision in
            switch decision {
            case .proceed:
                guard activeScopes.contains(request.scope) else { return unwind(ticket) }
                ticket.foundScopeInactive = false
                navigator.logger?.info("Deep link \(request.description) navigates")
                let isActive: @MainActor () -> Bool = { [self] in
                    let active = activeScopes.contains(request.scope)
                    ticket.foundScopeInactive = !active
                    return active
                }
                ticket.link.navigate(navigator, isActive) { [self] result in
                    if case .failure = result, ticket.foundScopeInactive { return unwind(ticket) }
                    ticket.finish(result)
                }
            case .cancel(let reason):
                reject(DeeplinkError(.intercepted, subject: request.url.original, detail: reason), completion: ticket.finish)
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

    func reject(_ error: any Error, completion: ScreenCompletion<Void>?) {
        navigator.logger?.error(error)
        completion?(.failure(error))
    }
}

/// A registered deep link type: its name and how it recognises URLs and notifications.
@MainActor
struct DeeplinkKind {
    let name: String
    /// Set when the type implements no parse method (``DeeplinkError/Code-swift.enum/missingRequirement``).
    let missing: DeeplinkError?
    let parse: @MainActor (DeeplinkURL) throws -> PreparedDeeplink?
    let parseNotification: @MainActor (DeeplinkNotification) throws -> PreparedDeeplink?
}
