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
@MainActor
public final class DeeplinkAuthorizationInterceptor: DeeplinkInterceptor {
    /// The scopes that need a logged-in user.
    public let scopes: Set<DeeplinkScope>
    private let isAuthorized: @MainActor () -> Bool
    private let authorize: @MainActor (ScreenNavigator, @escaping @MainActor (Bool) -> Void) -> Void

    /// Creates the gate.
    ///
    /// `authorize` shows the login flow and calls its callback once, with
    /// whether the user logged in.
    public init(
        scopes: Set<DeeplinkScope> = [.authorized],
        isAuthorized: @escaping @MainActor () -> Bool,
        authorize: @escaping @MainActor (_ navigator: ScreenNavigator, _ done: @escaping @MainActor (Bool) -> Void) -> Void
    ) {
        self.scopes = scopes
        self.isAuthorized = isAuthorized
        self.authorize = authorize
    }

    /// Proceeds at once when the scope is not guarded or the user is logged in; otherwise after login.
    public func intercept(
        _ request: DeeplinkRequest, navigator: ScreenNavigator, completion: @escaping @MainActor (DeeplinkInterception) -> Void
    ) {
        guard scopes.contains(request.scope), !isAuthorized() else { return completion(.proceed) }
        authorize(navigator) { loggedIn in
            completion(loggedIn ? .proceed : .cancel(reason: "the user did not log in, so \(request.description) was dropped."))
        }
    }
}
