import NavDSL
import NavDSLHeadless
import Testing

/// Navigation policies (continue, cancel, redirect), post-navigation tasks, and the trace a failed
/// navigation's error carries.
@MainActor
@Suite struct PolicyAndTraceTests {
    let app: HeadlessApp
    let recorder: ScreenNavigationRecorder

    init() async throws {
        app = try await HeadlessApp.homeStack()
        recorder = ScreenNavigationRecorder(app.navigator)
    }

    @Test func cancellingPolicyStopsTheNavigationBeforeAnyChange() async throws {
        let token = app.navigator.addPolicy(named: "maintenance") { _, decide in decide(.cancel(reason: "down for maintenance")) }
        await #expect(throws: ScreenPolicyError.self) {
            try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Chat")))
        }
        #expect(app.stackNames == ["Home"])
        #expect(recorder.lines.contains("#2 policy maintenance: cancel: down for maintenance"))
        #expect(
            recorder.lines.last
                == "#2 failed: policy 'maintenance' on HeadlessWindow: policy 'maintenance' cancelled the navigation: down for maintenance. Nothing was changed."
        )
        token.cancel()
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Chat")))
        #expect(app.stackNames == ["Home", "Chat"], "a cancelled policy is not asked any more")
    }

    @Test func redirectingPolicyRunsItsRouteInTheSameTurnInstead() async throws {
        let login = HeadlessScreen(name: "Login")
        let token = app.navigator.addPolicy(named: "login") { request, decide in
            decide(request.route.contains("Profile") ? .redirect(to: HeadlessWindowRoute().top(.container).present(login)) : .continue)
        }
        var result: Result<Void, any Error>?
        app.navigator.navigate(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Profile"))) { result = $0 }
        #expect(app.stackNames == ["Home"], "the requested route did not run")
        #expect(app.window.rootViewController?.presentedViewController?.description == "Login")
        let error = try #require(result.flatMap { if case .failure(let error) = $0 { error as? ScreenPolicyError } else { nil } })
        #expect(error.isRedirect)
        #expect(error.detail == "top(.container).present(Login)")
        #expect(
            recorder.lines.dropFirst(2).prefix(3) == [
                "#2 policy login: redirect to top(.container).present(Login)",
                "#2 top(.container) on HeadlessWindow",
                "#2 present(Login) on Home",
            ])
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().root.dismiss())
        #expect(recorder.lines.contains("#3 policy login: continue"))
        _ = token
    }

    @Test func asyncPolicyAnswersLaterWithoutHoldingTheQueue() async throws {
        let token = app.navigator.addPolicy(named: "flags") { _ in
            await Task.yield()
            return .continue
        }
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Chat")))
        #expect(app.stackNames == ["Home", "Chat"])
        #expect(recorder.lines.contains("#2 policy flags: continue"))
        _ = token
    }

    @Test func postNavigationTaskSeesEachResult() async throws {
        var seen: [String] = []
        let token = app.navigator.afterEachNavigation { route, result in
            seen.append("\(route): \((try? result.get()) == nil ? "failed" : "ok")")
        }
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Chat")))
        _ = try? await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.tabs))
        #expect(seen == ["top(.stack).push(Chat): ok", "top(.tabs): failed"])
        _ = token
    }

    @Test func failedNavigationErrorTellsItsStory() async throws {
        let route = HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Chat"))
            .top(.tabs)
            .fallback(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Inbox")).stackTop.presented)
        var caught: ScreenContainerNotFoundError?
        do {
            try await app.navigator.navigateAndWait(to: route)
        } catch let error as ScreenContainerNotFoundError {
            caught = error
        } catch {
            Issue.record("unexpected \(type(of: error)): \(error)")
        }
        let error = try #require(caught)
        #expect(
            error.description
                == "presented on Inbox: Inbox presents nothing. Present a screen first, or search for what is on screen with .top(.container).",
            "the message is the step's own")
        let trace = try #require(error.trace)
        #expect(trace.failingStep == ScreenStep(action: "presented", container: "Inbox"))
        #expect(trace.undone.map(\.kind) == [.stack, .stack])
        #expect(trace.fallbacks.count == 1)
        #expect(
            trace.description == """
                Navigation #2 failed: top(.stack).push(Chat).top(.tabs).fallback(to: top(.stack).push(Inbox).stackTop.presented)
                  ran ….fallback(to: …) on HeadlessWindow
                  ran top(.stack) on HeadlessWindow
                  ran push(Chat) on HeadlessNavigationController
                  ran top(.tabs) on HeadlessNavigationController
                  failed: top(.tabs) on HeadlessNavigationController: no container matches .tabs on the visible path from HeadlessNavigationController. Show it first, search with another predicate, or add a .fallback(to:).
                  undid stack on HeadlessNavigationController
                  fell back after: top(.tabs) on HeadlessNavigationController: no container matches .tabs on the visible path from HeadlessNavigationController. Show it first, search with another predicate, or add a .fallback(to:).
                  ran top(.stack) on HeadlessWindow
                  ran push(Inbox) on HeadlessNavigationController
                  ran stackTop on HeadlessNavigationController
                  ran presented on Inbox
                  failed: presented on Inbox: Inbox presents nothing. Present a screen first, or search for what is on screen with .top(.container).
                  undid stack on HeadlessNavigationController
                """)
        #expect(app.stackNames == ["Home"])
    }

    @Test func longRouteTraceKeepsItsLastEntriesAndCountsTheOthers() async throws {
        var route = HeadlessWindowRoute().top(.stack)
        for _ in 0..<99 { route = route.get { _ in } }
        var caught: ScreenContainerNotFoundError?
        do {
            try await app.navigator.navigateAndWait(to: route.top(.tabs))
        } catch let error as ScreenContainerNotFoundError {
            caught = error
        }
        let trace = try #require(caught?.trace)
        // 101 steps ran (top(.stack), 99 gets, top(.tabs)), then the failure: 102 entries.
        #expect(trace.entries.first == .omitted(trace.omittedEntries), "one gap, before the kept entries")
        #expect(trace.entries.count - 1 + trace.omittedEntries == 102)
        #expect(trace.entries.count - 1 == 33, "the failure and the 32 entries before it")
        #expect(trace.failingStep == ScreenStep(action: "top(.tabs)", container: "HeadlessNavigationController"))
        #expect(trace.steps.dropLast().allSatisfy { $0.action == "get()" }, "the oldest entries went first")
        #expect(trace.description.contains("\n  (\(trace.omittedEntries) entries left out)\n  ran get()"))
    }

    @Test func failingStepSurvivesTheUndoOfALongRoute() async throws {
        // 100 separated pushes, then a failing search: ~100 undo entries follow the failure.
        var route = HeadlessWindowRoute().top(.stack)
        for index in 0..<100 { route = route.push(HeadlessScreen(name: "Page\(index)"), separated: true) }
        var caught: ScreenContainerNotFoundError?
        do {
            try await app.navigator.navigateAndWait(to: route.top(.tabs))
        } catch let error as ScreenContainerNotFoundError {
            caught = error
        }
        #expect(app.stackNames == ["Home"])
        let trace = try #require(caught?.trace)
        let failing = ScreenStep(action: "top(.tabs)", container: "HeadlessNavigationController")
        #expect(trace.failingStep == failing)
        #expect(trace.steps.contains(failing))
        #expect(trace.description.contains("failed: top(.tabs) on HeadlessNavigationController"))
        // The steps right before the failure survive too, and the last entries (undos) are kept.
        #expect(trace.steps.suffix(3).map(\.action) == ["push(Page98)", "push(Page99)", "top(.tabs)"])
        #expect(trace.undone.count >= 32)
        // 102 steps, the failure, 100 undos: every entry is either kept or counted in a gap.
        let gaps = trace.entries.compactMap { if case .omitted(let count) = $0 { count } else { nil } }
        #expect(gaps.count == 2, "one gap before the failure's window, one between it and the tail")
        #expect(gaps.reduce(0, +) == trace.omittedEntries)
        #expect(trace.entries.count - gaps.count + trace.omittedEntries == 203)
        #expect((32 + 1 + 8 + 32..<32 + 1 + 8 + 64).contains(trace.entries.count - gaps.count), "the documented bound")
    }
}
