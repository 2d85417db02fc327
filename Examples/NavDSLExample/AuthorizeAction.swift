import NavDSLAddons

/// The signed-in state and the one login flow on screen, if any.
///
/// The login screen calls ``finish(loggedIn:)`` when the user logs in or closes it; every gate
/// waiting for that flow then continues or fails.
@MainActor
final class ExampleSession {
    private(set) var isLoggedIn = false
    private var waiters: [@MainActor (Bool) -> Void] = []

    /// Whether a login flow is on screen.
    var isLoginShown: Bool { !waiters.isEmpty }

    func logOut() {
        isLoggedIn = false
    }

    /// Calls `waiter` with the outcome of the login flow on screen.
    func waitForLogin(_ waiter: @escaping @MainActor (Bool) -> Void) {
        waiters.append(waiter)
    }

    /// The user logged in, or closed the login flow.
    func finish(loggedIn: Bool) {
        isLoggedIn = loggedIn
        let waiting = waiters
        waiters.removeAll()
        for waiter in waiting { waiter(loggedIn) }
    }
}

/// The user closed the login flow: the gated route fails with this error, and a `fallback` can react.
struct LoginRequiredError: Error, CustomStringConvertible {
    var description: String { "Log in to continue." }
}

/// The in-route authorization gate: continues at once when the user is logged in; otherwise presents
/// the login flow (or waits for the one on screen), then continues once the user logged in, or fails
/// with ``LoginRequiredError`` when the user closed it.
///
/// The login flow is presented by a navigation requested from inside `perform`: it runs at once,
/// nested in the gated navigation, so it belongs to its undo. While the gate waits for the user it
/// holds nothing, so the login screens can navigate; dismissing the flow is a navigation of its own.
struct AuthorizeAction: ScreenAction {
    let session: ExampleSession

    var description: String { "authorize()" }

    func perform(container: HeadlessWindow, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        let session = session
        guard !session.isLoggedIn else { return completion(.success(())) }
        if !session.isLoginShown {
            var presented: Result<Void, any Error> = .success(())
            let login = HeadlessWindowRoute().top(.container).present(AppScreen.login.withStackContainer())
            navigator.navigate(to: login) { presented = $0 }
            if case .failure = presented { return completion(presented) }
            session.waitForLogin { _ in
                navigator.navigate(to: HeadlessWindowRoute().first(.container(of: AppScreen.login)).presenting.dismiss()) { _ in }
            }
        }
        session.waitForLogin { loggedIn in
            completion(loggedIn ? .success(()) : .failure(LoginRequiredError()))
        }
    }
}

extension ScreenThenable where Current == HeadlessWindow {
    /// Continues only when the user is logged in, showing the login flow first when needed.
    ///
    /// ```swift
    /// HeadlessWindowRoute().authorize(session).top(.container).present(AppScreen.profile)
    /// ```
    /// - Note: Fails with ``LoginRequiredError`` when the user closes the login flow; completes when
    ///   the user is logged in.
    func authorize(_ session: ExampleSession) -> ScreenRoute<Root, Current> {
        then(AuthorizeAction(session: session))
    }
}
