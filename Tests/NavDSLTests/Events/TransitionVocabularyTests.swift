import NavDSL
import NavDSLHeadless
import Testing

/// One type for a change to the tree (`ScreenTransition`, in the window's log and in the
/// navigator's reports), and distinct words and tokens for navigator listeners and policies.
@MainActor
@Suite struct TransitionVocabularyTests {
    @Test func theRecorderAndTheWindowLogTheSameChangesAsOneType() async throws {
        let window = HeadlessWindow()
        let navigator = ScreenNavigator(window: window, logger: nil)
        let recorder = ScreenNavigationRecorder(navigator)
        try await navigator.navigateAndWait(
            to: HeadlessWindowRoute()
                .setRoot(to: HeadlessScreen(name: "Home").withStackContainer(), animation: nil)
                .makeKeyAndVisible()
                .top(.stack).push(HeadlessScreen(name: "Chat"))
                .top(.container).present(HeadlessScreen(name: "Sheet")))

        let reported: [ScreenTransition] = recorder.transitions
        let logged: [ScreenTransition] = window.transitions
        // The navigator reports making the window key; the window logs no transition for it.
        #expect(reported.map(\.kind) == [.root, .keyWindow, .stack, .present])
        #expect(logged.map(\.kind) == [.root, .stack, .present])
        #expect(reported.map(\.container) == ["HeadlessWindow", "HeadlessWindow", "HeadlessNavigationController", "Chat"])
        // What only the container knows stays in its own log.
        #expect(reported.allSatisfy { $0.animation == nil && $0.detail.isEmpty })
        #expect(logged.last?.animated == true)
    }

    @Test func aCustomChangeIsReportedAsCustomAndItsUndoAsTheSameTransition() async throws {
        let window = HeadlessWindow()
        let navigator = ScreenNavigator(window: window, logger: nil)
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().setRoot(to: HeadlessScreen(name: "Home")))
        let recorder = ScreenNavigationRecorder(navigator)
        var flag = false
        let failing = HeadlessWindowRoute().get { _ in
            navigator.performUndoableChange(
                { done in
                    flag = true
                    done(.success(()))
                },
                undo: { done in
                    flag = false; done()
                }, completion: { _ in })
        }.fail(with: ScreenCanceledError())

        await #expect(throws: ScreenCanceledError.self) { try await navigator.navigateAndWait(to: failing) }
        #expect(flag == false)
        #expect(recorder.transitions.map(\.kind) == [.custom])
        let undone = recorder.events.compactMap { event -> ScreenTransition? in
            if case .undone(let change) = event.kind { change } else { nil }
        }
        #expect(undone == recorder.transitions)
        #expect(recorder.lines.contains { $0.hasSuffix("undone: custom on HeadlessWindow") })
    }

    @Test func aCancelledPolicyTokenStopsThePolicyAndLeavesListenersAlone() async throws {
        let window = HeadlessWindow()
        let navigator = ScreenNavigator(window: window, logger: nil)
        var heard = 0
        let listener: ScreenRegistrationToken = navigator.addListener { event in
            if case .finished = event.kind { heard += 1 }
        }
        let policy: ScreenRegistrationToken = navigator.addPolicy(named: "closed") { _, decide in decide(.cancel(reason: "closed")) }

        await #expect(throws: ScreenPolicyError.self) {
            try await navigator.navigateAndWait(to: HeadlessWindowRoute().setRoot(to: HeadlessScreen(name: "Home")))
        }
        policy.cancel()
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().setRoot(to: HeadlessScreen(name: "Home")))

        #expect(policy.isCancelled && !listener.isCancelled)
        #expect(heard == 2)
        #expect(window.transitions.map(\.kind) == [.root])
    }
}
