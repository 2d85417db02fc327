import NavDSL

/// Whether the user is signed in, and the one login flow that gates routes and deep links.
///
/// ``requestLogin(navigator:completion:)`` presents the factory's login and waits for its answer
/// through `navigator.result(of:)` (no delegate, no notification); a second request while the login
/// is on screen joins it instead of presenting another.
@MainActor
public final class LoginSession<Screens: AppScreenFactory> {
    /// Whether the user is signed in.
    public private(set) var isLoggedIn: Bool
    private var waiters: [ScreenCompletion<Void>] = []

    /// Called after every change, so screens can update their buttons.
    public var onChange: [@MainActor () -> Void] = []

    /// A session, signed in or not.
    public init(isLoggedIn: Bool = false) {
        self.isLoggedIn = isLoggedIn
    }

    /// Ends the session; the screens on display stay.
    public func logOut() {
        isLoggedIn = false
        onChange.forEach { $0() }
    }

    /// Signs in when needed: `.success` once the user is signed in, ``LoginRequiredError`` when
    /// they close the login (or it leaves without an answer).
    public func requestLogin(navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        guard !isLoggedIn else { return completion(.success(())) }
        waiters.append(completion)
        guard waiters.count == 1 else { return }
        let login = Screens.Platform.WindowRoute().top(.container).present(Screens.login.withStackContainer())
        navigator.result(of: login, as: Bool.self) { [self] result in
            switch result {
            case .success(let loggedIn):
                // Close the login first, so what waited for it runs on the screen below. A login
                // presented outside a route (by a deep link's gate) has no undo to close it.
                let close = Screens.Platform.WindowRoute().first(.container(of: Screens.login)).presenting.dismiss()
                navigator.navigate(to: close) { _ in self.finish(loggedIn ? .success(()) : .failure(LoginRequiredError())) }
            case .failure(is ScreenResultError):
                finish(.failure(LoginRequiredError()))  // swiped down: already gone
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
public struct LoginRequiredError: Error, Equatable, CustomStringConvertible {
    /// The error.
    public init() {}

    /// The message, "Log in to continue".
    public var description: String { "Log in to continue." }
}

/// The in-route login gate: continues at once when signed in, otherwise after the login.
///
/// The login is requested from inside `perform`: it runs nested in the gated navigation, and the
/// gate holds nothing while the user types, so the login flow can navigate.
struct AuthorizeAction<Screens: AppScreenFactory>: ScreenAction {
    let session: LoginSession<Screens>

    var description: String { "authorize()" }

    func perform(container: Screens.Platform.Window, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        session.requestLogin(navigator: navigator, completion: completion)
    }
}

/// Lets the user pick a chat, then opens it: the picker's answer comes back through
/// `navigator.result(of:)`, then the chat deep link's route opens the chat (closing the picker on
/// its way); Cancel just closes the picker.
struct PickChatAction<Screens: AppScreenFactory>: ScreenAction {
    let chats: [Int]

    var description: String { "pickChat(\(chats.map(String.init).joined(separator: ", ")))" }

    func perform(container: Screens.Platform.Window, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        typealias Route = Screens.Platform.WindowRoute
        let picker = Route().top(.container).present(Screens.chatPicker(chats).withStackContainer())
        navigator.result(of: picker, as: ChatPick.self) { result in
            switch result {
            case .success(.chat(let id)):
                navigator.navigate(to: AppRoutes<Screens>.chat(id), completion: completion)
            case .success(.cancelled):
                navigator.navigate(
                    to: Route().first(.container(name: AppScreen.chatPickerName)).presenting.dismiss(), completion: completion)
            case .failure(let error):
                completion(.failure(error))
            }
        }
    }
}
