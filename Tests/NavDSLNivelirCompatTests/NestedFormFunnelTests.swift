import NavDSLHeadless
import NavDSLNivelirCompat
import Testing

// Issue 42, pattern 5: an app's own route verbs, declared `-> Self` over Nivelir's nested forms,
// as real Nivelir apps write them (with the controller classes of the headless platform).
@available(*, deprecated, message: "an app's own verbs over Nivelir's nested forms")
extension ScreenThenable where Current: HeadlessViewController {
    func closeModal() -> Self { presenting { $0.dismiss() } }
    func dismissPresented() -> Self { presented { $0.dismiss() } }
    func popToStackRoot() -> Self { stack(of: HeadlessNavigationController.self) { $0.popToRoot() } }
    func showFirstTab() -> Self { tabs { $0.selectTab(with: .index(0)) } }
}

@available(*, deprecated, message: "an app's own verbs over Nivelir's nested forms")
extension ScreenThenable where Current == HeadlessWindow {
    func dismissAllModals() -> Self { root { $0.dismissAll() } }
    func pushOnTop(_ screen: HeadlessScreen) -> Self { top(.stack) { $0.push(screen) } }
}

/// Each of Nivelir's nested forms leaves the same tree, transitions and error as the
/// `nested { }` spelling its deprecation names.
@MainActor
@Suite struct NestedFormFunnelTests {
    let chat = HeadlessScreen(name: "Chat")
    let sheet = HeadlessScreen(name: "Sheet")

