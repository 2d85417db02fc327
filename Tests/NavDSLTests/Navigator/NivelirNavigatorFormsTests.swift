import NavDSL
import NavDSLHeadless
import Testing

/// Nivelir's navigator spellings: closure routes, optional containers, the key-window default,
/// top-container queries and the log forwarding.
@MainActor
@Suite struct NivelirNavigatorFormsTests {
    let app = HeadlessApp(root: HeadlessTrees.stack(["Home"]))

    @Test func closureRouteRunsFromTheWindow() async throws {
        var result: Result<Void, any Error>?
        app.navigator.navigate(to: { route in route.top(.stack).push(HeadlessScreen(name: "Chat")) }, completion: { result = $0 })
        #expect(HeadlessTrees.names(app.rootStack) == ["Home", "Chat"])
        #expect(throws: Never.self) { try result?.get() }
        try await app.navigator.run { route in route.top(.stack).pop() }
        #expect(HeadlessTrees.names(app.rootStack) == ["Home"])
    }

    @Test func nilContainerFailsWithATypedErrorAndChangesNothing() async throws {
        weak var released: HeadlessViewController?
        do {
            let temporary = HeadlessViewController()
            released = temporary
        }
        var failure: (any Error)?
        app.navigator.navigate(
            from: released, to: { $0.present(HeadlessScreen(name: "Sheet")) },
            completion: { result in
                if case .failure(let error) = result { failure = error }
            })
        #expect(failure is ScreenContainerNotFoundError)
        #expect("\(failure.map { "\($0)" } ?? "")".contains("nil"))
        #expect(app.window.rootViewController?.presentedViewController == nil)
        await #expect(throws: ScreenContainerNotFoundError.self) {
            try await app.navigator.run(from: released) { $0.present(HeadlessScreen(name: "Sheet")) }
        }
    }

    @Test func nivelirArgumentOrderRunsFromTheContainer() async throws {
        let home = try #require(app.rootStack?.viewControllers.first)
        var done = false
        app.navigator.navigate(from: home, to: { $0.present(HeadlessScreen(name: "Sheet")) }, completion: { _ in done = true })
        #expect(done)
        #expect(home.presentedViewController?.description == "Sheet")
    }

    @Test func keyWindowProviderFindsTheNewestSceneKeyWindow() async throws {
        let window = HeadlessTrees.window(root: HeadlessTrees.stack(["Home"]))
        let navigator = ScreenNavigator(windowProvider: HeadlessKeyWindowProvider(), logger: nil)
        #expect(navigator.window === window)
        try await navigator.run { $0.top(.stack).push(HeadlessScreen(name: "Chat")) }
        #expect(HeadlessTrees.names(window.rootViewController as? HeadlessNavigationController) == ["Home", "Chat"])
    }

    @Test func sceneProviderFollowsTheSceneKeyWindow() async throws {
        let scene = HeadlessScene()
        let first = HeadlessWindow(scene: scene)
        let second = HeadlessWindow(scene: scene)
        let provider = HeadlessKeyWindowProvider(scene: scene)
        #expect(provider.window == nil)
        first.makeKeyAndVisible()
        #expect(provider.window === first)
        second.makeKey()
        #expect(provider.window === second)
        #expect(second.isHidden, "makeKey() leaves the window hidden, as UIKit's does")
        #expect(!first.isKeyWindow)
    }

    @Test func sceneNavigatorDrivesOnlyItsOwnScenesKeyWindow() async throws {
        let scene = HeadlessScene()
        let mine = HeadlessTrees.window(root: HeadlessTrees.stack(["Mine"]), scene: scene)
        let navigator = ScreenNavigator(windowProvider: HeadlessKeyWindowProvider(scene: scene), logger: nil)
        // Another test's scene, newer, with its own key window: ScreenNavigator() would drive it.
        let other = HeadlessTrees.window(root: HeadlessTrees.stack(["Other"]))
        #expect(
            ScreenNavigator(windowProvider: HeadlessKeyWindowProvider(), logger: nil).window === other,
            "the scene-less form searches every scene, newest first")
        await Task.yield()
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Chat")))
        #expect(HeadlessTrees.names(mine.rootViewController as? HeadlessNavigationController) == ["Mine", "Chat"])
        #expect(HeadlessTrees.names(other.rootViewController as? HeadlessNavigationController) == ["Other"])
        let second = HeadlessTrees.window(root: HeadlessTrees.stack(["Second"]), scene: scene)
        #expect(navigator.window === second, "it follows its scene's key window")
    }

    @Test func sceneNavigatorWithoutAKeyWindowFailsTyped() async throws {
        let scene = HeadlessScene()
        let window = HeadlessWindow(scene: scene)
        let navigator = ScreenNavigator(windowProvider: HeadlessKeyWindowProvider(scene: scene), logger: nil)
        let other = HeadlessTrees.window(root: HeadlessTrees.stack(["Other"]))
        await #expect(throws: ScreenContainerNotFoundError.self) {
            try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack))
        }
        #expect(!window.isKeyWindow)
        #expect(HeadlessTrees.names(other.rootViewController as? HeadlessNavigationController) == ["Other"])
    }

    @Test func makeKeyRouteKeysAHiddenWindowWithoutShowingIt() async throws {
        let window = HeadlessWindow()
        let navigator = ScreenNavigator(window: window, logger: nil)
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().setRoot(to: HeadlessScreen(name: "Home")).makeKey())
        #expect(window.isKeyWindow)
        #expect(window.isHidden)
    }

    @Test func topContainersReadTheVisibleTreeWithoutARoute() async throws {
        let tabs = HeadlessApp.tabs()
        let iterator = tabs.navigator.iterator
        #expect(iterator.topContainer(in: tabs.window) { $0 is any ScreenTabsContainer } === tabs.tabBar)
        #expect(iterator.topContainer(in: tabs.window) { $0 is any ScreenStackContainer } === tabs.stack(tab: 0))
        #expect(tabs.navigator.topContainer?.effectiveScreenKey == ScreenKey(name: "Chats"))
        try await tabs.navigator.run { $0.top(.container).present(HeadlessScreen(name: "Sheet")) }
        #expect(tabs.navigator.topContainer?.effectiveScreenKey == ScreenKey(name: "Sheet"))
        #expect(iterator.topContainer(in: tabs.window) { $0 is any ScreenStackContainer } == nil, "the stack is under the sheet")
        let window = tabs.window
        // The walk visits the selected tab last.
        #expect(iterator.firstContainer(in: window) { $0 is HeadlessNavigationController } === tabs.stack(tab: 1))
        #expect(iterator.lastContainer(in: window) { $0 is HeadlessNavigationController } === tabs.stack(tab: 0))
        #expect(iterator.topContainer(in: window) { $0 is HeadlessTabBarController } == nil)
    }

    @Test func theLoggerIsTheNavigatorsAndNilIsSilent() async throws {
        app.log.removeAll()
        app.navigator.logger?.info("custom step")
        app.navigator.logger?.error(ScreenContainerNotFoundError("no login"))
        #expect(app.log.lines == ["Info: custom step", "Error: \(ScreenContainerNotFoundError("no login"))"])
        let silent = ScreenNavigator(window: app.window, logger: nil)
        var built = false
        silent.logger?.info(
            {
                built = true; return "never built"
            }())
        #expect(!built)
    }
}
