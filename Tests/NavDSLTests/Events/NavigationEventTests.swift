import NavDSL
import NavDSLHeadless
import Testing

/// The navigator's event stream: what is emitted, in which order, and that nothing is built when
/// nobody observes.
@MainActor
@Suite struct NavigationEventTests {
    let app: HeadlessApp
    let recorder: ScreenNavigationRecorder

    init() async throws {
        app = try await HeadlessApp.homeStack()
        recorder = ScreenNavigationRecorder(app.navigator)
    }

    @Test func successfulNavigationReportsRequestStartActionsTransitionAndFinish() async throws {
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Chat")))
        #expect(
            recorder.lines == [
                "#2 requested (queued, 0 ahead): top(.stack).push(Chat)",
                "#2 started: top(.stack).push(Chat)",
                "#2 top(.stack) on HeadlessWindow",
                "#2 push(Chat) on HeadlessNavigationController",
                "#2 transition: stack on HeadlessNavigationController",
                "#2 finished",
            ])
        guard case .finished(.success, let duration)? = recorder.events.last?.kind else { return #expect(Bool(false)) }
        #expect(duration >= .zero)
    }

    @Test func failureReportsTheUndoOfEachChangeThenTheError() async throws {
        let route = HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Chat")).fail(with: ProbeError())
        await #expect(throws: ProbeError.self) { try await app.navigator.navigateAndWait(to: route) }
        #expect(
            recorder.lines == [
                "#2 requested (queued, 0 ahead): top(.stack).push(Chat).fail(with: ProbeError)",
                "#2 started: top(.stack).push(Chat).fail(with: ProbeError)",
                "#2 top(.stack) on HeadlessWindow",
                "#2 push(Chat) on HeadlessNavigationController",
                "#2 transition: stack on HeadlessNavigationController",
                "#2 fail(with: ProbeError) on HeadlessNavigationController",
                "#2 undo 1 change",
                "#2 undone: stack on HeadlessNavigationController",
                "#2 failed: ProbeError()",
            ])
        #expect(app.stackNames == ["Home"])
    }

    @Test func fallbackReportsTheErrorItCaught() async throws {
        let route = HeadlessWindowRoute().top(.tabs).fallback(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Chat")))
        try await app.navigator.navigateAndWait(to: route)
        let lines = recorder.lines.dropFirst(2)
        #expect(
            Array(lines) == [
                "#2 ….fallback(to: …) on HeadlessWindow",
                "#2 top(.tabs) on HeadlessWindow",
                "#2 fallback after: top(.tabs) on HeadlessWindow: no container matches .tabs on the visible path from HeadlessWindow. "
                    + "Show it first, search with another predicate, or add a .fallback(to:).",
                "#2 top(.stack) on HeadlessWindow",
                "#2 push(Chat) on HeadlessNavigationController",
                "#2 transition: stack on HeadlessNavigationController",
                "#2 finished",
            ])
    }

    @Test func cancelledNavigationReportsTheCancellationThenTheUndo() async throws {
        app.window.animationMode = .deferred
        let route = HeadlessWindowRoute().top(.container).present(HeadlessScreen(name: "Sheet")).stack.push(HeadlessScreen(name: "Chat"))
        let running = Task { try await app.navigator.navigateAndWait(to: route) }
        for _ in 0..<1_000 where !app.window.hasPendingTransitions { await Task.yield() }
        running.cancel()
        for _ in 0..<10 { await Task.yield() }
        app.window.completePendingTransitions()
        await #expect(throws: ScreenCanceledError.self) { try await running.value }
        let kinds = recorder.events.map { "\($0.kind)".prefix(9) }
        #expect(kinds.suffix(4) == ["cancelled", "undo 1 ch", "undone: p", "failed: t"])
    }

    @Test func actionThatNeverCompletesReportsATimeout() async throws {
        app.navigator.actionTimeout = .milliseconds(20)
        await #expect(throws: ScreenActionTimeoutError.self) {
            try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().then(StuckAction()))
        }
        #expect(recorder.lines.contains("#2 timed out: neverCompletes() on HeadlessWindow after 0.02 seconds"))
        #expect(recorder.lines.last?.hasPrefix("#2 failed: neverCompletes() on HeadlessWindow: neverCompletes() did not complete") == true)
    }

    @Test func navigationRequestedInsideAnotherIsReportedAsNestedInIt() async throws {
        let navigator = app.navigator
        let route = HeadlessWindowRoute().get { _ in navigator.navigate(to: HeadlessWindowRoute().top(.stack).pop()) }
        try await navigator.navigateAndWait(to: route)
        #expect(
            recorder.lines == [
                "#2 requested (queued, 0 ahead): get()",
                "#2 started: get()",
                "#2 get() on HeadlessWindow",
                "#3 requested (nested in #2): top(.stack).pop()",
                "#3 started: top(.stack).pop()",
                "#3 top(.stack) on HeadlessWindow",
                "#3 pop() on HeadlessNavigationController",
                "#3 finished",
                "#2 finished",
            ])
    }

    @Test func navigationQueuedBehindAnotherSaysHowManyAreAhead() async throws {
        app.window.animationMode = .deferred
        app.navigator.navigate(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "A")), completion: nil)
        app.navigator.navigate(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "B")), completion: nil)
        app.navigator.navigate(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "C")), completion: nil)
        app.window.completePendingTransitions()
        app.window.completePendingTransitions()
        app.window.completePendingTransitions()
        #expect(
            recorder.lines.filter { $0.contains("requested") }.map { $0.prefix(27) } == [
                "#2 requested (queued, 0 ahe", "#3 requested (queued, 0 ahe", "#4 requested (queued, 1 ahe",
            ])
        #expect(recorder.transitions.map(\.kind) == [.stack, .stack, .stack])
    }

    @Test func releasedTokenStopsTheObserver() async throws {
        var count = 0
        var token: ScreenRegistrationToken? = app.navigator.addListener { _ in count += 1 }
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack))
        let observed = count
        #expect(observed > 0)
        token = nil
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack))
        #expect(count == observed)
        #expect(token == nil)
    }
}

