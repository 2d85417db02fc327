import Foundation
import NavDSL
import NavDSLAddons
import NavDSLHeadless
import Testing

// The rest of Nivelir's documented usage patterns (the first 28 are in NivelirPatternsTests.swift,
// whose header holds the marks and the count). Sources here: the README's screen declaration, the
// usage examples in the doc comments of `ScreenRoute`, `ScreenKeyedContainer` and the relation
// and present verbs (`presented`, `presenting`, `stack`, `tabs`, `window`, `present`), and the
// example app's `Screens`, scene delegate, home screen, controllers and sharing activity.
// Found but not ported yet, so not in the count: the example app's `NotificationDeeplink` and
// `ShortcutDeeplink` conformances with `handleNotificationIfPossible(userInfo:context:)` and
// `handleShortcutIfPossible(_:context:)` (NavDSL: `DeeplinkNotification`, `DeeplinkShortcut`), and
// the `ScreenAction` doc comment's `cast(to:)` and `combine(with:)` examples.

@MainActor
@Suite struct NivelirPatternsMoreTests {
    let app = HeadlessApp(root: HeadlessTrees.stack(["Home"]))

    /// Root stack [Home] presents A, A presents B; returns A.
    func presentChain() async throws -> HeadlessViewController {
        try await app.navigator.run { $0.root.present(SomeScreen(color: "A")).presented.present(SomeScreen(color: "B")) }
        return try #require(app.rootStack?.presentedViewController)
    }

    // README quick start: a screen declaring only `build(navigator:)`; its name is the type's. As written.
    @Test func screenWithOnlyBuild() async throws {
        struct PlainColorScreen: Screen {
            let color: String

            func build(navigator: ScreenNavigator) -> HeadlessViewController {
                HeadlessViewController()
            }
        }
        try await app.navigator.run { $0.top(.stack).push(PlainColorScreen(color: "red")) }
        #expect(app.rootStack?.topViewController?.effectiveScreenKey == ScreenKey(name: "PlainColorScreen"))
    }

    // Doc comment of `ScreenKeyedContainer`: a screen hands its `key` to a keyed controller, and a
    // route finds it with `.top(.container(key:)).presenting.dismiss()`. As written (two patterns).
    @Test func keyHandedToControllerThenFound() async throws {
        struct SomeKeyedScreen: Screen {
            func build(navigator: ScreenNavigator) -> HeadlessViewController {
                PortedProfileViewController(screenKey: key)
            }
        }
        let someScreen = SomeKeyedScreen()
        try await app.navigator.run { $0.root.present(someScreen) }
        #expect((app.rootStack?.presentedViewController as? PortedProfileViewController)?.screenKey == someScreen.key)
        app.navigator.navigate { route in
            route
                .top(.container(key: someScreen.key))
                .presenting
                .dismiss()
        }
        #expect(app.rootStack?.presentedViewController == nil)
    }

    // Doc comment of `ScreenRoute`: a custom verb in the middle of a chain, then `.tabs.top(.stack)`. As written.
    @Test func customVerbInAChain() async throws {
        let app = HeadlessApp.tabs()
        let counter = PatternCounter()
        app.navigator.navigate { route in
            route
                .top(.container)
                .customAction(counter)
                .tabs
                .top(.stack)
                .push(SomeScreen(color: "red"))
        }
        #expect(counter.count == 1)
        #expect(HeadlessTrees.names(app.stack(tab: 0)) == ["Chats", "Some(red)"])
    }

    // Doc comment of `ScreenRoute`: `viewRoute` shows the chat or falls back to `pushRoute`. As written.
    @Test func showOrPushFallback() async throws {
        let screen = PortedChatScreen(chatID: 2)
        let pushRoute = HeadlessWindowRoute()
            .top(.stack)
            .push(screen)
        let viewRoute = HeadlessWindowRoute()
            .last(.container(of: screen))
            .makeVisible()
            .fallback(to: pushRoute)
        try await app.navigator.navigateAndWait(to: viewRoute)
        try await app.navigator.run { $0.top(.stack).push(SomeScreen(color: "over")) }
        try await app.navigator.navigateAndWait(to: viewRoute)
        #expect(app.rootStack?.viewControllers.count == 2, "pushed once, then shown by popping what covered it")
        #expect(app.rootStack?.topViewController is ChatViewController)
    }

