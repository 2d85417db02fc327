import NavDSL
import NavDSLHeadless
import Testing

/// `result(of:as:timeout:)`: the bounded wait ends with `.timedOut` when the screen does not answer
/// in time, leaves the screen up, and answers normally when the screen reports first.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct ResultTimeoutTests {
    let app: HeadlessApp
    let presentPicker = HeadlessWindowRoute().top(.container).present(ColorPicker())

    init() async throws {
        app = try await HeadlessApp.homeStack(logged: true)
    }

    @Test func silentPickerTimesOutAndStaysUp() async throws {
        await #expect {
            try await app.navigator.result(of: presentPicker, as: String.self, timeout: .milliseconds(20))
        } throws: { error in
            (error as? ScreenResultError)?.kind == .timedOut
                && "\(error)".contains("'ColorPicker' did not report its result in time")
        }
        let picker = try #require(app.window.colorPicker, "a timed-out wait leaves the screen up")
        #expect(!picker.result.isAwaited)
        picker.pick("late")  // dropped: nobody waits any more
        #expect(app.window.colorPicker === picker)
    }

    @Test func pickerAnsweringInTimeGivesTheValue() async throws {
        let navigator = app.navigator
        let waiting = Task {
            // The DocC article "Get an answer from a screen", word for word:
            let color = try await navigator.result(of: presentPicker, as: String.self, timeout: .seconds(30))
            return color
        }
        await yieldUntil { app.window.colorPicker != nil }
        try #require(app.window.colorPicker).pick("teal")
        #expect(try await waiting.value == "teal")
    }

    @Test func routeShowingNoPickerFailsWithNotShownBeforeTheBound() async throws {
        await #expect {
            try await app.navigator.result(
                of: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Plain")), as: String.self, timeout: .seconds(30))
        } throws: { error in
            (error as? ScreenResultError)?.kind == .notShown
        }
    }
}
