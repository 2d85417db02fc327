import NavDSL
import NavDSLHeadless
import Testing

/// The classic deep-link routes, built only from the DSL, on every starting tree they must handle.
@MainActor
@Suite struct DeeplinkScenarioTests {
    /// Chat deep link: show the chat if open anywhere; else push it on the visible stack; else
    /// present it in its own stack.
    static func chatRoute(_ chat: HeadlessScreen) -> HeadlessWindowRoute {
        HeadlessWindowRoute()
            .first(.container(of: chat)).makeVisible()
            .fallback(to: HeadlessWindowRoute().top(.stack).push(chat))
            .fallback(to: HeadlessWindowRoute().top(.container).present(chat.withStackContainer()))
    }

    /// Shop promo deep link: nothing if the product is on screen; push on a stack tab; present on a
    /// tab without a stack.
    static func promoRoute(_ product: HeadlessScreen) -> HeadlessWindowRoute {
        HeadlessWindowRoute()
            .top(.container(of: product))
            .fallback(to: HeadlessWindowRoute().top(.stack).push(product))
            .fallback(to: HeadlessWindowRoute().top(.container).present(product.withStackContainer()))
    }

    let chat = HeadlessScreen(name: "Chat", traits: [42])
    let product = HeadlessScreen(name: "Product", traits: [7])

    @Test func chatAlreadyOpenUnderAModalOnAnotherTabIsShown() async throws {
        let app = HeadlessApp.tabs()
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(chat).push(HeadlessScreen(name: "Profile")))
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.tabs).selectTab(with: .index(1)).top(.container).present(HeadlessScreen(name: "Sheet")))
        app.window.resetLogs()
        try await app.navigator.navigateAndWait(to: Self.chatRoute(chat))
        #expect(app.kinds == [.dismiss, .stack, .selectTab])
        #expect(HeadlessTrees.names(app.stack(tab: 0)) == ["Chats", "Chat(42)"])
        #expect(app.stack(tab: 0)?.topViewController?.isContainerVisible == true)
    }

    @Test func chatNotOpenIsPushedOnTheVisibleStack() async throws {
        let app = HeadlessApp.tabs()
        try await app.navigator.navigateAndWait(to: Self.chatRoute(chat))
        #expect(HeadlessTrees.names(app.stack(tab: 0)) == ["Chats", "Chat(42)"])
        #expect(app.kinds == [.stack])
    }

    @Test func chatWithoutAVisibleStackIsPresentedInItsOwnStack() async throws {
        let app = HeadlessApp.tabs()
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.tabs).selectTab(with: .index(2)))
        app.window.resetLogs()
        try await app.navigator.navigateAndWait(to: Self.chatRoute(chat))
        let presented = try #require(app.tabBar?.presentedViewController as? HeadlessNavigationController)
        #expect(HeadlessTrees.names(presented) == ["Chat(42)"])
        #expect(app.kinds == [.present])
    }

    @Test func promoOnScreenDoesNothing() async throws {
        let app = HeadlessApp.tabs()
        try await app.navigator.navigateAndWait(to: Self.promoRoute(product))
        app.window.resetLogs()
        try await app.navigator.navigateAndWait(to: Self.promoRoute(product))
        #expect(app.window.transitions.isEmpty)
    }

    @Test(arguments: [0, 1])
    func promoOnAStackTabIsPushed(tab: Int) async throws {
        let app = HeadlessApp.tabs()
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.tabs).selectTab(with: .index(tab)))
        try await app.navigator.navigateAndWait(to: Self.promoRoute(product))
        #expect(app.stack(tab: tab)?.topViewController?.description == "Product(7)")
    }

    @Test func promoOnATabWithoutAStackIsPresented() async throws {
        let app = HeadlessApp.tabs()
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.tabs).selectTab(with: .index(2)))
        try await app.navigator.navigateAndWait(to: Self.promoRoute(product))
        #expect(HeadlessTrees.names(app.tabBar?.presentedViewController as? HeadlessNavigationController) == ["Product(7)"])
    }
}
