import NavDSL
import NavDSLHeadless
import Testing

/// top / first / last: what each finds on trees with tabs, stacks and modal chains.
@MainActor
@Suite struct SearchTests {
    /// Tabs [Chats > Chat, News > Article, Settings], News selected, the tab bar presenting Login > Code.
    let app: HeadlessApp

    init() async throws {
        app = HeadlessApp(root: HeadlessTrees.tabsWithStacks([["Chats", "Chat"], ["News", "Article"], ["!Settings"]], selected: 1))
    }

    func found<Output>(_ route: ScreenRoute<HeadlessWindow, Output>) async throws -> String {
        var name = ""
        try await app.navigator.navigateAndWait(to: route.get { name = "\($0)" })
        return name
    }

    func presentLoginChain() async throws {
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().root.present(HeadlessScreen(name: "Login").withStackContainer()).top(.stack).push(
                HeadlessScreen(name: "Code")))
    }

    @Test func topFindsTheDeepestVisibleMatch() async throws {
        #expect(try await found(HeadlessWindowRoute().top(.container)) == "Article")
        #expect(try await found(HeadlessWindowRoute().top(.stack).stackRoot) == "News")
        #expect(try await found(HeadlessWindowRoute().top(.tabs)) == "HeadlessTabBarController")
    }

    @Test func topNeverReturnsSomethingUnderAModal() async throws {
        try await presentLoginChain()
        #expect(try await found(HeadlessWindowRoute().top(.container)) == "Code")
        #expect(try await found(HeadlessWindowRoute().top(.stack).stackRoot) == "Login")
        let error = await app.run(HeadlessWindowRoute().top(.tabs).resolve())
        #expect(error is ScreenContainerNotFoundError, "the tab bar is under the login modal")
    }

    @Test func firstAndLastWalkDepthFirstWithTheSelectedTabLastThenPresentations() async throws {
        try await presentLoginChain()
        var order: [String] = []
        let all = ScreenPredicate<HeadlessPlatform, HeadlessViewController>("record") {
            order.append($0.description); return false
        }
        _ = await app.run(HeadlessWindowRoute().first(all).resolve())
        #expect(
            order == [
                "HeadlessTabBarController", "HeadlessNavigationController", "Chats", "Chat", "Settings", "HeadlessNavigationController",
                "News",
                "Article", "HeadlessNavigationController", "Login", "Code",
            ])
        #expect(try await found(HeadlessWindowRoute().first(.stack).stackRoot) == "Chats")
        #expect(try await found(HeadlessWindowRoute().last(.stack).stackRoot) == "Login")
        #expect(try await found(HeadlessWindowRoute().last(.container)) == "Code")
    }

    @Test func keyAndScreenPredicatesFindTheKeyedController() async throws {
        #expect(try await found(HeadlessWindowRoute().first(.container(key: ScreenKey(name: "Chat")))) == "Chat")
        #expect(try await found(HeadlessWindowRoute().first(.container(name: "Settings"))) == "Settings")
        #expect(try await found(HeadlessWindowRoute().first(.container(of: HeadlessScreen(name: "Article")))) == "Article")
        #expect(try await found(HeadlessWindowRoute().first(.stack(key: ScreenKey(name: "Chat"))).stackRoot) == "Chats")
    }

    @Test func customPredicateTestsTheTypedContainer() async throws {
        let deep = ScreenPredicate<HeadlessPlatform, HeadlessNavigationController>("deep stack") { $0.viewControllers.count > 1 }
        #expect(try await found(HeadlessWindowRoute().last(deep).stackTop) == "Article")
        let titled = ScreenPredicate<HeadlessPlatform, HeadlessViewController>("titled Settings") { $0.title == "Settings" }
        #expect(try await found(HeadlessWindowRoute().first(titled)) == "Settings")
    }

    @Test func searchFromAContainerStaysInsideIt() async throws {
        let chats = try #require(app.stack(tab: 0))
        var name = ""
        try await app.navigator.navigateAndWait(from: chats, to: HeadlessStackRoute().top(.container).get { name = $0.description })
        #expect(name == "Chat")
    }

    @Test func searchThatFindsNothingNamesThePredicateAndThePlace() async throws {
        let error = await app.run(HeadlessWindowRoute().first(.container(name: "Missing")).resolve())
        #expect(
            "\(error.map { "\($0)" } ?? "")"
                == "first(.container(name: Missing)) on HeadlessWindow: no container matches .container(name: Missing) "
                + "in the tree from HeadlessWindow. Show it first, search with another predicate, or add a .fallback(to:).")
    }
}
