import NavDSLHeadless
import NavDSLNivelirCompat
import Testing

// What real Nivelir apps write (round two), with only the import changed, on the headless family.
// The UIKit-typed forms (BottomSheetStackController, `bottomSheet?.shouldDismiss`, an action over
// `Container: UIViewController`) are compiled against Apple's SDK by
// Checks/NivelirCompatApp/NivelirAppPatternsRoundTwo.swift.

/// An app's navigation controller class, as apps subclass it to style their bars.
final class AppStack: HeadlessNavigationController {
    private(set) var styled = false

    required init() {
        super.init()
        styled = true
    }
}

/// An app's own action generic over its container, merging with the next one of its kind through
/// Nivelir's `cast(to:)` and erased with `eraseToAnyVoidAction()` (the minimal reproduction of the
/// shapes Nivelir's `ScreenAction` and `combine(with:)` give apps).
@available(*, deprecated, message: "exercises the compat spellings")
struct HighlightAction<Container: HeadlessViewController>: ScreenAction {
    typealias Output = Void

    let count: Int

    func perform(container: Container, navigator: ScreenNavigator, completion: @escaping Completion) {
        container.title = "highlighted \(count)"
        completion(.success(()))
    }

    func combine<Action: ScreenAction>(with other: Action) -> AnyScreenAction<Container, Void>? {
        guard let other = other.cast(to: HighlightAction<Container>.self) else { return nil }
        return HighlightAction(count: count + other.count).eraseToAnyVoidAction()
    }
}