    /// A window whose root is a tab bar of two stacks, `Feed` (selected) and `Chats`.
    static func tabsWorld() -> (window: HeadlessWindow, navigator: ScreenNavigator, tabs: HeadlessTabBarController) {
        let window = HeadlessWindow()
        let tabs = HeadlessTabBarController()
        tabs.setViewControllers(
            [
                HeadlessNavigationController(rootViewController: HeadlessViewController(screenKey: ScreenKey(name: "Feed"))),
                HeadlessNavigationController(rootViewController: HeadlessViewController(screenKey: ScreenKey(name: "Chats"))),
            ], animated: false)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        return (window, ScreenNavigator(window: window, logger: nil), tabs)
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func anAppsOwnVerbsReturningSelfCompileAndRun() async throws {
        let world = CompatWorld()
        try await world.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(chat).push(HeadlessScreen(name: "Over")))
        try await world.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(sheet))
        let presented = try #require(world.window.rootViewController?.presentedViewController)
        try await world.navigator.navigateAndWait(from: presented, to: ScreenRootRoute<HeadlessViewController>().closeModal())
        #expect(world.window.rootViewController?.presentedViewController == nil)
        let top = try #require(world.rootStack?.topViewController)
        let route: ScreenRootRoute<HeadlessViewController> = ScreenRootRoute<HeadlessViewController>().popToStackRoot()
        try await world.navigator.navigateAndWait(from: top, to: route)
        #expect(world.rootStack?.viewControllers.map(\.description) == ["Home"])
        try await world.navigator.navigateAndWait(to: HeadlessWindowRoute().pushOnTop(chat).dismissAllModals())
        #expect(world.rootStack?.viewControllers.map(\.description) == ["Home", "Chat"])
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func relationFormsRunLikeNested() async throws {
        let prepare: (CompatWorld) async throws -> Void = { world in
            try await world.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(HeadlessScreen(name: "Sheet")))
        }
        let pairs: [(String, (HeadlessWindowRoute) -> HeadlessWindowRoute, (HeadlessWindowRoute) -> HeadlessWindowRoute)] = [
            ("presented", { $0.root { $0.presented { $0.dismiss() } } }, { $0.nested { $0.root.presented.dismiss() } }),
            (
                "presented(of:)", { $0.root { $0.presented(of: HeadlessViewController.self) { $0.present(chat) } } },
                { $0.nested { $0.root.presented(of: HeadlessViewController.self).present(chat) } }
            ),
            (
                "presenting", { $0.top(.container) { $0.presenting { $0.dismiss() } } },
                { $0.nested { $0.top(.container).presenting.dismiss() } }
            ),
            (
                "presenting(of:)", { $0.top(.container) { $0.presenting(of: HeadlessNavigationController.self) { $0.push(chat) } } },
                { $0.nested { $0.top(.container).presenting(of: HeadlessNavigationController.self).push(chat) } }
            ),
            (
                "stack", { $0.first(.container(key: ScreenKey(name: "Home"))) { $0.stack { $0.push(chat) } } },
                { $0.nested { $0.first(.container(key: ScreenKey(name: "Home"))).stack.push(chat) } }
            ),
            (
                "window", { $0.top(.container) { $0.window { $0.makeKeyAndVisible() } } },
                { $0.nested { $0.top(.container).window.makeKeyAndVisible() } }
            ),
            (
                "window(of:)", { $0.top(.container) { $0.window(of: HeadlessWindow.self) { $0.root { $0.dismissAll() } } } },
                { $0.nested { $0.top(.container).window(of: HeadlessWindow.self).root.dismissAll() } }
            ),
            ("stackRoot", { $0.last(.stack) { $0.stackRoot { $0.dismiss() } } }, { $0.nested { $0.last(.stack).stackRoot.dismiss() } }),
            ("stackTop", { $0.last(.stack) { $0.stackTop { $0.dismiss() } } }, { $0.nested { $0.last(.stack).stackTop.dismiss() } }),
            (
                "stackVisible", { $0.last(.stack) { $0.stackVisible { $0.dismiss() } } },
                { $0.nested { $0.last(.stack).stackVisible.dismiss() } }
            ),
            ("a missing relation", { $0.root { $0.presenting { $0.dismiss() } } }, { $0.nested { $0.root.presenting.dismiss() } }),
        ]
        for (name, compatRoute, nativeRoute) in pairs {
            let (compat, native, errors) = try await CompatWorld.pair(compatRoute, nativeRoute, prepare: prepare)
            #expect(compat.state == native.state, "\(name)")
            #expect(errors.0 == errors.1, "\(name)")
        }
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func theFormsReturnTheRouteTheyExtend() async throws {
        let window: HeadlessWindowRoute = HeadlessWindowRoute().root { $0.dismissAll() }.top(.stack) { $0.pop() }
        #expect(
            window.routeDescription
                == HeadlessWindowRoute().nested { $0.root.dismissAll() }.nested { $0.top(.stack).pop() }.routeDescription)
        let stack: HeadlessStackRoute = HeadlessStackRoute().stackTop { $0.dismiss() }.stackRoot { $0.dismiss() }
        #expect(stack.routeDescription == "{ stackTop.dismiss() }.{ stackRoot.dismiss() }" || !stack.actions.isEmpty)
        let tabs: HeadlessTabsRoute = HeadlessTabsRoute().selectedTab { $0.dismiss() }
        #expect(tabs.actions.count == 1)
    }

    // Issue 42, pattern 2: a typed tab selection with a nested route, inside `navigate(from:)`.
    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func selectTabOfATypeRunsTheRouteOnTheSelectedTab() async throws {
        let (window, navigator, tabs) = Self.tabsWorld()
        try await navigator.navigateAndWait(
            from: tabs.viewControllers?[1] as? HeadlessNavigationController, to: HeadlessStackRoute().push(chat))
        window.resetLogs()
        try await navigator.navigateAndWait(
            from: tabs,
            to: HeadlessTabsRoute().selectTab(of: HeadlessNavigationController.self, with: .index(1)) { $0.popToRoot() })
        #expect(tabs.selectedIndex == 1)
        #expect((tabs.viewControllers?[1] as? HeadlessNavigationController)?.viewControllers.map(\.description) == ["Chats"])
        #expect(window.transitions.map(\.kind) == [.selectTab, .stack])
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func selectTabOfATypeInNavigateFromCompilesAsNivelirAppsWriteIt() async throws {
        let (_, navigator, tabs) = Self.tabsWorld()
        var result: Result<Void, any Error>?
        navigator.navigate(
            from: tabs,
            to: { route in
                route.selectTab(of: HeadlessNavigationController.self, with: .index(1)) { $0.push(HeadlessScreen(name: "Thread")) }
            },
            completion: { result = $0 })
        #expect(throws: Never.self) { try result?.get() }
        #expect(tabs.selectedIndex == 1)
        #expect((tabs.viewControllers?[1] as? HeadlessNavigationController)?.viewControllers.map(\.description) == ["Chats", "Thread"])
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func selectTabOfTheWrongTypeFailsAndLeavesTheSelection() async throws {
        let (window, navigator, tabs) = Self.tabsWorld()
        window.resetLogs()
        let error = await #expect(throws: ScreenContainerTypeMismatchError.self) {
            try await navigator.navigateAndWait(
                from: tabs,
                to: HeadlessTabsRoute().selectTab(of: HeadlessTabBarController.self, with: .index(1)) { $0.selectTab(with: .index(0)) })
        }
        #expect("\(error.map { $0 } as Any)".contains("HeadlessTabBarController"))
        #expect(tabs.selectedIndex == 0, "the selection is undone with the failed navigation")
        #expect(window.hierarchyDescription.contains("Chats"))
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func selectTabOfATypeWithNoMatchingTabFailsAsSelectTab() async throws {
        let (_, navigator, tabs) = Self.tabsWorld()
        await #expect(throws: ScreenContainerNotFoundError.self) {
            try await navigator.navigateAndWait(
                from: tabs, to: HeadlessTabsRoute().selectTab(of: HeadlessNavigationController.self, with: .index(5)) { $0.popToRoot() })
        }
        #expect(tabs.selectedIndex == 0)
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func tabsAndSelectedTabFormsRunLikeNested() async throws {
        let (compatWindow, compatNavigator, compatTabs) = Self.tabsWorld()
        let (nativeWindow, nativeNavigator, nativeTabs) = Self.tabsWorld()
        let compatFeed = try #require((compatTabs.viewControllers?[0] as? HeadlessNavigationController)?.topViewController)
        let nativeFeed = try #require((nativeTabs.viewControllers?[0] as? HeadlessNavigationController)?.topViewController)
        try await compatNavigator.navigateAndWait(
            from: compatFeed,
            to: ScreenRootRoute<HeadlessViewController>().tabs { $0.selectTab(with: .index(1)) }
                .tabs(of: HeadlessTabBarController.self) { $0.selectedTab { $0.present(sheet) } })
        try await nativeNavigator.navigateAndWait(
            from: nativeFeed,
            to: ScreenRootRoute<HeadlessViewController>().nested { $0.tabs.selectTab(with: .index(1)) }
                .nested { $0.tabs(of: HeadlessTabBarController.self).selectedTab.present(sheet) })
        #expect(compatWindow.hierarchyDescription == nativeWindow.hierarchyDescription)
        #expect(compatWindow.transitions.map(\.description) == nativeWindow.transitions.map(\.description))
        let feed = try #require((compatTabs.viewControllers?[0] as? HeadlessNavigationController)?.topViewController)
        try await compatNavigator.navigateAndWait(from: feed, to: ScreenRootRoute<HeadlessViewController>().showFirstTab())
        #expect(compatTabs.selectedIndex == 0)
    }
}
