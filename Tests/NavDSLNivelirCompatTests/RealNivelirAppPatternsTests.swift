import NavDSLHeadless
import NavDSLNivelirCompat
import Testing

// What real Nivelir apps write (issue "Real Nivelir apps"), with only the import changed: patterns 3,
// 4, 6, 7, 9 and 10 on the headless platform. The UIKit-typed forms of patterns 3, 4, 8 and 9 are
// compiled against Apple's SDK by Checks/NivelirCompatApp (.ci/run's real-SDK step).

/// Pattern 10: a screen is data, made in a plain struct with no isolation.
struct HomeScreen: Screen {
    func build(navigator: ScreenNavigator) -> HeadlessViewController {
        HeadlessViewController()
    }
}

/// Pattern 10: an app's screen factory, a plain struct (not main-actor), as Nivelir apps write it.
struct AppScreens {
    func homeScreen() -> AnyScreen<HeadlessViewController> {
        HomeScreen().eraseToAnyScreen()
    }
}

/// Pattern 9: Nivelir's refreshable controller, its completion typed as Nivelir types it.
final class InboxViewController: HeadlessViewController, ScreenRefreshableContainer {
    var refreshes = 0
    private var pending: (() -> Void)?

    func refresh(completion: @escaping () -> Void) {
        refreshes += 1
        pending = completion
    }

    /// The reload finishing later, as a network reply would.
    func finishRefresh() {
        pending?()
        pending = nil
    }
}

/// Pattern 4: an app's own action extending Nivelir's present action: of two presentations in a row
/// only the last is shown, merged in `combine(with:)` and erased with `eraseToAnyVoidAction()`.
@available(*, deprecated, message: "exercises the compat spellings")
struct ScreenPresentLatestAction<New: Screen, Container: HeadlessViewController>: ScreenAction
where New.Container: HeadlessViewController {
    let presentation: ScreenPresentAction<New, Container>

    func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        presentation.perform(container: container, navigator: navigator, completion: completion)
    }

    func combine<Action: ScreenAction>(with other: Action) -> AnyScreenAction<Container, Void>? {
        guard let next = other.cast(to: ScreenPresentLatestAction<New, Container>.self) else { return nil }
        return ScreenPresentLatestAction(presentation: next.presentation.replacingScreen()).eraseToAnyVoidAction()
    }
}

/// Nivelir's shape of an action that completes with the container it ran on, or fails.
struct ScreenCheckAction: ScreenAction {
    let passes: Bool

    func perform(
        container: HeadlessViewController, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<HeadlessViewController>
    ) {
        completion(passes ? .success(container) : .failure(ScreenCanceledError()))
    }
}

extension ScreenPresentAction {
    /// Pattern 4: an app's extension reading the action's public `screen` and `animated`.
    func replacingScreen() -> Self {
        Self(screen: screen, animated: animated)
    }
}

