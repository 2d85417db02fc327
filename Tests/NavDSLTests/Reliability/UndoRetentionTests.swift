import NavDSL
import NavDSLHeadless
import Testing

/// A navigation whose step never completes keeps no screens alive through its undo log (review
/// R16): what the log only compares with or removes is held weakly, and what it would put back is
/// let go once the run has waited the navigator's retention.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct UndoRetentionTests {
    /// A step whose completion the test holds (a login that never answers, a network call).
    @MainActor
    final class PendingStep {
        var completion: ScreenCompletion<Void>?
    }

    struct Pending: ScreenAction {
        let step: PendingStep

        func perform(container: HeadlessNavigationController, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
            step.completion = completion
        }
    }

    struct Failure: Error {}

    let app: HeadlessApp

    init() async throws {
        app = try await HeadlessApp.homeStack()
    }

    @Test func aScreenTheUserClosesWhileTheNavigationWaitsIsReleased() async throws {
        let step = PendingStep()
        weak var chat: HeadlessViewController?
        var result: Result<Void, any Error>?
        app.navigator.navigate(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Chat")).then(Pending(step: step))) {
            result = $0
        }
        chat = app.rootStack?.topViewController
        #expect(chat != nil && step.completion != nil)
        // The user goes back while the navigation waits: nothing of NavDSL's may keep Chat.
        app.rootStack?.popViewController(animated: false)
        #expect(chat == nil, "the undo entry of the push kept the screen the user closed")
        step.completion?(.failure(Failure()))
        #expect(throws: Failure.self) { try result?.get() }
        #expect(app.stackNames == ["Home"])
    }

    @Test func afterTheRetentionAWaitingNavigationLetsGoOfWhatItWouldPutBack() async throws {
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Chat")).push(HeadlessScreen(name: "Photo")))
        weak let photo = app.rootStack?.topViewController
        app.navigator.undoRetention = .milliseconds(20)
        let step = PendingStep()
        var result: Result<Void, any Error>?
        app.navigator.navigate(to: HeadlessWindowRoute().top(.stack).popToRoot().then(Pending(step: step))) { result = $0 }
        #expect(app.stackNames == ["Home"] && photo != nil, "held for a rollback while the retention runs")
        for _ in 0..<200 where photo != nil { try await Task.sleep(for: .milliseconds(5)) }
        #expect(photo == nil, "the popped screens outlived the retention")
        step.completion?(.failure(Failure()))
        #expect(throws: Failure.self) { try result?.get() }
        #expect(app.stackNames == ["Home"], "past the retention a failure leaves the changes as they are")
    }

    @Test func withinTheRetentionAFailureStillPutsEverythingBack() async throws {
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Chat")))
        let step = PendingStep()
        var result: Result<Void, any Error>?
        app.navigator.navigate(to: HeadlessWindowRoute().top(.stack).popToRoot().then(Pending(step: step))) { result = $0 }
        try await Task.sleep(for: .milliseconds(20))
        step.completion?(.failure(Failure()))
        #expect(throws: Failure.self) { try result?.get() }
        #expect(app.stackNames == ["Home", "Chat"])
    }
}
