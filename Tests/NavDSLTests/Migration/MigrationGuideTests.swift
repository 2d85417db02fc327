import NavDSL
import Testing

// The NavDSL column of "Migrating from Nivelir", one section per table, so a renamed or removed
// name breaks this file before it misleads a porting team. Rows are compiled; rows that change
// the tree are run and checked. Rows in "Covered by other work" have no spelling here yet.
@MainActor
@Suite struct MigrationGuideTests {
    let app = HeadlessApp(root: HeadlessTrees.stack(["Home"]))
    let chat = HeadlessScreen(name: "Chat")

    // README, "Coming from Nivelir": the example as printed.
    @Test func readmeComingFromNivelirExample() async throws {
        let window = HeadlessTrees.window(root: HeadlessTrees.stack(["Home", "Old"]))
        let navigator = ScreenNavigator()  // the key window, as in Nivelir
        navigator.navigate { route in
            route
                .top(.stack)
                .popToRoot()
                .push(HeadlessScreen(name: "Red"))
                .push(HeadlessScreen(name: "Green")) { route in
                    route.present(HeadlessScreen(name: "Blue"))
                }
        }
        let stack = try #require(window.rootViewController as? HeadlessNavigationController)
        #expect(HeadlessTrees.names(stack) == ["Home", "Red", "Green"])
        #expect(stack.viewControllers.last?.presentedViewController?.description == "Blue")
    }

    @Test func navigatorRows() async throws {
        let navigator = app.navigator
        _ = ScreenNavigator(logger: nil)  // ScreenNavigator()
        _ = ScreenNavigator(window: app.window, logger: nil)  // ScreenNavigator(window:)
        _ = ScreenNavigator(
            windowProvider: HeadlessKeyWindowProvider(scene: app.window.scene), iterator: DefaultScreenIterator(),
            logger: DefaultScreenLogger(isEnabled: false))
        _ = ScreenWeakWindowProvider(window: app.window)  // ScreenCustomWindowProvider
        navigator.navigate(to: HeadlessWindowRoute().top(.stack).push(chat), completion: nil)  // navigate(to:completion:)
        navigator.navigate { route in route.top(.stack).pop() }  // navigate { route in }
        navigator.navigate(to: { $0.top(.stack).push(chat) }, completion: { _ in })  // navigate(to: { }, completion:)
        let top: HeadlessViewController? = app.rootStack?.viewControllers.last
        // navigate(from:to:)
        navigator.navigate(from: top, to: HeadlessModalRoute().present(HeadlessScreen(name: "Sheet")), completion: nil)
        navigator.navigate(from: top) { $0.dismiss() }  // navigate(from:) { }
        navigator.navigate { $0.top(.stack) { $0.pop() } }  // navigate(fromTop:)
        navigator.navigate(to: HeadlessWindowRoute().then(ScreenMakeKeyAndVisibleAction()), completion: nil)  // perform(action:)
        #expect(navigator.window === app.window)
        #expect(navigator.topContainer?.effectiveScreenKey == ScreenKey(name: "Home"))
        #expect(navigator.topStackContainer === app.rootStack)
        #expect(navigator.topTabsContainer == nil)
        #expect(navigator.topContainer(in: app.window) { $0 is HeadlessNavigationController } === app.rootStack)
        #expect(navigator.firstContainer(in: app.window) { _ in true } === app.window)
        #expect(navigator.lastContainer(in: app.window) { $0 is HeadlessNavigationController } === app.rootStack)
        navigator.logInfo("info")  // logInfo(_:)
        navigator.logError(ScreenCanceledError())  // logError(_:)
        #expect(app.log.lines.suffix(2) == ["Info: info", "Error: \(ScreenCanceledError())"])
        let completion: ScreenCompletion<Void> = { _ in }  // Completion
        completion(.success(()))
    }

