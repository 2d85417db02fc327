import NavDSL
import NavDSLHeadless

/// A login service the tests drive by hand: `finish(loggedIn:)` is the user closing the login flow.
@MainActor
final class AuthSession {
    var isLoggedIn = false
    private var waiters: [@MainActor (Bool) -> Void] = []

    /// Whether a login flow is on screen, waiting for the user.
    var isLoginShown: Bool { !waiters.isEmpty }

    func waitForLogin(_ waiter: @escaping @MainActor (Bool) -> Void) {
        waiters.append(waiter)
    }

    func finish(loggedIn: Bool) {
        isLoggedIn = loggedIn
        let pending = waiters
        waiters.removeAll()
        for waiter in pending { waiter(loggedIn) }
    }
}

/// The user closed the login flow: an app's own error, which fallbacks catch.
struct LoginClosedError: Error {}

/// A failure the tests inject with `fail(with:)`.
struct TestFailure: Error {}

/// The in-route authorization gate: continues at once when logged in; otherwise presents the login
/// flow (or joins the one on screen), waits for the user, dismisses it and continues, or fails with
/// ``LoginClosedError`` when the user closed it.
struct AuthorizeAction: ScreenAction {
    let session: AuthSession

    var description: String { "authorize()" }

    func perform(container: HeadlessWindow, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        guard !session.isLoggedIn else { return completion(.success(())) }
        let session = session
        if !session.isLoginShown {
            var presented: Result<Void, any Error> = .success(())
            navigator.navigate(to: HeadlessWindowRoute().top(.container).present(HeadlessScreen(name: "Login"))) { presented = $0 }
            if case .failure = presented { return completion(presented) }
            session.waitForLogin { _ in
                navigator.navigate(to: HeadlessWindowRoute().root.dismissAll(animated: true)) { _ in }
            }
        }
        session.waitForLogin { loggedIn in
            completion(loggedIn ? .success(()) : .failure(LoginClosedError()))
        }
    }
}

/// A step whose work is a closure that may navigate.
struct NavigatingAction: ScreenAction {
    let body: @MainActor (ScreenNavigator, @escaping ScreenCompletion<Void>) -> Void

    init(_ body: @escaping @MainActor (ScreenNavigator, @escaping ScreenCompletion<Void>) -> Void) {
        self.body = body
    }

    func perform(container: HeadlessWindow, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        body(navigator, completion)
    }
}

/// A home screen whose `build` sets up its own tabs through the navigator, as Nivelir's example does.
struct TabsBuildingScreen: Screen {
    func build(navigator: ScreenNavigator) -> HeadlessTabBarController {
        let tabs = HeadlessTabBarController()
        navigator.navigate(from: tabs) {
            $0.setupTab(with: HeadlessScreen(name: "Feed")).setupTab(with: HeadlessScreen(name: "Chats")).selectTab(with: .index(0))
        }
        return tabs
    }
}

/// A logger that requests one navigation the first time it logs a push.
@MainActor
final class NavigatingLogger: ScreenLogger {
    weak var navigator: ScreenNavigator?
    private(set) var runs = 0
    private var hasRequested = false

    func info(_ message: @autoclosure () -> String) {
        guard !hasRequested, message().hasPrefix("push(") else { return }
        hasRequested = true
        navigator?.navigate(to: HeadlessWindowRoute().get { [self] _ in runs += 1 }) { _ in }
    }

    func error(_ error: @autoclosure () -> any Error) {}
}
