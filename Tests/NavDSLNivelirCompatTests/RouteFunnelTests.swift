import NavDSLHeadless
import NavDSLNivelirCompat
import Testing

// Each funnel of the route vocabulary leaves the same tree, transitions and error as the NavDSL
// spelling its deprecation names.
@MainActor
@Suite struct RouteFunnelTests {
    let chat = HeadlessScreen(name: "Chat")

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func crossDissolveValueIsTheFunction() async throws {
        let (compat, native, errors) = try await CompatWorld.pair(
            { $0.setRoot(to: chat.withStackContainer(), animation: .crossDissolve) },
            { $0.setRoot(to: chat.withStackContainer(), animation: .crossDissolve()) })
        #expect(compat.state == native.state && errors.0 == errors.1)
        #expect(compat.window.transitions.last?.animation == .crossDissolve())
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func waitInSecondsWaitsTheDuration() async throws {
        let seconds: ScreenRoute<HeadlessWindow, HeadlessNavigationController> = HeadlessWindowRoute().top(.stack).wait(for: 0.01)
        let duration: ScreenRoute<HeadlessWindow, HeadlessNavigationController> = HeadlessWindowRoute().top(.stack).wait(
            for: .milliseconds(10))
        #expect(seconds.routeDescription == duration.routeDescription)
        let (compat, native, errors) = try await CompatWorld.pair(
            { $0.top(.stack).wait(for: 0.01).push(chat) }, { $0.top(.stack).wait(for: .seconds(0.01)).push(chat) })
        #expect(compat.state == native.state && errors.0 == errors.1)
        #expect(compat.rootStack?.viewControllers.count == 2)
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func fallbackWithErrorAndRouteRunsTheFallback() async throws {
        var compatErrors: [String] = []
        let (compat, native, errors) = try await CompatWorld.pair(
            { route in
                route.top(.tabs).selectTab(with: .index(1)).fallback { error, route in
                    compatErrors.append("\(type(of: error))")
                    return route.top(.stack).push(chat)
                }
            },
            { route in route.top(.tabs).selectTab(with: .index(1)).fallback(to: { _ in HeadlessWindowRoute().top(.stack).push(chat) }) })
        #expect(compat.state == native.state && errors.0 == "none" && errors.1 == "none")
        #expect(compatErrors == ["ScreenContainerNotFoundError"])
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func makeVisibleWithNivelirsLabel() async throws {
        let prepare: (CompatWorld) async throws -> Void = { world in
            try await world.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(chat).push(HeadlessScreen(name: "Over")))
            try await world.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(HeadlessScreen(name: "Sheet")))
        }
        let (compat, native, errors) = try await CompatWorld.pair(
            { $0.first(.container(of: chat)).makeVisible(dissmissAnimated: false) },
            { $0.first(.container(of: chat)).makeVisible(stackAnimation: .default, dismissAnimated: false) }, prepare: prepare)
        #expect(compat.state == native.state && errors.0 == errors.1)
        #expect(compat.rootStack?.topViewController?.description == "Chat" && compat.rootStack?.presentedViewController == nil)
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func searchesWithRouteValues() async throws {
        let pop = HeadlessStackRoute().pop(animated: false)
        let prepare: (CompatWorld) async throws -> Void = { world in
            try await world.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(chat).push(HeadlessScreen(name: "A")))
        }
        let forms: [(HeadlessWindowRoute) -> HeadlessWindowRoute] = [
            { $0.top(.stack, route: pop) }, { $0.first(.stack, route: pop) }, { $0.last(.stack, route: pop) },
        ]
        let natives: [(HeadlessWindowRoute) -> HeadlessWindowRoute] = [
            { $0.top(.stack) { $0.pop(animated: false) } }, { $0.first(.stack) { $0.pop(animated: false) } },
            { $0.last(.stack) { $0.pop(animated: false) } },
        ]
        for (form, native) in zip(forms, natives) {
            let (compatWorld, nativeWorld, errors) = try await CompatWorld.pair(form, native, prepare: prepare)
            #expect(compatWorld.state == nativeWorld.state && errors.0 == errors.1)
            #expect(compatWorld.rootStack?.viewControllers.count == 2)
        }
        let missing = try await CompatWorld.pair({ $0.top(.tabs, route: HeadlessTabsRoute()) }, { $0.top(.tabs) { $0 } })
        #expect(missing.errors.0 == missing.errors.1 && missing.errors.0 != "none", "a search that finds nothing fails the same way")
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func controllerRelationMembers() async throws {
        let world = CompatWorld()
        try await world.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(chat))
        try await world.navigator.navigateAndWait(to: HeadlessWindowRoute().root.present(HeadlessScreen(name: "Sheet")))
        let stack = try #require(world.rootStack)
        let top = try #require(stack.topViewController)
        let sheet = try #require(stack.presentedViewController)
        #expect(top.stack === top.navigationController && top.stack === stack)
        #expect(sheet.presenting === sheet.presentingViewController && sheet.presenting === stack)
        #expect(stack.presented === stack.presentedViewController && stack.presented === sheet)
        #expect(top.tabs == nil && top.tabs === top.tabBarController)
        let tabs = HeadlessPlatform.makeTabsContainer(with: [HeadlessViewController()])
        #expect(tabs.viewControllers?.first?.tabs === tabs)
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func modalStyleValues() async throws {
        final class Slide: HeadlessTransitioningDelegate {}
        let delegate = Slide()
        let (compat, native, errors) = try await CompatWorld.pair(
            { $0.root.present(chat.withModalStyle(.default(presentation: .formSheet, transition: .crossDissolve))) },
            { $0.root.present(chat.withModalPresentationStyle(.formSheet).withModalTransitionStyle(.crossDissolve)) })
        #expect(compat.state == native.state && errors.0 == errors.1)
        #expect(compat.rootStack?.presentedViewController?.modalPresentationStyle == .formSheet)
        #expect(compat.rootStack?.presentedViewController?.modalTransitionStyle == .crossDissolve)
        let custom = try await CompatWorld.pair(
            { $0.root.present(chat.withModalStyle(.custom(delegate: delegate))) },
            { $0.root.present(chat.withModalTransitioningDelegate(delegate)) })
        #expect(custom.compat.state == custom.native.state)
        #expect(custom.compat.rootStack?.presentedViewController?.transitioningDelegate === delegate)
        #expect(custom.compat.rootStack?.presentedViewController?.modalPresentationStyle == .custom)
    }

    // The relations' route-value forms run the route where the closure form does, and fail the same way.
    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func relationsWithRouteValues() async throws {
        let pop = HeadlessStackRoute().pop(animated: false)
        let dismiss = HeadlessModalRoute().dismiss(animated: false)
        let prepare: (CompatWorld) async throws -> Void = { world in
            try await world.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(chat))
            try await world.navigator.navigateAndWait(
                to: HeadlessWindowRoute().top(.container).present(HeadlessScreen(name: "A").withStackContainer().withStack(chat)))
            try await world.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(HeadlessScreen(name: "B")))
        }
        typealias Form = (HeadlessWindowRoute) -> HeadlessWindowRoute
        let pairs: [(Form, Form)] = [
            ({ $0.root.presented(route: dismiss).resolve() }, { $0.root.presented { $0.then(dismiss) }.resolve() }),
            (
                { $0.root.presented(of: HeadlessNavigationController.self, route: pop).resolve() },
                { $0.root.presented(of: HeadlessNavigationController.self) { $0.then(pop) }.resolve() }
            ),
            ({ $0.top(.container).presenting(route: dismiss).resolve() }, { $0.top(.container).presenting { $0.then(dismiss) }.resolve() }),
            (
                { $0.top(.container).presenting(of: HeadlessNavigationController.self, route: pop).resolve() },
                { $0.top(.container).presenting(of: HeadlessNavigationController.self) { $0.then(pop) }.resolve() }
            ),
            (
                { $0.root.presented(of: HeadlessNavigationController.self).stackTop.stack(route: pop).resolve() },
                { $0.root.presented(of: HeadlessNavigationController.self).stackTop.stack { $0.then(pop) }.resolve() }
            ),
            (
                {
                    $0.root.presented(of: HeadlessNavigationController.self).stackTop.stack(
                        of: HeadlessNavigationController.self, route: pop
                    ).resolve()
                },
                {
                    $0.root.presented(of: HeadlessNavigationController.self).stackTop.stack(of: HeadlessNavigationController.self) {
                        $0.then(pop)
                    }.resolve()
                }
            ),
            ({ $0.root.tabs(route: HeadlessTabsRoute()).resolve() }, { $0.root.tabs { $0.then(HeadlessTabsRoute()) }.resolve() }),
            (
                { $0.root.tabs(of: HeadlessTabBarController.self, route: HeadlessTabsRoute()).resolve() },
                { $0.root.tabs(of: HeadlessTabBarController.self) { $0.then(HeadlessTabsRoute()) }.resolve() }
            ),
            (
                { $0.top(.container).window(route: HeadlessWindowRoute().root.dismiss()).resolve() },
                { $0.top(.container).window { $0.then(HeadlessWindowRoute().root.dismiss()) }.resolve() }
            ),
            (
                { $0.top(.container).window(of: HeadlessWindow.self, route: HeadlessWindowRoute().root.dismiss()).resolve() },
                { $0.top(.container).window(of: HeadlessWindow.self) { $0.then(HeadlessWindowRoute().root.dismiss()) }.resolve() }
            ),
        ]
        var outcomes: [String] = []
        for (compat, native) in pairs {
            let worlds = try await CompatWorld.pair(compat, native, prepare: prepare)
            #expect(worlds.compat.state == worlds.native.state && worlds.errors.0 == worlds.errors.1)
            outcomes.append(worlds.errors.0 == "none" ? "ran" : "failed")
        }
        #expect(outcomes == ["ran", "ran", "ran", "ran", "ran", "ran", "failed", "failed", "ran", "ran"], "\(outcomes)")
    }
}