    // Doc comments of `presented`: `presented.dismiss()`, `presented(route: nestedRoute)` with a
    // modal route value, `presented { $0.dismiss() }`: each dismisses what the presented container
    // presents. As written (one pattern), respelled (two): the closure form is respelled
    // `nested { $0.presented.dismiss() }`, the route-value form `nested { $0.presented.then(nestedRoute) }`
    // (both compile as written with `import NavDSLNivelirCompat`).
    @Test func presentedDismissesWhatItPresents() async throws {
        let container = try #require(app.rootStack)
        let nestedRoute = HeadlessModalRoute().dismiss()
        let forms: [(HeadlessStackRoute) -> HeadlessStackRoute] = [
            { route in route.presented.dismiss().resolve() },
            { route in route.nested { $0.presented.then(nestedRoute) } },
            { route in route.nested { $0.presented.dismiss() } },
        ]
        for form in forms {
            let presented = try await presentChain()
            #expect(presented.presentedViewController != nil)
            app.navigator.navigate(from: container) { route in form(route) }
            #expect(container.presentedViewController === presented && presented.presentedViewController == nil)
            try await app.navigator.navigateAndWait(from: container, to: HeadlessStackRoute().dismiss())
        }
    }

    // Doc comment of `presented(of:route:)`: `presented(of: UINavigationController.self) { $0.pop() }`.
    // Respelled `nested { $0.presented(of:).pop() }` (as written with `import NavDSLNivelirCompat`).
    @Test func presentedOfTypeWithClosure() async throws {
        try await app.navigator.run { $0.root.present(SomeScreen(color: "list").withStackContainer().withStack(SomeScreen(color: "item"))) }
        let container = try #require(app.rootStack)
        app.navigator.navigate(from: container) { route in
            route.nested { $0.presented(of: HeadlessNavigationController.self).pop() }
        }
        #expect((container.presentedViewController as? HeadlessNavigationController)?.viewControllers.count == 1)
    }

    // Doc comments of `presenting`: `presenting.dismiss()`, `presenting(route: nestedRoute)`,
    // `presenting { $0.dismiss() }` from the presented controller. As written (one pattern), respelled
    // (two): `nested { $0.presenting.dismiss() }` and `nested { $0.presenting.then(nestedRoute) }`
    // (both compile as written with `import NavDSLNivelirCompat`).
    @Test func presentingDismissesTheContainer() async throws {
        let nestedRoute = HeadlessModalRoute().dismiss()
        let forms: [(HeadlessModalRoute) -> HeadlessModalRoute] = [
            { route in route.presenting.dismiss().resolve() },
            { route in route.nested { $0.presenting.then(nestedRoute) } },
            { route in route.nested { $0.presenting.dismiss() } },
        ]
        for form in forms {
            try await app.navigator.run { $0.root.present(SomeScreen(color: "sheet")) }
            let container = app.rootStack?.presentedViewController
            app.navigator.navigate(from: container) { route in form(route) }
            #expect(app.rootStack?.presentedViewController == nil)
        }
    }

    // Doc comments of `presenting(of:)`: `.presenting(of: UINavigationController.self).pop()`, the
    // same with `route: nestedRoute`, and with `{ $0.pop() }`. As written (one pattern), respelled (two):
    // `nested { $0.presenting(of:).pop() }` and `nested { $0.presenting(of:).then(nestedRoute) }`
    // (both compile as written with `import NavDSLNivelirCompat`).
    @Test func presentingOfTypePopsThePresenter() async throws {
        try await app.navigator.run {
            $0.top(.stack).push(SomeScreen(color: "1")).push(SomeScreen(color: "2")).push(SomeScreen(color: "3"))
        }
        try await app.navigator.run { $0.root.present(SomeScreen(color: "sheet")) }
        let container = try #require(app.rootStack?.presentedViewController)
        let nestedRoute = HeadlessStackRoute().pop()
        app.navigator.navigate(from: container) { route in
            route
                .presenting(of: HeadlessNavigationController.self)
                .pop()
        }
        app.navigator.navigate(from: container) { route in
            route.nested { $0.presenting(of: HeadlessNavigationController.self).then(nestedRoute) }
        }
        app.navigator.navigate(from: container) { route in
            route.nested { $0.presenting(of: HeadlessNavigationController.self).pop() }
        }
        #expect(app.stackNames == ["Home"])
    }

