import NavDSL
import NavDSLHeadless
import Testing

/// Nothing in NavDSL keeps the app's objects alive: the navigator holds its window weakly, routes
/// hold no controllers, and a controller that keeps its navigator forms no cycle.
@MainActor
@Suite struct RetainCycleTests {
    /// A controller that keeps the navigator that built it, as real screens do to navigate later.
    final class NavigatingController: HeadlessViewController {
        var navigator: ScreenNavigator?
    }

    struct NavigatingScreen: Screen {
        func build(navigator: ScreenNavigator) -> HeadlessViewController {
            let controller = NavigatingController(screenKey: key)
            controller.navigator = navigator
            return controller
        }
    }

    @Test func windowNavigatorAndControllersAreReleasedTogether() async throws {
        weak var weakWindow: HeadlessWindow?
        weak var weakNavigator: ScreenNavigator?
        weak var weakController: HeadlessViewController?
        do {
            let window = HeadlessWindow()
            let navigator = ScreenNavigator(window: window, logger: nil)
            try await navigator.navigateAndWait(
                to: HeadlessWindowRoute().setRoot(to: NavigatingScreen().withStackContainer()).makeKeyAndVisible())
            try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(NavigatingScreen()))
            weakWindow = window
            weakNavigator = navigator
            weakController = (window.rootViewController as? HeadlessNavigationController)?.topViewController
            #expect(weakController != nil)
        }
        #expect(weakWindow == nil)
        #expect(weakController == nil)
        #expect(weakNavigator == nil)
    }

    @Test func navigatorDoesNotKeepItsWindowAlive() async throws {
        let navigator = ScreenNavigator(window: HeadlessWindow(), logger: nil)
        #expect(navigator.window == nil)
        await #expect(throws: ScreenContainerNotFoundError.self) {
            try await navigator.navigateAndWait(to: HeadlessWindowRoute().makeKeyAndVisible())
        }
    }

    @Test func routeFromAContainerDoesNotKeepItAlive() async throws {
        weak var weakController: HeadlessViewController?
        var route: ScreenRoute<HeadlessWindow, HeadlessViewController>?
        do {
            let controller = HeadlessViewController()
            weakController = controller
            route = HeadlessWindowRoute().from(controller)
        }
        #expect(weakController == nil)
        let window = HeadlessWindow()
        let navigator = ScreenNavigator(window: window, logger: nil)
        await #expect(throws: ScreenContainerNotFoundError.self) {
            try await navigator.navigateAndWait(to: try #require(route).resolve())
        }
    }
}
