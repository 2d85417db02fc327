/// Runs before a deep link navigates and decides whether it may: a login gate, an analytics
/// hook, a confirmation dialog.
///
/// An interceptor may do asynchronous work (present a login route and wait) before calling
/// `completion` once. Interceptors run in the order they were added; the first that cancels
/// stops the link.
@MainActor
public protocol DeeplinkInterceptor: AnyObject {
    /// Decides about `request`; call `completion` exactly once.
    func intercept(_ request: DeeplinkRequest, navigator: ScreenNavigator, completion: @escaping @MainActor (DeeplinkInterception) -> Void)
}

/// An interceptor's decision.
public enum DeeplinkInterception: Sendable {
    /// Let the link navigate.
    case proceed
    /// Stop the link, with the reason reported to the caller and the logger.
    case cancel(reason: String)
}

/// A recognised deep link on its way to the navigator, as interceptors see it.
@MainActor
public struct DeeplinkRequest {
    /// The parsed URL.
    public let url: DeeplinkURL
    /// The deep link value.
    public let deeplink: any Deeplink
    /// Its scope.
    public let scope: DeeplinkScope

    /// `ChatDeeplink(app://chat/42)`.
    public var description: String { "\(type(of: deeplink))(\(url))" }
}

// MARK: - The built-in interceptor

/// A login gate: links of the guarded scopes wait until the user is logged in, asking your app
/// to show its login flow first.
///
/// ```swift
/// let gate = DeeplinkAuthorizationInterceptor(isAuthorized: { session.isLoggedIn }) { navigator, done in
///     navigator.navigate(to: HeadlessWindowRoute().top(.container).present(login.withStackContainer()))
///     session.onLogin = { done(true) }      // or done(false) when the user gives up
/// }
/// deeplinks.addInterceptor(gate)
/// ```
///
/// Links that arrive while the login flow is on screen join it: `authorize` runs once, and its
/// `done` answers every waiting link.
/// - Note: Each waiting link proceeds once after `done(true)`, or is cancelled (`intercepted`)
///   after `done(false)`; a second call of the same `done` is ignored.
@MainActor
public final class DeeplinkAuthorizationInterceptor: DeeplinkInterceptor {
    /// The scopes that need a logged-in user.
    public let scopes: Set<DeeplinkScope>
    private let isAuthorized: @MainActor () -> Bool
    private let authorize: @MainActor (ScreenNavigator, @escaping @MainActor (Bool) -> Void) -> Void
    /// The links waiting for the login flow on screen; `nil` when none is shown.
    private var waiting: [(request: DeeplinkRequest, completion: @MainActor (DeeplinkInterception) -> Void)]?

    /// Creates the gate.
    ///
    /// `authorize` shows the login flow and calls its callback once, with
    /// whether the user logged in.
    /// ```swift
    /// DeeplinkAuthorizationInterceptor(isAuthorized: { session.isLoggedIn }) { navigator, done in ... }
    /// ```
    /// - Note: Never fails.
    public init(
        scopes: Set<DeeplinkScope> = [.authorized],
        isAuthorized: @escaping @MainActor () -> Bool,
        authorize: @escaping @MainActor (_ navigator: ScreenNavigator, _ done: @escaping @MainActor (Bool) -> Void) -> Void
    ) {
        self.scopes = scopes
        self.isAuthorized = isAuthorized
        self.authorize = authorize
    }

    /// Proceeds at once when the scope is not guarded or the user is logged in; otherwise after
    /// login, sharing the login flow already on screen if there is one.
    ///
    /// ```swift
    /// gate.intercept(request, navigator: navigator) { decision in ... }   // the manager calls it
    /// ```
    /// - Note: Calls `completion` exactly once per call, when `done` comes.
    public func intercept(
        _ request: DeeplinkRequest, navigator: ScreenNavigator, completion: @escaping @MainActor (DeeplinkInterception) -> Void
    ) {
        guard scopes.contains(request.scope), !isAuthorized() else { return completion(.proceed) }
        if waiting != nil {
            waiting?.append((request, completion))
            return
        }
        waiting = [(request, completion)]
        let call = ScreenCallState()
        authorize(navigator) { [self] loggedIn in
            guard call.complete() else { return }
            let links = waiting ?? []
            waiting = nil
            for link in links {
                link.completion(
                    loggedIn ? .proceed : .cancel(reason: "the user did not log in, so \(link.request.description) was dropped."))
            }
        }
    }
}
