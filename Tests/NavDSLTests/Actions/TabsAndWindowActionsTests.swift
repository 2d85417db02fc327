import NavDSL
import NavDSLHeadless
import Testing

/// Tab verbs (selectTab, setupTab, selectedTab) and window verbs (setRoot, makeKeyAndVisible, root).
@MainActor
@Suite struct TabsAndWindowActionsTests {
    let app = HeadlessApp.tabs()
    let tabs = HeadlessWindowRoute().top(.tabs)

    @Test(arguments: [("index", 2), ("key", 1), ("name", 2), ("of", 1)])
    func selectTabFindsTheTabThatIsOrHoldsTheController(kind: String, index: Int) async throws {
        let predicate: ScreenTabPredicate =
            switch kind {
            case "index": .index(2)
            case "key": .container(key: ScreenKey(name: "News"))
            case "name": .container(name: "Settings")
            default: .container(of: HeadlessScreen(name: "News"))
            }
        try await app.navigator.navigateAndWait(to: tabs.selectTab(with: predicate))
        #expect(app.tabBar?.selectedIndex == index)
        #expect(app.kinds == [.selectTab])
    }

    @Test func selectTabMatchingNothingFailsWithNotFound() async throws {
        let error = await app.run(tabs.selectTab(with: .index(9)))
        #expect(
            "\(error.map { "\($0)" } ?? "")"
                == "selectTab(with: .index(9)) on HeadlessTabBarController: no tab of HeadlessTabBarController "
                + "matches .index(9) (it has 3 tabs). Set the tab up first with setupTab(with:).")
        #expect(app.tabBar?.selectedIndex == 0)
    }

    @Test func selectingTheSelectedTabIsNoTransition() async throws {
        try await app.navigator.navigateAndWait(to: tabs.selectTab(with: .index(0)))
        #expect(app.window.transitions.isEmpty)
    }

    @Test func setupTabAddsAMissingTabOnceAndAtTheIndexAsked() async throws {
        let shop = HeadlessScreen(name: "Shop")
        try await app.navigator.navigateAndWait(
            to: tabs.setupTab(with: shop.withStackContainer(), at: 1).selectTab(with: .container(of: shop)))
        try await app.navigator.navigateAndWait(to: tabs.setupTab(with: shop.withStackContainer()))
        #expect(app.tabBar?.viewControllers?.count == 4)
        #expect(app.tabBar?.selectedIndex == 1)
        #expect(app.kinds == [.tabs, .selectTab])
    }

    @Test func selectedTabMovesToTheSelectedController() async throws {
        var seen = ""
        try await app.navigator.navigateAndWait(to: tabs.selectTab(with: .index(2)).selectedTab.get { seen = $0.description })
        #expect(seen == "Settings")
    }

    @Test func setRootDismissesTheOldRootsModalsThenReplacesIt() async throws {
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().root.present(HeadlessScreen(name: "Sheet")))
        let oldRoot = try #require(app.tabBar)
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().setRoot(to: HeadlessScreen(name: "Login"), animation: nil))
        #expect(oldRoot.presentedViewController == nil, "unlike UIKit, the modals do not leak")
        #expect(app.window.rootViewController?.description == "Login")
        #expect(app.kinds == [.present, .dismiss, .root])
    }

    @Test func makeKeyAndVisibleShowsTheWindow() async throws {
        let window = HeadlessWindow()
        let navigator = ScreenNavigator(window: window, logger: nil)
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().setRoot(to: HeadlessScreen(name: "Home")).makeKeyAndVisible())
        #expect(window.isKeyWindow)
        #expect(!window.isHidden)
        #expect(window.isContainerVisible)
    }

    @Test func rootOfAnEmptyWindowFails() async throws {
        let window = HeadlessWindow()
        let navigator = ScreenNavigator(window: window, logger: nil)
        await #expect {
            try await navigator.navigateAndWait(to: HeadlessWindowRoute().root.dismiss())
        } throws: { error in
            "\(error)" == "root on HeadlessWindow: HeadlessWindow has no root controller. Set one with setRoot(to:) first."
        }
    }
}
