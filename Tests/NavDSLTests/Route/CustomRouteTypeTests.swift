import NavDSL
import NavDSLHeadless
import Testing

/// An app's own route type: it holds its steps as an array, as Nivelir's custom routes do, and
/// relies on `ScreenThenable`'s default `route`.
@MainActor
private struct ChatFlow<Root: ScreenContainer, Current: ScreenContainer>: ScreenThenable {
    let actions: [AnyScreenRouteAction]

    init(route: ScreenRoute<Root, Current>) {
        actions = route.actions
    }
}

/// `ScreenThenable.route`: every fluent method extends it, a `ScreenRoute` is its own, and a
/// custom route type's default rebuilds it from the type's steps.
@MainActor
@Suite struct CustomRouteTypeTests {
    let app = HeadlessApp(root: HeadlessTrees.stack(["Home"]))

    @Test func aCustomRouteTypeIsExtendedFromItsOwnSteps() async throws {
        let flow = ChatFlow(route: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Chats")))
        #expect(flow.route.routeDescription == "top(.stack).push(Chats)")
        let extended = flow.push(HeadlessScreen(name: "Chat"))
        // The push merges with the flow's last step, as it does on a `ScreenRoute`.
        #expect(extended.routeDescription == "top(.stack).setStack(push(Chats), push(Chat))")
        try await app.navigator.navigateAndWait(to: extended)
        #expect(app.stackNames == ["Home", "Chats", "Chat"])
    }

    @Test func anEmptyCustomRouteTypeGivesAnEmptyRoute() {
        let flow = ChatFlow<HeadlessWindow, HeadlessWindow>(route: HeadlessWindowRoute())
        #expect(flow.route.actions.isEmpty)
        #expect(flow.top(.stack).routeDescription == "top(.stack)")
    }

    @Test func aScreenRouteIsItsOwnRoute() {
        let route = HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Chat"))
        #expect(route.route.routeDescription == route.routeDescription)
        #expect(route.route.pop().routeDescription == "top(.stack).setStack(push(Chat), pop())")
    }
}
