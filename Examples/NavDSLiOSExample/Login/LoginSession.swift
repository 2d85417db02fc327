#if canImport(UIKit)
    import NavDSL
    import UIKit

    /// Whether the user is signed in, and the one login flow that gates routes and deep links.
    ///
    /// ``requestLogin(navigator:completion:)`` presents ``LoginScreen`` and waits for its answer
    /// through `navigator.result(of:)` (no delegate, no notification); a second request while the
    /// login is on screen joins it instead of presenting another.
    @MainActor
    final class LoginSession {
        private(set) var isLoggedIn = false
        private var waiters: [ScreenCompletion<Void>] = []

        /// Called after every change, so screens can update their buttons.
        var onChange: [@MainActor () -> Void] = []

        func logOut() {
            isLoggedIn = false
            onChange.forEach { $0() }
        }

        /// Signs in when needed: `.success` once the user is signed in, ``LoginRequiredError``
        /// when they close the login.
        func requestLogin(navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
            guard !isLoggedIn else { return completion(.success(())) }
            waiters.append(completion)
            guard waiters.count == 1 else { return }
            let login = ScreenWindowRoute().top(.container).present(LoginScreen().withStackContainer())
            navigator.result(of: login, as: Bool.self) { [self] result in
                switch result {
                case .success(true):
                    // Close the login first, so what waited for it runs on the screen below.
                    let close = ScreenWindowRoute().first(.container(of: LoginScreen())).presenting.dismiss()
                    navigator.navigate(to: close) { _ in self.finish(.success(())) }
                case .success(false), .failure(is ScreenResultError):
                    finish(.failure(LoginRequiredError()))  // closed, or swiped down
                case .failure(let error):
                    finish(.failure(error))  // the login could not be shown
                }
            }
        }

        private func finish(_ outcome: Result<Void, any Error>) {
            if case .success = outcome {
                isLoggedIn = true
                onChange.forEach { $0() }
            }
            let waiting = waiters
            waiters.removeAll()
            waiting.forEach { $0(outcome) }
        }
    }

    /// The user closed the login: a gated route fails with this, and its `fallback` can react.
    struct LoginRequiredError: Error, CustomStringConvertible {
        var description: String { "Log in to continue." }
    }

    /// The in-route login gate: continues at once when signed in, otherwise after the login.
    ///
    /// The login is requested from inside `perform`: it runs nested in the gated navigation, and the
    /// gate holds nothing while the user types, so the login flow can navigate.
    struct AuthorizeAction: ScreenAction {
        let session: LoginSession

        var description: String { "authorize()" }

        func perform(container: UIWindow, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
            session.requestLogin(navigator: navigator, completion: completion)
        }
    }

    extension ScreenThenable where Current == UIWindow {
        /// Continues only when the user is signed in, showing the login first when needed.
        ///
        /// ```swift
        /// ScreenWindowRoute().authorize(session).top(.container).present(ProfileScreen())
        /// ```
        /// - Note: Fails with ``LoginRequiredError`` when the user closes the login; completes when
        ///   the user is signed in.
        func authorize(_ session: LoginSession) -> ScreenRoute<Root, Current> {
            then(AuthorizeAction(session: session))
        }
    }
#endif
