import NavDSL
import NavDSLSwiftUI
import Testing

/// Completions that can be trusted: immediate, deferred (tests acknowledge), acknowledged (the
/// views' probe acknowledges, the watchdog covers a lost one), and dismissals layer by layer.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct SwiftUICompletionTests {
    @Test func immediateChangesCompleteInTheCallThatMakesThem() async throws {
        let scene = try await ModelScene.home()
        var done = false
        scene.navigator.navigate(to: SwiftUIWindowRoute().top(.stack).push(chat(1)).top(.container).present(ModelScreen("Sheet"))) { _ in
            done = true
        }
        #expect(done)
        #expect(!scene.window.hasPendingTransitions)
    }

    /// The study's §3.5: an acknowledgement completes only what was pending when the UI settled,
    /// so the second of two chained presentations is not completed before it was rendered.
    @Test func oneAcknowledgementCompletesOnlyWhatWasPending() async throws {
        let scene = try await ModelScene.home(completion: .deferred)
        var result: Result<Void, any Error>?
        let route = SwiftUIWindowRoute().top(.container).present(ModelScreen("Settings")).top(.container).present(chat(9))
        scene.navigator.navigate(to: route) { result = $0 }
        #expect(scene.presentedChain.map(\.description) == ["Settings"])
        #expect(scene.window.hasPendingTransitions)

        scene.window.completePendingTransitions()
        #expect(scene.presentedChain.map(\.description) == ["Settings", "Chat(9)"])
        #expect(result == nil, "the second presentation is in flight")
        #expect(scene.window.hasPendingTransitions)

        scene.window.completePendingTransitions()
        #expect(result.map { (try? $0.get()) != nil } == true)
        #expect(!scene.window.hasPendingTransitions)
    }

    @Test func completeNextTransitionCompletesTheOldestOnly() async throws {
        let scene = try await ModelScene.home(completion: .deferred)
        var finished = 0
        scene.navigator.navigate(to: SwiftUIWindowRoute().top(.stack).push(chat(1))) { _ in finished += 1 }
        scene.navigator.navigate(to: SwiftUIWindowRoute().top(.stack).push(chat(2))) { _ in finished += 1 }
        #expect(scene.names(scene.rootStack) == ["Home", "Chat(1)"], "the second navigation waits for the first change")
        #expect(scene.window.completeNextTransition())
        #expect(finished == 1)
        #expect(scene.names(scene.rootStack) == ["Home", "Chat(1)", "Chat(2)"])
        #expect(scene.window.completeNextTransition())
        #expect(!scene.window.completeNextTransition())
        #expect(finished == 2)
    }

    @Test func acknowledgedChangesCompleteWhenTheProbeAcknowledges() async throws {
        let scene = try await ModelScene.tabs(completion: .acknowledged)
        var acknowledgements = 0
        // What the views' probe does: acknowledge on a later turn, never during the update.
        let probe = scene.window.signal.observe {
            Task { @MainActor in
                acknowledgements += 1
                scene.window.completePendingTransitions()
            }
        }
        try await scene.navigator.navigateAndWait(
            to: SwiftUIWindowRoute().top(.tabs).selectTab(with: .index(1)).top(.stack).push(chat(1)).top(.container).present(
                ModelScreen("Sheet")))
        probe.cancel()
        #expect(acknowledgements >= 3)
        #expect(scene.window.notes.isEmpty, "no watchdog was needed")
        #expect(scene.presentedChain.map(\.description) == ["Sheet"])
    }

    @Test func aLostAcknowledgementIsCompletedByTheWatchdogAndNoted() async throws {
        let scene = try await ModelScene.home(completion: .acknowledged)
        scene.window.watchdog = .milliseconds(20)
        let logger = NoteLogger()
        scene.window.logger = logger

        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.stack).push(chat(1)))
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.container).present(ModelScreen("Sheet")))

        #expect(scene.names(scene.rootStack) == ["Home", "Chat(1)"], "the change stands: it is probably on screen")
        #expect(scene.window.notes.count == 2)
        #expect(scene.window.notes.first?.hasPrefix("divergence: stack change of SwiftUIStackModel was not acknowledged") == true)
        #expect(logger.lines == scene.window.notes)
        #expect(!scene.window.hasPendingTransitions)
    }

    @Test func anAcknowledgedChangeStopsItsWatchdog() async throws {
        let scene = try await ModelScene.home(completion: .acknowledged)
        scene.window.watchdog = .milliseconds(20)
        var done = false
        scene.navigator.navigate(to: SwiftUIWindowRoute().top(.stack).push(chat(1))) { _ in done = true }
        scene.window.completePendingTransitions()
        #expect(done)
        try await Task.sleep(for: .milliseconds(60))
        #expect(scene.window.notes.isEmpty)
    }

    @Test func severalLayersGoInOneUpdateWhenAllowed() async throws {
        let scene = try await threeSheets(completion: .deferred)
        var finished = false
        scene.navigator.navigate(to: SwiftUIWindowRoute().root.dismissAll()) { _ in finished = true }
        #expect(scene.presentedChain.isEmpty, "one update takes every layer down")
        scene.window.completePendingTransitions()
        #expect(finished)
        #expect(scene.window.transitions.map(\.description) == ["dismiss A from SwiftUIStackModel animated"])
    }

    @Test func withoutMultipleDismissalsLayersGoTopDownOnePerAcknowledgement() async throws {
        let scene = try await threeSheets(completion: .deferred)
        scene.window.allowsMultipleDismissalsInOneUpdate = false
        var finished = false
        scene.navigator.navigate(to: SwiftUIWindowRoute().root.dismissAll()) { _ in finished = true }
        #expect(scene.presentedChain.map(\.description) == ["A", "B"])
        scene.window.completePendingTransitions()
        #expect(scene.presentedChain.map(\.description) == ["A"])
        scene.window.completePendingTransitions()
        #expect(scene.presentedChain.isEmpty)
        #expect(!finished)
        scene.window.completePendingTransitions()
        #expect(finished)
        #expect(
            scene.window.transitions.map(\.description) == [
                "dismiss C from B animated", "dismiss B from A animated", "dismiss A from SwiftUIStackModel animated",
            ])
    }

    @Test func withoutMultipleDismissalsImmediateModeStillGoesTopDown() async throws {
        let scene = try await threeSheets(completion: .immediate)
        scene.window.allowsMultipleDismissalsInOneUpdate = false
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().root.dismissAll())
        #expect(scene.presentedChain.isEmpty)
        #expect(scene.window.transitions.map(\.container) == ["C", "B", "A"])
    }

    @Test func theSignalSaysWhetherTheChangeIsAnimated() async throws {
        let scene = try await ModelScene.home()
        let stack = try #require(scene.rootStack)
        var seen: [Bool] = []
        let observation = stack.signal.observe { seen.append(stack.signal.isAnimated) }
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.stack).push(chat(1)))
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.stack).push(chat(2), animation: nil))
        observation.cancel()
        #expect(!observation.isActive)
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.stack).pop())
        #expect(seen == [true, false], "a cancelled observer is not called")
    }

    /// Home with A, B and C presented one above the other, then `completion`.
    private func threeSheets(completion: SwiftUICompletionMode) async throws -> ModelScene {
        let scene = try await ModelScene.home()
        for name in ["A", "B", "C"] {
            try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.container).present(ModelScreen(name)))
        }
        scene.window.completion = completion
        scene.window.resetLogs()
        return scene
    }
}

/// Keeps the info lines a window passes to its logger.
@MainActor
final class NoteLogger: ScreenLogger {
    var lines: [String] = []
    func info(_ message: @autoclosure () -> String) { lines.append(message()) }
    func error(_ error: @autoclosure () -> any Error) {}
}