@available(*, deprecated, message: "exercises the compat spellings")
extension ScreenRoute where Container: HeadlessViewController {
    /// Nivelir 1.0's generic parameter name in an app's route helper.
    func highlight() -> Self {
        then(HighlightAction<Container>(count: 1))
    }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct RealNivelirAppsRoundTwoTests {
    let tabs = ScreenTabsScreen<HeadlessPlatform>(name: "Main")
        .withTabs(HeadlessScreen(name: "Feed").withStackContainer(), HeadlessScreen(name: "Profile"))

    // MARK: 1. A navigation controller of the app's own class

    @Test func withStackContainerOfBuildsTheAppsClass() async throws {
        let world = CompatWorld()
        try await world.succeed(HeadlessWindowRoute().setRoot(to: HeadlessScreen(name: "Home").withStackContainer(of: AppStack.self)))
        let stack = try #require(world.window.rootViewController as? AppStack)
        #expect(stack.styled)
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func withBottomSheetStackOfPresentsTheAppsClassInASheet() async throws {
        let world = CompatWorld()
        let sheet = HeadlessScreen(name: "Filters").withBottomSheetStack(BottomSheet(detents: [.medium]), of: AppStack.self)
        try await world.succeed(HeadlessWindowRoute().top(.container).present(sheet))
        let presented = try #require(world.rootStack?.presentedViewController as? AppStack)
        #expect(presented.styled)
        #expect(presented.screenSheet?.detents == [.medium])
        #expect(presented.viewControllers.first?.effectiveScreenKey == ScreenKey(name: "Filters"))
    }

    // MARK: 3. The nested setRoot, alone and in a two-argument fallback

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func nestedSetRootRunsTheRouteFromTheNewRootAsTheNativeFormDoes() async throws {
        let (compat, native, errors) = try await CompatWorld.pair(
            { $0.setRoot(to: tabs) { $0.selectTab(with: .index(1)) } },
            {
                $0.nested { $0.setRoot(to: tabs, animation: nil).root.then(ScreenRootRoute<HeadlessViewController>()) }.top(.tabs)
                    .selectTab(with: .index(1))
            })
        #expect(errors == ("none", "none"))
        #expect((compat.window.rootViewController as? HeadlessTabBarController)?.selectedIndex == 1)
        #expect(compat.window.hierarchyDescription == native.window.hierarchyDescription)
        #expect(compat.window.transitions.first?.animated == false, "Nivelir's setRoot does not animate by default")
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func aFailingNestedRoutePutsTheOldRootBack() async throws {
        let world = CompatWorld()
        let before = world.window.hierarchyDescription
        let error = await world.run(HeadlessWindowRoute().setRoot(to: tabs) { $0.selectTab(with: .index(5)) })
        #expect(error is ScreenContainerNotFoundError)
        #expect(world.window.hierarchyDescription == before)
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func nestedSetRootInsideATwoArgumentFallback() async throws {
        let world = CompatWorld()
        let error = await world.run(
            HeadlessWindowRoute().top(.tabs).selectTab(with: .index(0))
                .fallback { error, route in
                    route.setRoot(to: tabs, animation: nil) { $0.selectTab(of: HeadlessViewController.self, with: .index(1)) }
                })
        #expect(error == nil)
        #expect((world.window.rootViewController as? HeadlessTabBarController)?.selectedIndex == 1)
    }

    // MARK: 4. The stack and tabs erasers

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func eraseToAnyStackScreenKeepsTheKeyAndBuildsTheStack() async throws {
        let screens: [AnyScreen<HeadlessNavigationController>] = [
            HeadlessScreen(name: "A").withStackContainer().eraseToAnyStackScreen(),
            HeadlessScreen(name: "B").withStackContainer().withStack(HeadlessScreen(name: "C")).eraseToAnyStackScreen(),
        ]
        #expect(screens.map(\.key) == [ScreenKey(name: "A"), ScreenKey(name: "B")])
        let world = CompatWorld()
        try await world.succeed(HeadlessWindowRoute().setRoot(to: screens[1]))
        #expect((world.window.rootViewController as? HeadlessNavigationController)?.viewControllers.count == 2)
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func eraseToAnyTabsScreenBuildsTheTabBar() async throws {
        let erased: AnyScreen<HeadlessTabBarController> = tabs.eraseToAnyTabsScreen()
        #expect(erased.key == tabs.key)
        let world = CompatWorld()
        try await world.succeed(HeadlessWindowRoute().setRoot(to: erased))
        #expect((world.window.rootViewController as? HeadlessTabBarController)?.viewControllers?.count == 2)
    }

    // MARK: 5. selectTab(of:with:) without a nested route

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func selectTabOfWithoutARouteSelectsAsTheNativeFormDoes() async throws {
        let (compat, native, errors) = try await CompatWorld.pair(
            { $0.top(.tabs).selectTab(of: HeadlessNavigationController.self, with: .index(0)) },
            { $0.top(.tabs).selectTab(with: .index(0)) },
            prepare: { try await $0.succeed(HeadlessWindowRoute().setRoot(to: tabs).top(.tabs).selectTab(with: .index(1))) })
        #expect(errors == ("none", "none"))
        #expect((compat.window.rootViewController as? HeadlessTabBarController)?.selectedIndex == 0)
        #expect(compat.state == native.state)
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func selectTabOfNamingATypeNoTabHasFailsNamingTheStep() async throws {
        let world = CompatWorld()
        try await world.succeed(HeadlessWindowRoute().setRoot(to: tabs))
        let error = await world.run(HeadlessWindowRoute().top(.tabs).selectTab(of: HeadlessTabBarController.self, with: .index(1)))
        let mismatch = try #require(error as? ScreenContainerTypeMismatchError)
        #expect(mismatch.step?.action == "selectTab(of: HeadlessTabBarController, with: .index(1))")
        #expect(mismatch.hint.contains("name its class in selectTab(of:with:)"))
        #expect((world.window.rootViewController as? HeadlessTabBarController)?.selectedIndex == 0, "the selection is undone")
        let missing = await world.run(HeadlessWindowRoute().top(.tabs).selectTab(of: HeadlessViewController.self, with: .index(7)))
        #expect((missing as? ScreenContainerNotFoundError)?.step != nil)
    }

    // MARK: 6. An app's own action generic over its container

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func anAppsGenericActionCastsCombinesAndErases() async throws {
        let world = CompatWorld()
        try await world.succeed(HeadlessWindowRoute().top(.container).highlight().highlight().highlight())
        #expect(world.rootStack?.topViewController?.title == "highlighted 3", "three highlights merged into one action")
        let other = HighlightAction<HeadlessViewController>(count: 1).combine(
            with: ScreenDismissAction<HeadlessViewController>(animated: true))
        #expect(other == nil)
    }

    // MARK: 7. Nivelir 1.0's names

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func nivelirOnePointZeroNamesRunAsTheirNewNames() async throws {
        let world = CompatWorld()
        let navigator: DefaultScreenNavigator = world.navigator
        try await navigator.navigateAndWait(
            to: HeadlessWindowRoute().then(action: ScreenMakeKeyAndVisibleAction())
                .top(.stackContainer).push(HeadlessScreen(name: "Chat"))
                .top(.modalContainer).present(HeadlessScreen(name: "Sheet")))
        #expect(world.rootStack?.viewControllers.count == 2)
        #expect(world.rootStack?.presentedViewController?.effectiveScreenKey == ScreenKey(name: "Sheet"))
        try await navigator.navigateAndWait(
            to: HeadlessWindowRoute().then(ScreenSetRootAction(screen: tabs, animation: nil)).top(.tabsContainer).selectTab(with: .index(1))
        )
        #expect((world.window.rootViewController as? HeadlessTabBarController)?.selectedIndex == 1)
    }
}
