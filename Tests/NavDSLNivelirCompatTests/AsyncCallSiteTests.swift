import NavDSLHeadless
import NavDSLNivelirCompat
import Testing

/// Issue 42, pattern 1: `navigate(to:)` from `Task { }` and `async` methods, as Nivelir apps call it.
///
/// With the compat import it compiles as written and stays fire-and-forget: with deferred
/// animations the push is still in flight when the call returns.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct AsyncCallSiteTests {
    /// An app's screen factory, as Nivelir apps keep one (main-actor, as in Nivelir's example app).
    @MainActor struct Screens {
        func homeRoute() -> HeadlessWindowRoute {
            HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Feed")).resolve()
        }
    }

    /// A view model that navigates from an `async` method, as written for Nivelir.
    @MainActor final class HomeViewModel {
        let navigator: ScreenNavigator
        let screens = Screens()
        init(navigator: ScreenNavigator) { self.navigator = navigator }

        func load() async {
            navigator.navigate(to: screens.homeRoute())
        }

        func closeFeed(_ feed: HeadlessViewController) async {
            navigator.navigate(from: feed) { $0.stack.pop() }
        }
    }

    @Test func navigateInsideATaskCompilesAndDoesNotWait() async throws {
        let world = CompatWorld()
        world.window.animationMode = .deferred
        let navigator = world.navigator
        let screens = Screens()
        let task = Task { navigator.navigate(to: screens.homeRoute()) }
        await task.value
        #expect(navigator.isChangingContainers, "the call returned before the push ended")
        world.window.completePendingTransitions()
        #expect(world.rootStack?.viewControllers.map(\.description) == ["Home", "Feed"])
    }

    @Test func navigateInAnAsyncViewModelMethodCompilesAndDoesNotWait() async throws {
        let world = CompatWorld()
        world.window.animationMode = .deferred
        let model = HomeViewModel(navigator: world.navigator)
        await model.load()
        #expect(world.navigator.isChangingContainers, "the call returned before the push ended")
        world.window.completePendingTransitions()
        let feed = try #require(world.rootStack?.viewControllers.last)
        #expect(feed.description == "Feed")
        await model.closeFeed(feed)
        #expect(world.navigator.isChangingContainers)
        world.window.completePendingTransitions()
        #expect(world.rootStack?.viewControllers.map(\.description) == ["Home"])
    }
}
