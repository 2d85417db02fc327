import NavDSL
import NavDSLHeadless
import Testing

/// The settled surprises of issue 11: what `separated` separates, what the async `navigate`
/// returns, and completions that capture a helper's local state.
@MainActor
@Suite struct NavigateResultTests {
    @Test func asyncNavigateReturnsTheContainerTheRouteEndedOn() async throws {
        let app = try await HeadlessApp.homeStack()
        let stack = try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Chat")))
        #expect(stack === app.rootStack)
        let chat = try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container))
        #expect(chat.description == "Chat")
        let presented = try await app.navigator.navigateAndWait(
            from: chat, to: ScreenRootRoute<HeadlessViewController>().present(HeadlessScreen(name: "Sheet")).presented)
        #expect(presented.description == "Sheet")
    }

    @Test func aSeparatedEditMergesWithNeitherNeighbour() async throws {
        let app = try await HeadlessApp.homeStack()
        var route = HeadlessWindowRoute().top(.stack)
        for index in 0..<100 { route = route.push(HeadlessScreen(name: "P\(index)"), separated: true) }
        try await app.navigator.navigateAndWait(to: route.popToRoot())
        #expect(app.window.transitions.count == 101)
        #expect(app.stackNames == ["Home"])
    }

    @Test func editsAroundASeparatedOneStillMergeWithEachOther() async throws {
        let app = try await HeadlessApp.homeStack()
        let route = HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "A")).push(HeadlessScreen(name: "B"))
            .push(HeadlessScreen(name: "C"), separated: true).pop().pop()
        try await app.navigator.navigateAndWait(to: route)
        #expect(app.window.transitions.map(\.detail) == ["added [A, B]", "added [C]", "removed [B, C]"])
    }

    @Test func aLocalHelperFunctionCanCaptureALocalVarInItsCompletion() async throws {
        let app = try await HeadlessApp.homeStack()
        var finished = 0
        func push(_ name: String) {
            app.navigator.navigate(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: name))) { result in
                if case .success = result { finished += 1 }
            }
        }
        push("A")
        push("B")
        #expect(finished == 2)
    }
}
