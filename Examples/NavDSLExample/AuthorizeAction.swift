import NavDSLAddons

/// The signed-in state, and the gates waiting for the login flow on screen, if any.
@MainActor
final class ExampleSession {
    private(set) var isLoggedIn = false
    private var waiters: [ScreenCompletion<Void>] = []

    /// Whether a login flow is on screen.
    var isLoginShown: Bool { !waiters.isEmpty }

    func logOut() {
        isLoggedIn = false
    }

    /// Calls `waiter` with the outcome of the login flow on screen.
    func waitForLogin(_ waiter: @escaping ScreenCompletion<Void>) {
        waiters.append(waiter)
    }

    /// The login flow ended: success when the user logged in.
    func finish(_ outcome: Result<Void, any Error>) {
        if case .success = outcome { isLoggedIn = true }
        let waiting = waiters
        waiters.removeAll()
        for waiter in waiting { waiter(outcome) }
    }
}

/// The user closed the login flow: the gated route fails with this error, and a `fallback` can react.
struct LoginRequiredError: Error, CustomStringConvertible {
    var description: String { "Log in to continue." }
}

/// The in-route authorization gate: continues at once when the user is logged in; otherwise presents
/// the login (or joins the one on screen), waits for its result, closes it and continues once the
/// user logged in, or fails with ``LoginRequiredError`` when the user closed it.
///
/// The login is presented with `navigator.result(of:)`, requested from inside `perform`: it runs at
/// once, nested in the gated navigation, so it belongs to its undo. While the gate waits for the
/// login's result it holds nothing, so the login can navigate; closing it is a navigation of its own.
/// A login that disappears without an answer (a deep link dismissing everything) fails the wait with
/// ``ScreenResultError``, which the gate treats as "not logged in".
struct AuthorizeAction: ScreenAction {
    let session: ExampleSession

    var description: String { "authorize()" }

    func perform(container: HeadlessWindow, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        let session = session
        guard !session.isLoggedIn else { return completion(.success(())) }
        let isFirstGate = !session.isLoginShown
        session.waitForLogin(completion)
        guard isFirstGate else { return }
        let login = HeadlessWindowRoute().top(.container).present(LoginScreen().withStackContainer())
        navigator.result(of: login, as: Bool.self) { result in
            let outcome: Result<Void, any Error> =
                switch result {
                case .success(true): .success(())
                case .success(false), .failure(is ScreenResultError): .failure(LoginRequiredError())
                case .failure(let error): .failure(error)  // the login could not be shown
                }
            guard case .success = result else { return session.finish(outcome) }
            let close = HeadlessWindowRoute().first(.container(of: LoginScreen())).presenting.dismiss()
            navigator.navigate(to: close) { _ in session.finish(outcome) }
        }
    }
}

extension ScreenThenable where Current == HeadlessWindow {
    /// Continues only when the user is logged in, showing the login first when needed.
    ///
    /// ```swift
    /// HeadlessWindowRoute().authorize(session).top(.container).present(AppScreen.profile)
    /// ```
    /// - Note: Fails with ``LoginRequiredError`` when the user closes the login; completes when
    ///   the user is logged in.
    func authorize(_ session: ExampleSession) -> ScreenRoute<Root, Current> {
        then(AuthorizeAction(session: session))
    }
}
