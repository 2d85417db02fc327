import NavDSL
import NavDSLHeadless
import Testing

/// `navigate` never waits, wherever it is written; `navigateAndWait` is the awaited form.
///
/// With deferred animations a started push is still in flight when a fire-and-forget call
/// returns, which is how these tests tell the two apart.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct FireAndForgetTests {
    /// A view model as apps write them: navigation from an `async` method, without `try await`.
    @MainActor final class ChatsModel {
        let navigator: ScreenNavigator
        init(navigator: ScreenNavigator) { self.navigator = navigator }

        func openChat() async {
            navigator.navigate(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Chat")))
        }

        func openProfile(from controller: HeadlessViewController) async {
            navigator.navigate(from: controller, to: HeadlessModalRoute().present(HeadlessScreen(name: "Profile")))
            navigator.navigate(from: controller) { $0.stack.push(HeadlessScreen(name: "Settings")) }
        }
    }

    @Test func navigateInAnAsyncMethodStartsTheNavigationAndReturns() async throws {
        let app = try await HeadlessApp.homeStack()
        app.window.animationMode = .deferred
        await ChatsModel(navigator: app.navigator).openChat()
        #expect(app.navigator.isChangingContainers, "the push is still in flight: the call did not wait for it")
        app.window.completePendingTransitions()
        #expect(app.stackNames == ["Home", "Chat"])
    }

    @Test func navigateFromAControllerInAnAsyncMethodIsFireAndForgetToo() async throws {
        let app = try await HeadlessApp.homeStack()
        let home = try #require(app.rootStack?.viewControllers.first)
        await ChatsModel(navigator: app.navigator).openProfile(from: home)
        #expect(app.stackNames == ["Home", "Settings"])
        #expect(app.window.hierarchyDescription.contains("Profile"))
    }

    @Test func navigateInsideATaskIsFireAndForget() async throws {
        let app = try await HeadlessApp.homeStack()
        app.window.animationMode = .deferred
        let navigator = app.navigator
        let task = Task { navigator.navigate(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Chat"))) }
        await task.value
        #expect(navigator.isChangingContainers)
        app.window.completePendingTransitions()
        #expect(app.stackNames == ["Home", "Chat"])
    }

    @Test func navigateAndWaitReturnsOnlyOnceTheTransitionHasEnded() async throws {
        let app = try await HeadlessApp.homeStack()
        app.window.animationMode = .deferred
        let window = app.window
        let finishing = Task { @MainActor in
            while !window.hasPendingTransitions { await Task.yield() }
            window.completePendingTransitions()
        }
        let stack = try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Chat")))
        await finishing.value
        #expect(stack === app.rootStack)
        #expect(!app.navigator.isChangingContainers)
        #expect(app.stackNames == ["Home", "Chat"])
    }

    @Test func navigateAndWaitThrowsTheFailingStepsError() async throws {
        let app = try await HeadlessApp.homeStack()
        await #expect(throws: ScreenContainerNotFoundError.self) {
            try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.tabs).selectTab(with: .index(1)))
        }
        await #expect(throws: ScreenContainerNotFoundError.self) {
            try await app.navigator.navigateAndWait(from: HeadlessViewController?.none, to: HeadlessModalRoute().dismiss())
        }
        #expect(app.stackNames == ["Home"])
    }
}