    // Doc comments of `stack`: `.stack.pop()`, `.stack(of: MyNavigationController.self).pop()`,
    // `stack(route: nestedRoute)`, `stack { $0.pop() }`. As written (two patterns), respelled (two):
    // `nested { $0.stack.pop() }` and `nested { $0.stack.then(nestedRoute) }` (both compile as written with `import NavDSLNivelirCompat`).
    @Test func stackRelationPops() async throws {
        let home = HeadlessTrees.controller("Home")
        let stack = MyNavigationController(rootViewController: home)
        let app = HeadlessApp(root: stack)
        try await app.navigator.run { $0.top(.stack).push(SomeScreen(color: "1")).push(SomeScreen(color: "2")) }
        try await app.navigator.run { $0.top(.stack).push(SomeScreen(color: "3")).push(SomeScreen(color: "4")) }
        let container = home
        let nestedRoute = HeadlessStackRoute().pop()
        app.navigator.navigate(from: container) { route in route.stack.pop() }
        app.navigator.navigate(from: container) { route in route.stack(of: MyNavigationController.self).pop() }
        app.navigator.navigate(from: container) { route in route.nested { $0.stack.then(nestedRoute) } }
        app.navigator.navigate(from: container) { route in route.nested { $0.stack.pop() } }
        #expect(stack.viewControllers.count == 1 && stack.viewControllers.first === home)
    }

    // Doc comments of `tabs`: `.tabs.selectTab(with: .index(1))`, `.tabs(of: MyTabBarController.self)`,
    // `tabs(route: nestedRoute)`: as written (two patterns), respelled (one):
    // `nested { $0.tabs.then(nestedRoute) }` (as written with `import NavDSLNivelirCompat`). Its closure
    // example, `tabs(route: nestedRoute) { $0.selectTab(with: .index(1)) }`, passes a route and a
    // closure, which Nivelir does not compile either: respelled `nested { $0.tabs.selectTab(with: .index(1)) }`.
    @Test func tabsRelationSelects() async throws {
        let tabs = MyTabBarController()
        tabs.setViewControllers([HeadlessTrees.stack(["Chats"]), HeadlessTrees.stack(["News"])], animated: false)
        let app = HeadlessApp(root: tabs)
        let container = try #require(app.stack(tab: 0)?.topViewController)
        let nestedRoute = HeadlessTabsRoute().selectTab(with: .index(1))
        let forms: [(HeadlessModalRoute) -> HeadlessModalRoute] = [
            { route in route.tabs.selectTab(with: .index(1)).resolve() },
            { route in route.tabs(of: MyTabBarController.self).selectTab(with: .index(1)).resolve() },
            { route in route.nested { $0.tabs.then(nestedRoute) } },
            { route in route.nested { $0.tabs.selectTab(with: .index(1)) } },
        ]
        for form in forms {
            tabs.selectedIndex = 0
            app.navigator.navigate(from: container) { route in form(route) }
            #expect(tabs.selectedIndex == 1)
        }
    }

    // Doc comments of `window`: `.window.root.dismiss()`, `window(of: UIWindow.self, route:
    // nestedRoute)` and `window { $0.root.dismiss() }` dismiss what the root presents. As written (one
    // pattern), respelled (two): `nested { $0.window.root.dismiss() }` and
    // `nested { $0.window(of:).then(nestedRoute) }` (both compile as written with `import NavDSLNivelirCompat`).
    @Test func windowRelationDismissesFromTheRoot() async throws {
        let nestedRoute = HeadlessWindowRoute()
            .root
            .dismiss()
        let forms: [(HeadlessModalRoute) -> HeadlessModalRoute] = [
            { route in route.window.root.dismiss().resolve() },
            { route in route.nested { $0.window(of: HeadlessWindow.self).then(nestedRoute) } },
            { route in route.nested { $0.window.root.dismiss() } },
        ]
        for form in forms {
            try await app.navigator.run { $0.root.present(SomeScreen(color: "sheet")) }
            let container = app.rootStack?.presentedViewController
            app.navigator.navigate(from: container) { route in form(route) }
            #expect(app.rootStack?.presentedViewController == nil)
        }
    }