/// Route text is built only for someone who reads it.
@MainActor
@Suite struct UnobservedEventTests {
    @Test func nothingIsDescribedWhenNobodyObserves() async throws {
        let counter = DescriptionCounter()
        let silent = try await HeadlessApp.homeStack()
        try await silent.navigator.navigateAndWait(to: HeadlessWindowRoute().then(CountingAction(counter: counter)).top(.stack))
        let disabledWindow = HeadlessWindow()
        let disabled = ScreenNavigator(window: disabledWindow, logger: DefaultScreenLogger(isEnabled: false))
        try await disabled.navigateAndWait(to: HeadlessWindowRoute().setRoot(to: HeadlessScreen(name: "Home").withStackContainer()))
        try await disabled.navigateAndWait(to: HeadlessWindowRoute().then(CountingAction(counter: counter)).top(.stack))
        #expect(counter.count == 0)

        var token: ScreenRegistrationToken? = silent.navigator.addListener { _ in }
        try await silent.navigator.navigateAndWait(to: HeadlessWindowRoute().then(CountingAction(counter: counter)).top(.stack))
        #expect(counter.count > 0, "an observer gets the route text")
        token?.cancel()
        token = nil
        let observed = counter.count
        try await silent.navigator.navigateAndWait(to: HeadlessWindowRoute().then(CountingAction(counter: counter)).top(.stack))
        #expect(counter.count == observed, "a cancelled observer costs nothing again")
    }
}

struct ProbeError: Error, CustomStringConvertible {
    var description: String { "ProbeError()" }
}

/// Counts how often something asks for a description.
@MainActor
final class DescriptionCounter {
    var count = 0
}

/// A step that does nothing and counts the times its description is built.
struct CountingAction: ScreenAction {
    let counter: DescriptionCounter

    var description: String {
        MainActor.assumeIsolated { counter.count += 1 }
        return "counting()"
    }

    func perform(container: HeadlessWindow, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        completion(.success(()))
    }
}

/// A step whose completion never comes.
struct StuckAction: ScreenAction {
    var description: String { "neverCompletes()" }

    func perform(container: HeadlessWindow, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {}
}
