import NavDSL
import Testing

/// The opt-in leak check reports removed containers that stay alive, and only those.
@MainActor
@Suite struct LeakCheckTests {
    let window = HeadlessWindow()
    let log = ScreenRecordingLogger()
    let navigator: ScreenNavigator

    init() async throws {
        navigator = ScreenNavigator(window: window, logger: log)
        navigator.leakCheck = ScreenLeakCheck(delay: .milliseconds(10))
        try await navigator.navigate(to: HeadlessWindowRoute().setRoot(to: HeadlessScreen(name: "Home").withStackContainer()))
    }

    @Test func poppedControllerKeptAliveIsReported() async throws {
        var kept: HeadlessViewController?
        try await navigator.navigate(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Chat")).stackTop.get { kept = $0 })
        try await navigator.navigate(to: HeadlessWindowRoute().top(.stack).pop())
        try await Task.sleep(for: .milliseconds(100))
        let leaks = log.lines.filter { $0.contains("was removed from the tree but is still alive") }
        #expect(leaks.count == 1)
        #expect(leaks.first?.contains("Chat was removed") == true)
        #expect(kept != nil)
    }

    @Test func releasedControllersAreNotReported() async throws {
        try await navigator.navigate(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Chat")))
        try await navigator.navigate(to: HeadlessWindowRoute().top(.container).present(HeadlessScreen(name: "Sheet")))
        try await navigator.navigate(to: HeadlessWindowRoute().root.dismissAll().top(.stack).pop())
        try await Task.sleep(for: .milliseconds(100))
        #expect(!log.lines.contains { $0.contains("still alive") })
    }
}