    // Doc comments of `window(of:)`: `.window(of: UIWindow.self).makeKeyAndVisible()` and
    // `window(of: UIWindow.self) { $0.makeKeyAndVisible() }`. As written (one pattern), respelled (one):
    // `nested { $0.window(of:).makeKeyAndVisible() }` (as written with `import NavDSLNivelirCompat`).
    @Test func windowOfTypeMakesKey() async throws {
        let forms: [(HeadlessModalRoute) -> HeadlessModalRoute] = [
            { route in route.window(of: HeadlessWindow.self).makeKeyAndVisible().resolve() },
            { route in route.nested { $0.window(of: HeadlessWindow.self).makeKeyAndVisible() } },
        ]
        for form in forms {
            let window = HeadlessWindow()
            let container = HeadlessTrees.controller("Home")
            window.rootViewController = container
            let navigator = ScreenNavigator(window: window, logger: nil)
            #expect(!window.isKeyWindow)
            navigator.navigate(from: container) { route in form(route) }
            #expect(window.isKeyWindow)
        }
    }

    // Doc comments of `present`: `route.present(ChatScreen(chatID: chatID))` is as written; the
    // nested alert, `present(_:route: ScreenModalRoute.showAlert(...))` and `present(_:) { route in
    // route.showAlert(...) }`, is respelled with the addon's `present(alert:)` (two patterns), the
    // route value in the closure form (`present(_:route:)` with a value compiles as written with
    // `import NavDSLNivelirCompat`).
    @Test func presentWithNestedAlert() async throws {
        struct ChatScreen: Screen {
            let chatID: Int
            var traits: Set<AnyHashable> { [chatID] }
            func build(navigator: ScreenNavigator) -> HeadlessViewController { HeadlessViewController() }
        }
        let container = try #require(app.rootStack)
        let chatID = 5
        app.navigator.navigate(from: container) { route in
            route.present(ChatScreen(chatID: chatID))
        }
        #expect(container.presentedViewController?.effectiveScreenKey == ChatScreen(chatID: chatID).key)
        try await app.navigator.navigateAndWait(from: container, to: HeadlessStackRoute().dismiss())
        let somethingWentWrong = ScreenAlert(title: "Error", message: "Something went wrong.", buttons: .cancel("OK"))
        let nestedRoute = HeadlessModalRoute().present(alert: somethingWentWrong)
        app.navigator.navigate(from: container) { route in
            route.present(ChatScreen(chatID: chatID)) { $0.then(nestedRoute) }
        }
        #expect(container.presentedViewController?.presentedViewController is HeadlessAlertController)
        try await app.navigator.navigateAndWait(from: container, to: HeadlessStackRoute().dismiss())
        app.navigator.navigate(from: container) { route in
            route.present(ChatScreen(chatID: chatID)) { route in
                route.present(alert: somethingWentWrong)
            }
        }
        #expect(container.presentedViewController?.presentedViewController is HeadlessAlertController)
    }

    // Example app start: `ScreenNavigator(window: window)`, then `navigate(to: screens.showHomeRoute())`
    // with `.setRoot(to: homeScreen()).makeKeyAndVisible()`, and the scene router's `navigate { route in
    // route.setRoot(to: HomeScreen()) }`. As written (three patterns).
    @Test func exampleAppStart() async throws {
        let screens = PatternScreens()
        func showHomeRoute() -> HeadlessWindowRoute {
            HeadlessWindowRoute()
                .setRoot(to: screens.homeScreen())
                .makeKeyAndVisible()
        }
        let window = HeadlessWindow()
        let navigator = ScreenNavigator(window: window)
        // Called from synchronous app code (the scene delegate); fire-and-forget in async code too.
        func setupWindow() {
            navigator.navigate(to: showHomeRoute())
        }
        setupWindow()
        #expect(window.rootViewController is HeadlessTabBarController && window.isKeyWindow)
        navigator.navigate { route in
            route.setRoot(to: PortedHomeScreen())
        }
        #expect((window.rootViewController as? HomeTabBarController)?.viewControllers?.count == 3)
    }

