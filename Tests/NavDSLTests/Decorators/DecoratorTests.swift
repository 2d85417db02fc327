import NavDSL
import NavDSLHeadless
import Testing

/// Each decorator's effect on the built containers, their order, and key preservation.
@MainActor
@Suite struct DecoratorTests {
    let app = HeadlessApp(root: HeadlessTrees.stack(["Home"]))
    let login = HeadlessScreen(name: "Login")
    let close = ScreenBarButtonItem(title: "Close") { navigator in
        navigator.navigate(to: HeadlessWindowRoute().top(.container).presenting.dismiss()) { _ in }
    }

    func build<S: Screen>(_ screen: S) -> S.Container {
        screen.build(navigator: app.navigator)
    }

    @Test func stackContainerWrapsTheControllerAndKeepsItsKeyInside() throws {
        let stack = build(login.withStackContainer())
        #expect(HeadlessTrees.names(stack) == ["Login"])
        #expect(stack.effectiveScreenKey == nil)
        #expect(stack.viewControllers.first?.effectiveScreenKey == login.key)
        #expect(login.withStackContainer().key == login.key)
    }

    @Test func tabsContainerMakesTheControllerItsOnlyTab() {
        let tabs = build(login.withStackContainer().withTabsContainer())
        #expect(tabs.viewControllers?.count == 1)
        #expect(tabs.selectedViewController is HeadlessNavigationController)
    }

    @Test func decoratorsApplyInOrderEachToWhatThePreviousReturned() throws {
        let stack = build(login.withLeftBarButton(close).withStackContainer().withModalPresentationStyle(.fullScreen))
        let inner = try #require(stack.viewControllers.first)
        #expect(inner.navigationItem.leftBarButtonItem?.title == "Close")
        #expect(inner.modalPresentationStyle == .automatic)
        #expect(stack.modalPresentationStyle == .fullScreen)
        #expect(stack.navigationItem.leftBarButtonItems.isEmpty)
    }

    @Test func titleButtonsTabItemAndTransitionStyleLandOnTheController() {
        let edit = ScreenBarButtonItem(imageName: "pencil") { _ in }
        let controller = build(
            login.withTitle("Sign in").withRightBarButton(edit).withTabBarItem(ScreenTabBarItem(title: "Me", badgeValue: "2"))
                .withModalTransitionStyle(.crossDissolve))
        #expect(controller.title == "Sign in")
        #expect(controller.navigationItem.title == "Sign in")
        #expect(controller.navigationItem.rightBarButtonItem?.imageName == "pencil")
        #expect(controller.tabBarItem == ScreenTabBarItem(title: "Me", badgeValue: "2"))
        #expect(controller.modalTransitionStyle == .crossDissolve)
    }

    @Test func withStackFillsTheStackBottomToTop() {
        let stack = build(
            HeadlessScreen(name: "Home").withStackContainer().withStack(
                HeadlessScreen(name: "Chats"), HeadlessScreen(name: "Chat", traits: [42])))
        #expect(HeadlessTrees.names(stack) == ["Home", "Chats", "Chat(42)"])
        #expect(stack.viewControllers.last?.effectiveScreenKey == ScreenKey(name: "Chat", traits: [42]))
    }

    @Test func withTabsFillsTheTabsAndReallySelects() {
        let screen = ScreenTabsScreen<HeadlessPlatform>().withTabs(
            HeadlessScreen(name: "Chats").withStackContainer(), HeadlessScreen(name: "Settings"), selected: 1)
        let tabs = build(screen)
        #expect(tabs.viewControllers?.count == 2)
        #expect(tabs.selectedIndex == 1)
        #expect(tabs.selectedViewController?.description == "Settings")
        #expect(build(ScreenTabsScreen<HeadlessPlatform>().withTabs(HeadlessScreen(name: "Only"), selected: 5)).selectedIndex == 0)
    }

    @Test func decoratedAndErasedScreensAreFoundByTheInnerKey() async throws {
        let decorated = login.withLeftBarButton(close).withStackContainer().withModalPresentationStyle(.fullScreen).eraseToAnyScreen()
        #expect(decorated.key == login.key)
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(decorated))
        var found = ""
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().first(.container(of: login)).get { found = "\(type(of: $0)) \($0)" })
        #expect(found == "HeadlessViewController Login")
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container(of: login)).makeVisible())
    }

    @Test func closeButtonTappedOnTheHeadlessModelDismissesThePresentedStack() async throws {
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.container).present(login.withLeftBarButton(close).withStackContainer()))
        let presented = try #require(app.rootStack?.presentedViewController as? HeadlessNavigationController)
        let button = try #require(presented.viewControllers.first?.navigationItem.leftBarButtonItem)
        button.tap()
        #expect(app.rootStack?.presentedViewController == nil)
        #expect(app.kinds == [.present, .dismiss])
    }
}
