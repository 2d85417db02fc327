import NavDSL
import NavDSLHeadless
import Testing

/// `result(of:)`: a screen reports once to whoever showed it; closing it without an answer, a
/// failed or cancelled showing navigation, and a second report each end the wait exactly once.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct ResultTests {
    let app: HeadlessApp
    let presentPicker = HeadlessWindowRoute().top(.container).present(ColorPicker())

    init() async throws {
        app = try await HeadlessApp.homeStack(logged: true)
    }

    /// Collects every completion of a completion-form wait.
    final class Outcomes {
        var all: [Result<String, any Error>] = []
        var error: (any Error)? { if case .failure(let error)? = all.first { error } else { nil } }
    }

    private func waitForPicker(_ route: HeadlessWindowRoute) -> Outcomes {
        let outcomes = Outcomes()
        app.navigator.result(of: route, as: String.self) { outcomes.all.append($0) }
        return outcomes
    }

    // MARK: - Answered

    @Test func presentedPickerAnswersTheAwaitingCaller() async throws {
        let waiting = Task { try await app.navigator.result(of: presentPicker, as: String.self) }
        await yieldUntil { app.window.colorPicker != nil }
        let picker = try #require(app.window.colorPicker)
        #expect(picker.result.isAwaited)
        picker.pick("teal")
        #expect(try await waiting.value == "teal")
        #expect(picker.presentingViewController === app.rootStack, "the wait does not dismiss the screen")
    }

    @Test func completionFormGetsTheValueOnce() async throws {
        let outcomes = waitForPicker(presentPicker.resolve())
        #expect(outcomes.all.isEmpty, "the route waits for the user")
        app.window.colorPicker?.pick("teal")
        #expect(outcomes.all.count == 1)
        #expect(try outcomes.all.first?.get() == "teal")
    }

    @Test func decoratedPickerPushedOnAStackReports() async throws {
        let route = HeadlessWindowRoute().top(.container).present(ColorPicker().withStackContainer()).resolve()
        let outcomes = waitForPicker(route)
        app.window.colorPicker?.pick("red")
        #expect(try outcomes.all.first?.get() == "red")
    }

    // MARK: - Closed without an answer

    @Test func dismissedWithoutAnswerFailsOnceWithDismissed() async throws {
        let outcomes = waitForPicker(presentPicker.resolve())
        let picker = try #require(app.window.colorPicker)
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().root.dismissAll())
        #expect((outcomes.error as? ScreenResultError)?.kind == .dismissed)
        #expect(outcomes.all.count == 1)
        picker.pick("late")
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Chat")))
        #expect(outcomes.all.count == 1, "a late report and later navigations do not complete it again")
        #expect(app.log.lines.contains("Info: ColorPicker reported a result no navigation awaits"))
    }

    @Test func poppedWhileWaitingFailsWithDismissed() async throws {
        let outcomes = waitForPicker(HeadlessWindowRoute().top(.stack).push(ColorPicker()).resolve())
        #expect(app.stackNames == ["Home", "ColorPicker"])
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).pop())
        #expect((outcomes.error as? ScreenResultError)?.kind == .dismissed)
        #expect(outcomes.all.count == 1)
    }

    @Test func poppedOutsideTheNavigatorAndReleasedFailsWithReleased() async throws {
        let outcomes = waitForPicker(HeadlessWindowRoute().top(.stack).push(ColorPicker()).resolve())
        app.rootStack?.popViewController(animated: false)  // a back button: no navigation runs
        await yieldUntil { !outcomes.all.isEmpty }
        #expect((outcomes.error as? ScreenResultError)?.kind == .released)
        #expect(outcomes.all.count == 1)
    }

    @Test func routeShowingNoResultScreenFailsWithNotShown() async throws {
        let outcomes = waitForPicker(HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Chat")).resolve())
        let error = try #require(outcomes.error as? ScreenResultError)
        #expect(error.kind == .notShown)
        #expect(error.description.contains("no screen reporting a result of type String"))
    }

    // MARK: - The showing navigation fails or is cancelled

    @Test func failingNavigationFailsTheWaitWithItsErrorAndUndoesThePicker() async throws {
        let outcomes = waitForPicker(presentPicker.fail(with: TestFailure()).resolve())
        #expect(outcomes.error is TestFailure)
        #expect(outcomes.all.count == 1)
        #expect(app.window.colorPicker == nil, "the presentation was undone")
    }

    @Test func routeThatCannotRunFailsWithTheStepsError() async throws {
        let outcomes = waitForPicker(HeadlessWindowRoute().top(.tabs).selectTab(with: .index(0)).resolve())
        #expect(outcomes.error is ScreenContainerNotFoundError)
    }

    @Test func cancelledWhileTheShowingNavigationRunsThrowsCanceledOnce() async throws {
        app.window.animationMode = .deferred
        let route = presentPicker.get { _ in }
        let waiting = Task { try await app.navigator.result(of: route, as: String.self) }
        await yieldUntil { app.window.hasPendingTransitions }
        waiting.cancel()
        await #expect(throws: ScreenCanceledError.self) { try await waiting.value }
        app.window.completePendingTransitions()
        app.window.completePendingTransitions()
        #expect(app.window.colorPicker == nil, "the cancelled navigation stopped before its next step and was undone")
    }

    @Test func cancelledWhileWaitingForTheAnswerThrowsCanceledAndLeavesTheScreen() async throws {
        let waiting = Task { try await app.navigator.result(of: presentPicker, as: String.self) }
        await yieldUntil { app.window.colorPicker != nil }
        waiting.cancel()
        await #expect(throws: ScreenCanceledError.self) { try await waiting.value }
        #expect(app.window.colorPicker != nil)
    }

    // MARK: - Reported twice

    @Test func secondReportIsIgnoredAndLogged() async throws {
        let outcomes = waitForPicker(presentPicker.resolve())
        let picker = try #require(app.window.colorPicker)
        picker.pick("teal")
        picker.pick("red")
        #expect(outcomes.all.count == 1)
        #expect(try outcomes.all.first?.get() == "teal")
        #expect(picker.result.isReported)
        #expect(
            app.log.lines.contains(
                "Error: 'ColorPicker' reported its result twice; the second report was ignored. A screen reports exactly once."))
    }

    @Test func reportDuringTheShowingNavigationArrivesWhenItSucceeds() async throws {
        app.window.animationMode = .deferred
        let outcomes = waitForPicker(presentPicker.resolve())
        await yieldUntil { app.window.colorPicker != nil }
        app.window.colorPicker?.pick("early")
        #expect(outcomes.all.isEmpty, "the presentation is still running")
        app.window.completePendingTransitions()
        #expect(try outcomes.all.first?.get() == "early")
    }

    // MARK: - Which screen answers

    @Test func screenShownByAPlainNavigationAnswersNoOne() async throws {
        try await app.navigator.navigateAndWait(to: presentPicker)
        let picker = try #require(app.window.colorPicker)
        #expect(!picker.result.isAwaited)
        picker.pick("teal")
        #expect(app.log.lines.contains("Info: ColorPicker reported a result no navigation awaits"))
    }

    @Test func nestedWaitForTheSameTypeClaimsItsOwnScreen() async throws {
        var inner: Result<String, any Error>?
        let gate = NavigatingAction { navigator, completion in
            navigator.result(of: HeadlessWindowRoute().top(.container).present(ColorPicker()), as: String.self) { result in
                inner = result
                navigator.navigate(to: HeadlessWindowRoute().root.dismissAll()) { _ in completion(.success(())) }
            }
        }
        let outer = waitForPicker(HeadlessWindowRoute().then(gate).top(.stack).push(ColorPicker()).resolve())
        app.window.colorPicker?.pick("inner")
        #expect(try inner?.get() == "inner")
        #expect(outer.all.isEmpty)
        #expect(app.stackNames == ["Home", "ColorPicker"])
        app.window.colorPicker?.pick("outer")
        #expect(try outer.all.first?.get() == "outer")
    }
}