    // Example app, HomeScreen: `build` navigates from the tab bar it built with `setupTab(with:
    // screen.withStackContainer().withTabBarItem(.rooms))` three times and `selectTab(with: .index(0))`.
    // As written (Nivelir's example declares `.rooms` on `UITabBarItem`; here it is a `ScreenTabBarItem`).
    @Test func homeScreenSetsUpItsTabs() async throws {
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().setRoot(to: PortedHomeScreen()))
        let home = try #require(app.window.rootViewController as? HomeTabBarController)
        #expect(
            home.viewControllers?.map { ($0 as? HeadlessNavigationController)?.viewControllers.first?.description } == [
                "Rooms", "Profile", "More",
            ])
        #expect(home.viewControllers?.first?.tabBarItem.title == "Rooms")
        #expect(home.selectedIndex == 0)
    }

    // Example app, Screens: `showChatRoute` (find, make visible, `refresh()`, or fall back to
    // `showChatListRoute(...).top(.stack).push(screen)`), `showChatListRoute` (falls back to
    // `showRoomListRoute().top(.container).authorize(...).present(screen.withStackContainer())`) and
    // `showAuthorizationRoute()` ending in `.resolve()`. As written (three patterns).
    @Test func exampleAppScreensRoutes() async throws {
        let gate = AuthorizeGate()
        gate.isAuthorized = true
        let screens = ExampleScreens(gate: gate)
        try await app.navigator.navigateAndWait(to: screens.showChatRoute(roomID: 1, chatID: 2))
        let presented = try #require(app.window.topPresented as? HeadlessNavigationController)
        #expect(HeadlessTrees.names(presented) == ["ChatList(1)", "PortedChatScreen(2)"])
        try await app.navigator.navigateAndWait(to: screens.showChatRoute(roomID: 1, chatID: 2))
        #expect((presented.topViewController as? ChatViewController)?.messages == ["refreshed"], "found the second time, and refreshed")
        try await app.navigator.navigateAndWait(to: screens.showAuthorizationRoute())
        #expect(HeadlessTrees.names(app.window.topPresented as? HeadlessNavigationController) == ["Authorization"])
    }

    // Example app, close buttons: `navigate(from: presenting) { route in route.dismiss() }` and the
    // login's `navigate(from: presenting, to: { $0.dismiss() }, completion: { _ in context... })`,
    // whose screen receives a `ScreenContext` in `build(navigator:context:)`. Respelled (three
    // patterns): `presentingViewController`, and the context is an object the screen holds.
    @Test func closeButtonsDismissFromThePresenter() async throws {
        let gate = AuthorizeGate()
        let screens = ExampleScreens(gate: gate)
        try await app.navigator.navigateAndWait(to: screens.showAuthorizationRoute())
        let login = try #require((app.window.topPresented as? HeadlessNavigationController)?.topViewController as? AuthorizationController)
        login.logIn()
        #expect(app.rootStack?.presentedViewController == nil)
        #expect(gate.isAuthorized)
        try await app.navigator.navigateAndWait(to: screens.showAuthorizationRoute())
        let close = try #require(app.window.topPresented)
        let closeController = ClosableController(screenNavigator: app.navigator)
        close.present(closeController, animated: false)
        closeController.onClose()
        #expect(close.presentedViewController == nil && app.rootStack?.presentedViewController === close)
    }

    // Example app, What's New: `present(screens.whatsNewScreen().withBottomSheetStack(bottomSheet))`
    // with `BottomSheet(detents: [.content, .large], ...)`, and `bottomSheet.animateChanges {
    // $0.selectedDetentKey = key }`. Respelled (two patterns): a `ScreenSheet`, `changeBottomSheet { }`.
    @Test func bottomSheetStack() async throws {
        let bottomSheet = ScreenSheet(detents: [.medium, .large], prefersGrabberVisible: true)
        let container = try #require(app.rootStack)
        app.navigator.navigate(from: container) { route in
            route.present(
                SomeScreen(color: "whatsNew")
                    .withBottomSheetStack(bottomSheet)
            )
        }
        let sheet = try #require(container.presentedViewController as? HeadlessNavigationController)
        #expect(sheet.screenSheet?.selectedDetent == nil)
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).changeBottomSheet { $0.selectedDetent = .large })
        #expect(sheet.screenSheet?.selectedDetent == .large)
    }

    // Example app, photo upload: `showHUD(.success, duration: 1.0)` after the progress HUD
    // (`showHUD(.percentage(ratio:))`, counted in the first file). Respelled: a `Duration`.
    @Test func hudProgressThenTimedSuccess() async throws {
        let navigator = app.navigator
        navigator.navigate { route in
            route.top(.container).showHUD(.progress(0.5))
        }
        let hud = try #require(HeadlessPlatform.shownHUD(over: app.window) as? HeadlessHUDController)
        navigator.navigate { route in
            route.top(.container).showHUD(.success(), duration: .seconds(1))
        }
        #expect(hud.shownHUDs.map(\.description) == [ScreenHUD.progress(0.5).description, ScreenHUD.success().description])
    }

    // Example app, ProfileViewController: `observeWeakly(by: self, where: .satisfiedAll(.type(...),
    // .satisfiedAny(.presented(on: self), .pushed(after: self), .child(of: self), .visible(self))))`. As written.
    @Test func observeWeaklyByTypeAndPlace() async throws {
        let listener = ListenerController(screenKey: ScreenKey(name: "Profile"))
        let app = HeadlessApp(root: HeadlessNavigationController(rootViewController: listener))
        func observe(_ observer: ListenerController, _ kind: ScreenObserverPredicate) {
            app.navigator.observeWeakly(
                by: observer,
                where: .satisfiedAll(
                    kind,
                    .satisfiedAny(
                        .presented(on: observer),
                        .pushed(after: observer),
                        .child(of: observer),
                        .visible(observer)
                    )
                )
            )
        }
        let profileOnly = ListenerController(screenKey: ScreenKey(name: "Other"))
        app.rootStack?.addChild(profileOnly)
        observe(listener, .type(ChatObserver.self))
        observe(profileOnly, .type(ProfileObserver.self))
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(ChatScreen(id: 3)))
        (app.rootStack?.topViewController as? ChatController)?.update()
        #expect(listener.chats == [3])
        #expect(profileOnly.chats.isEmpty, "observes another type")
    }

    // Example app, sharing activity: `navigator.navigate(to: { route in route.top(.container).showSafari(
    // Safari(url: url)) }, completion: { _ in completion(true) })`. Respelled: `present(safari:)`.
    @Test func sharingActivityOpensSafari() async throws {
        let url = try #require(URL(string: "https://github.com/hhru/Nivelir"))
        var completed = false
        app.navigator.navigate(
            to: { route in
                route
                    .top(.container)
                    .present(safari: url)
            },
            completion: { _ in
                completed = true
            }
        )
        #expect(completed)
        #expect(app.rootStack?.presentedViewController is HeadlessSafariController)
    }

    // Example app, LandmarkScreen: `build` returns `UIHostingController(rootView: LandmarkView())`.
    // Respelled: `ScreenHostingScreen { LandmarkView() }`.
    @Test func hostingScreen() async throws {
        struct LandmarkView {}
        try await app.navigator.run { $0.top(.stack).push(ScreenHostingScreen { LandmarkView() }) }
        #expect(app.rootStack?.topViewController is HeadlessHostingController)
        #expect(app.rootStack?.topViewController?.effectiveScreenKey?.name == "LandmarkView")
    }

    // Example app, deep links: `ChatDeeplink: URLDeeplink` (`url(scheme:host:path:query:context:)` and
    // `navigate(screens:navigator:handler:)`), `DeeplinkManager(deeplinkTypes: [ChatDeeplink.self],
    // navigator:)`, `activate(screens:)` and `handleURLIfPossible(url, context:)`. Respelled (four
    // patterns): `Deeplink` with `parse(_:)` and `route(screens:)`, `register(_:screens:)`,
    // `activate(_:)` with a scope, `handleIfPossible(_:)`.
    @Test func chatDeeplink() async throws {
        let gate = AuthorizeGate()
        gate.isAuthorized = true
        let screens = ExampleScreens(gate: gate)
        let deeplinks = DeeplinkManager(navigator: app.navigator, schemes: ["nivelir"])
        deeplinks.register(PortedChatDeeplink.self, screens: { screens })
        #expect(deeplinks.handleIfPossible("nivelir://chat?room_id=1&chat_id=4"))
        #expect(app.window.topPresented == nil, "pending until the home screen activates the links")
        deeplinks.activate(.launch)
        #expect(HeadlessTrees.names(app.window.topPresented as? HeadlessNavigationController) == ["ChatList(1)", "PortedChatScreen(4)"])
        #expect(!deeplinks.handleIfPossible("nivelir://room?room_id=1"))
    }

    // Example app, ChatListViewController: `extension ChatListViewController: ScreenRefreshableContainer
    // { func refresh(completion: @escaping () -> Void) }`: the requirement has Nivelir's type, as
    // `ChatViewController` in the first file writes it.
    @Test func refreshableConformance() async throws {
        let chat = ChatViewController()
        app.rootStack?.pushViewController(chat, animated: false)
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).refresh())
        #expect(chat.messages == ["refreshed"])
    }
}
