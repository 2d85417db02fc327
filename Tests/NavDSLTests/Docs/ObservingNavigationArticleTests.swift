import NavDSL
import NavDSLHeadless
import Testing

/// Holds the "Observing navigation" article's examples: each article block appears word for word
/// between `// Article:` and `// Article: end`, and the test asserts what the article says.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct ObservingNavigationArticleTests {
    let window = HeadlessWindow()
    let chat = HeadlessScreen(name: "Chat", traits: [42])

    private func showHome(logger: (any ScreenLogger)? = nil) async throws -> ScreenNavigator {
        let navigator = ScreenNavigator(window: window, logger: logger)
        try await navigator.navigateAndWait(
            to: HeadlessWindowRoute().setRoot(to: HeadlessScreen(name: "Home").withStackContainer()).makeKeyAndVisible())
        return navigator
    }

    @Test func recorderListsTheEventsInOrder() async throws {
        let navigator = try await showHome()
        // Article: events
        let recorder = ScreenNavigationRecorder(navigator)
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(chat))
        print(recorder.lines.joined(separator: "\n"))
        #expect(recorder.transitions.map(\.kind) == [.stack])  // one stack transition, no presentation
        // Article: end
        #expect(
            recorder.lines == [
                "#2 requested (queued, 0 ahead): top(.stack).push(Chat(42))",
                "#2 started: top(.stack).push(Chat(42))",
                "#2 top(.stack) on HeadlessWindow",
                "#2 push(Chat(42)) on HeadlessNavigationController",
                "#2 transition: stack on HeadlessNavigationController",
                "#2 finished",
            ])
    }

    @Test func userChangesAreEventsApartFromTransitions() async throws {
        let navigator = try await showHome()
        let stack = try #require(window.rootViewController as? HeadlessNavigationController)
        // Article: user changes
        let recorder = ScreenNavigationRecorder(navigator)
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(chat))
        stack.popInteractively()  // the user swipes back
        #expect(recorder.userChanges.map(\.kind) == [.stack])
        #expect(recorder.lines.last == "#0 user changed: stack on HeadlessNavigationController")
        // Article: end
        #expect(recorder.transitions.map(\.kind) == [.stack], "the push; the pop is the user's")
    }

    @Test func listenerHearsAFailureUntilItsTokenGoes() async throws {
        let navigator = try await showHome()
        var failures: [String] = []
        // Article: listener
        let token = navigator.addListener { event in
            if case .finished(.failure(let error), _) = event.kind { failures.append("\(error)") }
        }
        // Article: end
        _ = try? await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.tabs))
        #expect(failures.count == 1)
        token.cancel()
        _ = try? await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.tabs))
        #expect(failures.count == 1, "a cancelled token hears nothing more")
    }

    @Test func policyRefusesWithAReason() async throws {
        let navigator = try await showHome()
        let isDown = true
        // Article: refuse
        let maintenance = navigator.addPolicy(named: "maintenance") { request, decide in
            decide(isDown ? .cancel(reason: "maintenance") : .continue)
        }
        // Article: end
        await #expect(throws: ScreenPolicyError.self) {
            try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(chat))
        }
        #expect(window.hierarchyDescription.contains("Chat") == false)
        maintenance.cancel()
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(chat))
        #expect(window.hierarchyDescription.contains("Chat(42) [top]"))
    }

    @Test func policyRedirectsToTheLogin() async throws {
        let navigator = try await showHome()
        let session = LoginState()
        // Article: redirect
        let gate = navigator.addPolicy(named: "login") { request, decide in
            let needsLogin = request.route.contains("Profile") && !session.isLoggedIn
            decide(needsLogin ? .redirect(to: HeadlessWindowRoute().top(.container).present(HeadlessScreen(name: "Login"))) : .continue)
        }
        // Article: end
        await #expect {
            try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Profile")))
        } throws: { error in
            (error as? ScreenPolicyError)?.isRedirect == true
        }
        #expect(window.hierarchyDescription.contains("presents Login"))
        #expect(!window.hierarchyDescription.contains("Profile"))
        _ = gate
    }

    @Test func asyncPolicyAnswersLater() async throws {
        let navigator = try await showHome()
        let flags = FeatureFlags()
        // Article: async policy
        let flagged = navigator.addPolicy(named: "flags") { request in
            await flags.isEnabled("chat") ? .continue : .cancel(reason: "chat is off")
        }
        // Article: end
        await #expect(throws: ScreenPolicyError.self) {
            try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(chat))
        }
        flags.enabled.insert("chat")
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(chat))
        #expect(window.hierarchyDescription.contains("Chat(42) [top]"))
        _ = flagged
    }

    @Test func failedRouteCarriesItsTrace() async throws {
        let navigator = try await showHome()
        var story = ""
        // Article: trace
        do {
            try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(chat).top(.tabs))
        } catch let error as ScreenContainerNotFoundError {
            print(error)  // top(.tabs) on HeadlessNavigationController: no container matches .tabs ...
            print(error.trace?.description ?? "")  // the story: what ran, what failed, what was undone
            story = error.trace?.description ?? ""
        }
        // Article: end
        #expect(
            story == """
                Navigation #2 failed: top(.stack).push(Chat(42)).top(.tabs)
                  ran top(.stack) on HeadlessWindow
                  ran push(Chat(42)) on HeadlessNavigationController
                  ran top(.tabs) on HeadlessNavigationController
                  failed: top(.tabs) on HeadlessNavigationController: no container matches .tabs on the visible path \
                from HeadlessNavigationController. Show it first, search with another predicate, or add a .fallback(to:).
                  undid stack on HeadlessNavigationController
                """)
        #expect(!window.hierarchyDescription.contains("Chat"), "the push was undone")
    }

    @Test func diagramsDrawTheTreeAndARoute() async throws {
        let navigator = try await showHome()
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(chat))
        // Article: diagrams
        let tree = ScreenDiagram.text(of: window)
        let graph = ScreenDiagram.mermaid(of: window)
        let plan = ScreenDiagram.mermaid(
            route: HeadlessWindowRoute().first(.container(of: chat)).makeVisible().fallback(
                to: HeadlessWindowRoute().top(.stack).push(chat)))
        // Article: end
        #expect(tree == "HeadlessWindow\n  HeadlessNavigationController\n    Home\n    Chat(42) [top]")
        #expect(graph.hasPrefix("graph TD\n  n0[\"HeadlessWindow\"]"))
        #expect(plan.contains("g1 -. fails .-> n4"))
    }

    @Test func recordingLoggerKeepsTheLogLines() async throws {
        // Article: logging
        let log = ScreenRecordingLogger()
        let navigator = ScreenNavigator(window: window, logger: log)
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().setRoot(to: chat))
        #expect(log.lines.first == "Info: Navigating: setRoot(Chat(42))")
        // Article: end
        #expect(log.lines == ["Info: Navigating: setRoot(Chat(42))", "Info: setRoot(Chat(42)) on HeadlessWindow"])
    }
}

/// The flags an async policy asks, standing in for a remote configuration.
@MainActor
final class FeatureFlags {
    var enabled: Set<String> = []
    func isEnabled(_ flag: String) async -> Bool {
        await Task.yield()
        return enabled.contains(flag)
    }
}
