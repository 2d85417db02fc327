import NavDSL
import NavDSLHeadless
import Testing

/// Links accepted but not yet navigated: logout sends them back to pending, re-entrant callbacks
/// never make a link complete twice or never, one login flow serves every waiting link, and a
/// released manager completes what it still holds.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct DeeplinkLifecycleTests {
    let app = HeadlessApp(root: DeeplinkApp.loggedInTabs())
    let manager: DeeplinkManager

    init() {
        manager = DeeplinkApp.manager(for: app)
        manager.activate(.launch)
        manager.activate(.authorized)
    }

    var chats: [String] { HeadlessTrees.names(app.stack(tab: 0)) }

    // MARK: Hole 1: logout stops an accepted link

    @Test func logoutWhileAnInterceptorWaitsSendsTheLinkBackToPending() async throws {
        let holder = HoldingInterceptor()
        manager.addInterceptor(holder)
        var result: Result<Void, any Error>?
        manager.handle("app://chat/5") { result = $0 }
        manager.deactivate(.authorized)  // logout while the interceptor waits
        holder.release(.proceed)
        #expect(result == nil, "the link waits again; its completion is kept for its next run")
        #expect(chats == ["Chats"])
        #expect(app.window.transitions.isEmpty)
        #expect(manager.pendingURL(in: .authorized)?.original == "app://chat/5")

        manager.activate(.authorized)  // next login: the interceptors run again
        #expect(holder.waiting.count == 1)
        holder.release(.proceed)
        #expect(throws: Never.self) { try result?.get() }
        #expect(result != nil)
        #expect(chats == ["Chats", "Chat(5)"])
    }

    @Test func logoutWhileTheLinkIsQueuedBehindATransitionSendsItBackToPending() async throws {
        app.window.animationMode = .deferred
        app.navigator.navigate(to: HeadlessWindowRoute().top(.container).present(HeadlessScreen(name: "Sheet"))) { _ in }
        var result: Result<Void, any Error>?
        manager.handle("app://chat/6") { result = $0 }
        manager.deactivate(.authorized)
        app.window.completePendingTransitions()  // the sheet is up; the queued link's route starts now
        app.window.animationMode = .immediate
        #expect(result == nil)
        #expect(chats == ["Chats"])
        #expect(manager.pendingURL(in: .authorized)?.original == "app://chat/6")
        #expect(app.log.lines.contains { $0.contains("is pending again") })

        manager.activate(.authorized)
        #expect(throws: Never.self) { try result?.get() }
        #expect(chats == ["Chats", "Chat(6)"])
    }

    @Test func aLinkSentBackToPendingIsSupersededByANewerOne() async throws {
        let holder = HoldingInterceptor()
        manager.addInterceptor(holder)
        var results: [String: Result<Void, any Error>] = [:]
        manager.handle("app://chat/1") { results["1"] = $0 }
        manager.deactivate(.authorized)
        manager.handle("app://chat/2") { results["2"] = $0 }  // pending: newer than link 1
        holder.release(.proceed)
        #expect(code(results["1"]) == .superseded)
        #expect(manager.pendingURL(in: .authorized)?.original == "app://chat/2")
    }

    // MARK: Hole 2: re-entrant callbacks

    @Test func aSupersededLinksCompletionThatHandlesAnotherLinkCompletesEachOnce() async throws {
        manager.deactivate(.authorized)
        var calls: [String: [Result<Void, any Error>]] = [:]
        manager.handle("app://chat/1") { [manager] result in
            calls["1", default: []].append(result)
            if calls["1"]?.count == 1 { manager.handle("app://chat/3") { calls["3", default: []].append($0) } }
        }
        manager.handle("app://chat/2") { calls["2", default: []].append($0) }
        manager.activate(.authorized)
        #expect(calls["1"]?.count == 1)
        #expect(code(calls["1"]?.first) == .superseded)
        #expect(code(calls["2"]?.first) == .superseded)
        #expect(calls["3"]?.count == 1)
        #expect(chats == ["Chats", "Chat(3)"])
    }

    @Test func aLoggerThatHandlesALinkCannotMakeAwaitingCallersResumeTwice() async throws {
        let logger = ReentrantLogger()
        let navigator = ScreenNavigator(window: app.window, logger: logger)
        let manager = DeeplinkManager(navigator: navigator, schemes: ["app"])
        manager.register(ChatDeeplink.self)
        let first = Task { try await manager.handle("app://chat/1") }
        while manager.pendingURL(in: .authorized)?.original != "app://chat/1" { await Task.yield() }
        var third: Result<Void, any Error>?
        logger.onSuperseded = { manager.handle("app://chat/3") { third = $0 } }
        let second = Task { try await manager.handle("app://chat/2") }
        while manager.pendingURL(in: .authorized)?.original != "app://chat/3" { await Task.yield() }
        manager.activate(.authorized)
        await #expect(throws: DeeplinkError.self) { try await first.value }
        await #expect(throws: DeeplinkError.self) { try await second.value }
        #expect(throws: Never.self) { try third?.get() }
        #expect(third != nil)
        #expect(chats == ["Chats", "Chat(3)"])
    }

    // MARK: Hole 3: one login flow for every waiting link

    @Test func twoLinksWhileLoggedOutShareOneLoginFlowAndBothComplete() async throws {
        var shown = 0
        let session = LoginSession()
        var onLogin: (@MainActor () -> Void)?
        manager.addInterceptor(
            DeeplinkAuthorizationInterceptor(isAuthorized: { session.isLoggedIn }) { navigator, done in
                shown += 1
                navigator.navigate(to: HeadlessWindowRoute().top(.container).present(HeadlessScreen(name: "Login"))) { _ in }
                onLogin = { done(true) }  // the README's pattern: the latest flow's callback wins
            })
        var results: [Result<Void, any Error>] = []
        manager.handle("app://chat/1") { results.append($0) }
        manager.handle("app://chat/2") { results.append($0) }
        #expect(shown == 1)
        session.isLoggedIn = true
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().root.dismiss())
        onLogin?()
        onLogin?()  // a second callback is ignored
        #expect(results.count == 2)
        #expect(results.allSatisfy { (try? $0.get()) != nil })
        #expect(chats == ["Chats", "Chat(2)"])
    }

    // MARK: Hole 4: a released manager completes its pending links

    @Test func aReleasedManagerCompletesItsPendingLinkWithATypedError() async throws {
        var result: Result<Void, any Error>?
        weak var released: DeeplinkManager?
        do {
            let manager = DeeplinkApp.manager(for: app)
            manager.handle("app://chat/1") { result = $0 }
            released = manager
        }
        for _ in 0..<100 where result == nil { await Task.yield() }
        #expect(released == nil)
        #expect(code(result) == .released)
    }

    @Test func anAwaitingCallerOfAReleasedManagerThrows() async throws {
        let app = self.app
        let waiter = Task {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                DeeplinkApp.manager(for: app).handle("app://chat/1") { continuation.resume(with: $0) }
            }
        }
        await #expect { try await waiter.value } throws: { ($0 as? DeeplinkError)?.code == .released }
    }

    func code(_ result: Result<Void, any Error>?) -> DeeplinkError.Code? {
        guard case .failure(let error) = result else { return nil }
        return (error as? DeeplinkError)?.code
    }
}

/// Holds every link until the test releases it: an interceptor waiting for something asynchronous.
@MainActor
final class HoldingInterceptor: DeeplinkInterceptor {
    var waiting: [@MainActor (DeeplinkInterception) -> Void] = []

    func intercept(_ request: DeeplinkRequest, navigator: ScreenNavigator, completion: @escaping @MainActor (DeeplinkInterception) -> Void)
    {
        waiting.append(completion)
    }

    func release(_ decision: DeeplinkInterception) {
        let completions = waiting
        waiting = []
        for completion in completions { completion(decision) }
    }
}

/// A logger whose first "superseded" line runs `onSuperseded`: a logger that handles a link.
@MainActor
private final class ReentrantLogger: ScreenLogger {
    var onSuperseded: (@MainActor () -> Void)?

    func info(_ message: @autoclosure () -> String) {
        guard message().contains("superseded"), let action = onSuperseded else { return }
        onSuperseded = nil
        action()
    }

    func error(_ error: @autoclosure () -> any Error) {}
}
