import NavDSL
import NavDSLHeadless
import Testing

/// The opt-in leak check reports removed containers that stay alive, and only those.
@MainActor
@Suite struct LeakCheckTests {
    let fixture: HeadlessApp

    init() async throws {
        fixture = try await HeadlessApp.homeStack(logged: true)
        fixture.navigator.leakCheck = ScreenLeakCheck(delay: .milliseconds(10))
    }

    var leakLines: [String] { fixture.log.lines.filter { $0.contains("was removed from the tree but is still alive") } }

    /// Pushes a controller, keeps it, pops it: a known leak.
    func leak(named name: String) async throws -> HeadlessViewController? {
        var kept: HeadlessViewController?
        try await fixture.navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: name)).stackTop.get { kept = $0 })
        try await fixture.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).pop())
        return kept
    }

    /// Waits (the main actor is shared with other suites) until `count` leaks were reported.
    func waitForLeaks(_ count: Int) async throws {
        for _ in 0..<500 where leakLines.count < count {
            try await Task.sleep(for: .milliseconds(10))
        }
    }

    @Test func poppedControllerKeptAliveIsReported() async throws {
        let kept = try await leak(named: "Chat")
        try await waitForLeaks(1)
        #expect(leakLines.count == 1)
        #expect(leakLines.first?.contains("Chat was removed") == true)
        #expect(kept != nil)
    }

    @Test func releasedControllersAreNotReported() async throws {
        try await fixture.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Chat")))
        try await fixture.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(HeadlessScreen(name: "Sheet")))
        try await fixture.navigator.navigateAndWait(to: HeadlessWindowRoute().root.dismissAll().top(.stack).pop())
        let sentinel = try await leak(named: "Sentinel")
        try await waitForLeaks(1)
        #expect(leakLines.count == 1)
        #expect(leakLines.first?.contains("Sentinel was removed") == true, "only the kept controller is reported")
        #expect(sentinel != nil)
    }
}
