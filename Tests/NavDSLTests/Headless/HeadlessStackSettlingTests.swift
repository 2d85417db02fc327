import NavDSL
import NavDSLHeadless
import Testing

/// A headless stack says whether an edit has a transition to settle after, per instance and moment.
///
/// Never in a window whose transitions complete at once; while its own deferred transition runs
/// otherwise. Edits worked out either way give the same stacks.
@MainActor
@Suite struct HeadlessStackSettlingTests {
    let stack = HeadlessTrees.stack(["Home", "Chat"])
    let window: HeadlessWindow

    init() {
        window = HeadlessTrees.window(root: stack)
    }

    @Test func aStackInAnImmediateWindowIsAlwaysSettled() async throws {
        #expect(stack.isStackContainerSettled)
        stack.pushViewController(HeadlessTrees.controller("Detail"), animated: true)
        #expect(stack.isStackContainerSettled, "the push completed at once")
        try await ScreenNavigator(window: window, logger: nil).navigateAndWait(to: HeadlessWindowRoute().top(.stack).popToRoot())
        #expect(HeadlessTrees.names(stack) == ["Home"])
        #expect(stack.isStackContainerSettled)
    }

    @Test func aDeferredTransitionIsInFlightUntilItCompletes() {
        window.animationMode = .deferred
        stack.pushViewController(HeadlessTrees.controller("Detail"), animated: true)
        #expect(!stack.isStackContainerSettled, "its own animated push still runs")
        window.completePendingTransitions()
        #expect(stack.isStackContainerSettled)
        stack.pushViewController(HeadlessTrees.controller("Quiet"), animated: false)
        #expect(stack.isStackContainerSettled, "an unanimated change runs no transition")
    }

    @Test func aPopRequestedDuringATransitionSettlesAndPopsWhatTheTransitionLeaves() async throws {
        window.animationMode = .deferred
        let navigator = ScreenNavigator(window: window, logger: nil)
        stack.pushViewController(HeadlessTrees.controller("Detail"), animated: true)
        var result: Result<Void, any Error>?
        navigator.navigate(to: HeadlessWindowRoute().top(.stack).pop()) { result = $0 }
        window.completePendingTransitions()
        #expect(throws: Never.self) { try result?.get() }
        #expect(result != nil)
        #expect(HeadlessTrees.names(stack) == ["Home", "Chat"], "the pop took off the controller the running push added")
        #expect(stack.isStackContainerSettled)
    }
}
