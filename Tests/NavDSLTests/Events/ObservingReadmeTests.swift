import NavDSL
import NavDSLHeadless
import Testing

/// The observing examples the README once showed (the DocC article "Observing navigation" now has its
/// own, in Docs/ObservingNavigationArticleTests), kept as a test of listeners, policies and traces together.
@MainActor
@Suite struct ObservingReadmeTests {
    @Test func readmeExamples() async throws {
        let window = HeadlessWindow()
        let navigator = ScreenNavigator(window: window, logger: nil)
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().setRoot(to: HeadlessScreen(name: "Home").withStackContainer()))
        let chat = HeadlessScreen(name: "Chat", traits: [42])
        var analytics: [String] = []
        let session = LoginState()

        // README begins
        // Events: typed, in order, built only when someone observes.
        let events = navigator.addListener { event in
            if case .finished(.failure(let error), let duration) = event.kind { print("navigation failed after \(duration): \(error)") }
        }

        // A test recorder: what did this deep link do?
        let recorder = ScreenNavigationRecorder(navigator)
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(chat))
        #expect(recorder.transitions.map(\.kind) == [.stack])  // one stack transition, no presentation

        // Policies: continue, cancel with a reason, or redirect (a nested run in the same turn).
        let gate = navigator.addPolicy(named: "login") { request, decide in
            decide(
                session.isLoggedIn || !request.route.contains("Profile")
                    ? .continue
                    : .redirect(to: HeadlessWindowRoute().top(.container).present(HeadlessScreen(name: "Login"))))
        }
        // Post-navigation tasks see every result.
        let tracking = navigator.afterEachNavigation { route, result in analytics.append(route) }

        // Traces: a failed navigation's error tells what happened before it failed.
        do {
            try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Inbox")).top(.tabs))
        } catch let error as ScreenContainerNotFoundError {
            print(error)  // the message, as before: top(.tabs) on HeadlessNavigationController: no container matches .tabs ...
            print(error.trace?.description ?? "")  // Navigation #3 failed: ... ran push(Inbox) ... undid stack on ...
        }

        // Pictures: the tree and a route, as text or Mermaid.
        print(ScreenDiagram.text(of: window))
        print(
            ScreenDiagram.mermaid(
                route: HeadlessWindowRoute().top(.stack).push(chat).fallback(to: HeadlessWindowRoute().top(.container).present(chat))))
        // README ends

        session.isLoggedIn = false
        await #expect(throws: ScreenPolicyError.self) {
            try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Profile")))
        }
        #expect(analytics == ["top(.stack).push(Inbox).top(.tabs)", "top(.stack).push(Profile)"])
        #expect(recorder.lines.contains("#3 undone: stack on HeadlessNavigationController"))
        _ = (events, gate, tracking)
    }
}

/// The app's login state, a reference the policy reads when it runs.
@MainActor
final class LoginState {
    var isLoggedIn = false
}