    @Test func screenRows() async throws {
        let erased: AnyScreen<HeadlessViewController> = chat.eraseToAnyScreen()  // eraseToAnyScreen()
        let modal: AnyScreen<HeadlessViewController> = chat.withStackContainer().eraseToAnyModalScreen()  // eraseToAnyModalScreen()
        let tabs: AnyScreen<HeadlessTabBarController> = HeadlessScreen(name: "Tabs").withTabsContainer()  // AnyTabsScreen
        let stack: AnyScreen<HeadlessNavigationController> = chat.withStackContainer()  // AnyStackScreen
        #expect(erased.key == chat.key && modal.key == chat.key)
        #expect(tabs.key == ScreenKey(name: "Tabs") && stack.key == chat.key)
        let optIn = OptInController(screenKey: ScreenKey(name: "Legacy"))  // extension ChatViewController: Screen {}
        try await app.navigator.navigate(to: HeadlessWindowRoute().top(.stack).push(optIn))
        #expect(app.rootStack?.viewControllers.last === optIn)
        // ScreenKeyedContainer with `let screenKey: ScreenKey` (KeyedContainerTests.swift declares the class)
        let keyed: any ScreenKeyedContainer = KeyedChatController(screenKey: ScreenKey(name: "Keyed"))
        app.rootStack?.pushViewController(try #require(keyed as? HeadlessViewController), animated: false)
        var found: HeadlessViewController?
        try await app.navigator.navigate(to: HeadlessWindowRoute().first(.container(key: keyed.screenKey)).get { found = $0 })
        #expect(found === keyed && found?.effectiveScreenKey == keyed.screenKey && found?.assignedScreenKey == nil)
    }

    @Test func routeRows() async throws {
        let window = HeadlessWindowRoute()  // ScreenWindowRoute
        _ = HeadlessModalRoute().dismiss(animated: false)  // ScreenModalRoute, dismiss(animated:)
        _ = HeadlessStackRoute().pop().popToRoot().clear().replace(with: chat)  // ScreenStackRoute verbs
        _ = HeadlessTabsRoute().selectTab(with: .index(0)).setupTab(with: chat).selectedTab  // ScreenTabsRoute verbs
        _ = window.setRoot(to: chat, animated: false).makeKey().makeKeyAndVisible().root  // setRoot, makeKey, makeKeyAndVisible, root
        _ = window.root.presented.presenting.stack.tabs.window  // relations
        _ = window.root.presented(of: HeadlessViewController.self).presenting(of: HeadlessViewController.self)  // typed relations
        _ = window.root.stack(of: HeadlessNavigationController.self).stackRoot.tabs(of: HeadlessTabBarController.self).selectedTab
        _ = window.root.window(of: HeadlessWindow.self)
        _ = window.root.presented { $0.dismiss() }.stack(route: { $0.pop() })  // nested relation forms
        _ = window.top(.stack).stackVisible.stack.stackTop.makeVisible(animated: false)  // stackTop, stackVisible, makeVisible
        _ = window.top(.stack).push(chat, animated: false, separated: true).push(chat, route: HeadlessModalRoute())  // push forms
        _ = window.root.present(chat, route: HeadlessModalRoute()).present(chat) { $0.dismiss() }  // present forms
        _ = window.top(.stack).pop(to: .root).pop(to: .previous).pop(to: .container(key: chat.key)).pop(to: .container(name: "Chat"))
        _ = window.top(.stack).pop(to: .container(of: chat)).pop(to: .container(of: HeadlessViewController.self))
        _ = window.top(.tabs).selectTab(with: .container(key: chat.key)).selectTab(with: .container(name: "Chat")).selectTab(
            with: .container(of: chat))
        _ = window.first(.stack(key: chat.key)).first(.stack(name: "Chat")).first(.tabs(key: chat.key)).first(.tabs(name: "Chat"))
        _ = window.top(.container).first(.container(key: chat.key)).last(.container(name: "Chat")).last(.container(of: chat))
        _ = window.first(.stack) { $0.pop() }.last(.tabs) { $0.selectedTab }  // first/last route: forms
        _ = window.from(app.window).get { _ in }.refresh().wait(for: .zero).fail(with: ScreenCanceledError())
        let fallback = window.top(.stack).push(chat).fallback(to: window.root.present(chat)).fallback(to: { _ in window }).cauterize()
        let resolved: HeadlessWindowRoute = window.top(.stack).push(chat).resolve()  // resolve()
        _ = window.then(resolved).then(fallback)
        try await app.navigator.navigate(
            to: window.top(.stack).push(chat, route: HeadlessModalRoute().present(HeadlessScreen(name: "Sheet"))))
        #expect(app.rootStack?.viewControllers.last?.presentedViewController?.description == "Sheet")
    }

    @Test func decoratorRows() async throws {
        let item = ScreenTabBarItem(title: "Chats")
        let button = ScreenBarButtonItem(title: "Close") { _ in }
        let tabs = HeadlessScreen(name: "Home").withTabsContainer()
            .withTabs([chat.withStackContainer().withStack([HeadlessScreen(name: "Detail")]).withTabBarItem(item).eraseToAnyModalScreen()])
        let sheet = chat.withLeftBarButton(button).withRightBarButton(button).withModalPresentationStyle(.formSheet)
        try await app.navigator.navigate(to: HeadlessWindowRoute().setRoot(to: tabs).root.present(sheet))
        let tabBar = try #require(app.window.rootViewController as? HeadlessTabBarController)
        #expect(HeadlessTrees.names(tabBar.viewControllers?.first as? HeadlessNavigationController) == ["Chat", "Detail"])
        #expect(tabBar.presentedViewController?.modalPresentationStyle == .formSheet)
    }

    @Test func errorRows() async throws {
        let errors: [any ScreenError] = [
            ScreenCanceledError(), ScreenContainerNotFoundError("x"),
            ScreenContainerNotSupportedError(container: "x", why: "y"), ScreenContainerTypeMismatchError(expected: Int.self, actual: "x"),
        ]
        #expect(errors.count == 4)
    }
}