extension CompatWorld {
    /// Runs `route` and throws the error it failed with: one spelling whichever name the awaited
    /// navigate has.
    func succeed<Route: ScreenThenable>(_ route: Route) async throws where Route.Root == HeadlessWindow {
        if let error = await run(route) { throw error }
    }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct RealNivelirAppPatternsTests {
    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func topTabsContainerIsTypedAsTheTabBarClass() async throws {
        let world = CompatWorld()
        let tabs = HeadlessPlatform.makeTabsContainer(with: [HeadlessViewController(), HeadlessViewController(), HeadlessViewController()])
        world.window.rootViewController = tabs
        world.navigator.topTabsContainer?.selectedIndex = 2
        #expect(tabs.selectedIndex == 2)
        #expect(world.navigator.topStackContainer == nil)
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func topStackContainerIsTypedAsTheStackClass() async throws {
        let world = CompatWorld()
        let stack: HeadlessNavigationController? = world.navigator.topStackContainer
        #expect(stack === world.rootStack)
        #expect(world.navigator.topStackContainer?.viewControllers.count == 1)
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func anAppsOwnPresentActionMergesAndErases() async throws {
        let world = CompatWorld()
        let first = ScreenPresentLatestAction(
            presentation: ScreenPresentAction<HeadlessScreen, HeadlessViewController>(screen: HeadlessScreen(name: "A")))
        let second = ScreenPresentLatestAction(
            presentation: ScreenPresentAction<HeadlessScreen, HeadlessViewController>(screen: HeadlessScreen(name: "B"), animated: false))
        try await world.succeed(HeadlessWindowRoute().top(.container).then(first).then(second))
        #expect(world.rootStack?.presentedViewController?.effectiveScreenKey == ScreenKey(name: "B"))
        #expect(world.window.transitions.count == 1)
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func eraseToAnyVoidActionDropsAnOutput() async throws {
        let world = CompatWorld()
        let action = ScreenPresentAction<HeadlessScreen, HeadlessViewController>(screen: HeadlessScreen(name: "A")).eraseToAnyVoidAction()
        try await world.succeed(HeadlessWindowRoute().top(.container).then(action))
        #expect(world.rootStack?.presentedViewController?.effectiveScreenKey == ScreenKey(name: "A"))
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func eraseToAnyVoidActionKeepsTheOutcomeOfAnActionWithAnOutput() async throws {
        let world = CompatWorld()
        let passing = ScreenCheckAction(passes: true).eraseToAnyVoidAction()
        try await world.succeed(HeadlessWindowRoute().top(.container).then(passing))
        let failing = ScreenCheckAction(passes: false).eraseToAnyVoidAction()
        let error = await world.run(HeadlessWindowRoute().top(.container).then(failing))
        #expect(error is ScreenCanceledError)
        #expect(world.window.transitions.isEmpty)
    }

    @Test func actionStructsAreNameable() async throws {
        let world = CompatWorld()
        let route = HeadlessWindowRoute()
            .then(ScreenSetRootAction(screen: HeadlessScreen(name: "Login")))
            .then(ScreenMakeKeyAndVisibleAction())
        try await world.succeed(route)
        #expect(world.window.rootViewController?.effectiveScreenKey == ScreenKey(name: "Login"))
        try await world.succeed(HeadlessWindowRoute().root.then(ScreenPresentAction(screen: HeadlessScreen(name: "Help"))))
        try await world.succeed(HeadlessWindowRoute().root.then(ScreenDismissAction(animated: false)))
        #expect(world.window.rootViewController?.presentedViewController == nil)
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func bottomSheetMapsWhatUIKitsSheetHas() async throws {
        let world = CompatWorld()
        let sheet = BottomSheet(
            detents: [.medium, .large], selectedDetentKey: .medium,
            preferredDimming: BottomSheetDimming(largestUndimmedDetentKey: .medium),
            preferredCard: BottomSheetCard(cornerRadius: 24), prefferedGrabberForMaximumDetentValue: .default,
            prefersScrollingExpandsHeight: false)
        try await world.succeed(
            HeadlessWindowRoute().top(.container).present(HeadlessScreen(name: "Filters").withBottomSheet(sheet)))
        let shown = try #require((world.rootStack?.presentedViewController as? any ScreenSheetContainer)?.screenSheet)
        #expect(shown.detents == [.medium, .large])
        #expect(shown.selectedDetent == .medium)
        #expect(shown.prefersGrabberVisible)
        #expect(shown.preferredCornerRadius == 24)
        #expect(shown.largestUndimmedDetent == .medium)
        #expect(!shown.prefersScrollingExpandsWhenScrolledToEdge)
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func bottomSheetAsNivelirAppsWriteIt() async throws {
        let world = CompatWorld()
        let chat = HeadlessScreen(name: "Chat").withBottomSheet(.init(detents: [.content], prefferedGrabberForMaximumDetentValue: .default))
        // Fields UIKit's sheet lacks compile (with a deprecation naming them) and are not used.
        let full = BottomSheet(detents: [.large], rubberBandEffect: nil, presentAnimationOptions: .transition, didDismiss: {})
        #expect(full.sheet.detents == [.large])
        #expect(BottomSheet.init().sheet.detents == [.large])  // Nivelir's default
        // Nivelir's plainest call: `.init` is the compat BottomSheet (its funnel warns), not ScreenSheet.
        let plain = HeadlessScreen(name: "Plain").withBottomSheet(.init(detents: [.content]))
        #expect(plain.name == "Plain")
        let stacked = HeadlessScreen(name: "Settings").withBottomSheetStack(.init(detents: [.medium]))
        #expect(stacked.key == ScreenKey(name: "Settings"))
        try await world.succeed(HeadlessWindowRoute().top(.container).present(chat))
        let shown = try #require((world.rootStack?.presentedViewController as? any ScreenSheetContainer)?.screenSheet)
        #expect(shown.detents == [.content])
        #expect(shown.preferredCornerRadius == 16)  // Nivelir's default card
    }

    @Test func nivelirsRefreshWitnessConformsAndCompletesTheStep() async throws {
        let world = CompatWorld()
        let inbox = InboxViewController()
        world.rootStack?.pushViewController(inbox, animated: false)
        var result: String?
        world.navigator.navigate(to: HeadlessWindowRoute().top(.container).refresh()) { outcome in
            result = (try? outcome.get()).map { "done" } ?? "failed"
        }
        #expect(inbox.refreshes == 1)
        #expect(result == nil)  // the step waits for the controller
        inbox.finishRefresh()
        _ = await world.run(HeadlessWindowRoute())  // after the refresh's turn
        #expect(result == "done")
    }

    @Test func screensAreMadeOutsideTheMainActor() async throws {
        let world = CompatWorld()
        let home = await Self.makeOffTheMainActor()
        try await world.succeed(HeadlessWindowRoute().top(.stack).push(home))
        #expect(world.rootStack?.viewControllers.last?.effectiveScreenKey == ScreenKey(name: "HomeScreen"))
    }

    /// A nonisolated async function runs off the main actor: the screen is made and erased there.
    nonisolated static func makeOffTheMainActor() async -> AnyScreen<HeadlessViewController> {
        AppScreens().homeScreen()
    }
}
