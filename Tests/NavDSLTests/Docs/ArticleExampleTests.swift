import NavDSL
import NavDSLHeadless
import Testing

/// Holds the routes the DocC articles show, so an article cannot drift from the API: each test
/// runs an article's example and asserts what the article says it does.
@MainActor
@Suite struct ArticleExampleTests {
    let window = HeadlessWindow()
    let home = HeadlessScreen(name: "Home")
    let chat = HeadlessScreen(name: "Chat", traits: [42])
    let settings = HeadlessScreen(name: "Settings")

    private func showHome() async throws -> ScreenNavigator {
        let navigator = ScreenNavigator(window: window, logger: nil)
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().setRoot(to: home.withStackContainer()).makeKeyAndVisible())
        return navigator
    }

    // Routes and actions: the typed walk from the window to a presentation.
    @Test func routesAndActionsTypedWalkPresentsFromTheStackTop() async throws {
        let navigator = try await showHome()
        try await navigator.navigateAndWait(
            to: HeadlessWindowRoute()  // Current: HeadlessWindow
                .top(.stack)  // Current: HeadlessNavigationController
                .push(chat)  // still on the stack
                .stackTop  // Current: the controller on top
                .present(settings)  // presented by it
        )
        #expect(
            window.hierarchyDescription == """
                HeadlessWindow [key]
                  HeadlessNavigationController
                    Home
                    Chat(42) [top]
                  presents Settings (automatic)
                """)
    }

    // Routes and actions: nested routes come back to where the outer route was.
    @Test func routesAndActionsNestedFormsRunAndReturn() async throws {
        let navigator = try await showHome()
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(chat))
        try await navigator.navigateAndWait(
            to: HeadlessWindowRoute()
                .nested { $0.top(.stack).popToRoot() }
                .nested { $0.top(.container).present(settings) })
        #expect(window.hierarchyDescription.hasSuffix("    Home\n  presents Settings (automatic)"))
    }

    // Routes and actions: a custom step.
    struct ShowBadge: ScreenAction {
        func perform(container: HeadlessViewController, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
            container.title = "New"
            completion(.success(()))
        }
    }

    @Test func routesAndActionsCustomStepRunsOnTheFoundController() async throws {
        let navigator = try await showHome()
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).then(ShowBadge()))
        let stack = try #require(window.rootViewController as? HeadlessNavigationController)
        #expect(stack.topViewController?.title == "New")
    }

    // Searching and makeVisible, and Fallbacks: "show it if it is open, else open it".
    @Test func searchingShowItIfOpenElsePushIt() async throws {
        let navigator = try await showHome()
        let route = HeadlessWindowRoute()
            .first(.container(of: chat)).makeVisible()
            .fallback(to: HeadlessWindowRoute().top(.stack).push(chat))
        try await navigator.navigateAndWait(to: route)  // not open: pushed
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(settings))
        try await navigator.navigateAndWait(to: route)  // open under a modal: the modal goes
        #expect(
            window.hierarchyDescription == """
                HeadlessWindow [key]
                  HeadlessNavigationController
                    Home
                    Chat(42) [top]
                """)
        #expect(window.transitions.map(\.kind) == [.root, .stack, .present, .dismiss])
    }

    // Searching: `last(.stack(key:))` finds the stack that holds a keyed controller.
    @Test func searchingLastStackByKeyPopsThatStack() async throws {
        let navigator = try await showHome()
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(chat).push(settings))
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().last(.stack(key: chat.key)).popToRoot())
        #expect(window.hierarchyDescription.hasSuffix("HeadlessNavigationController\n    Home"))
    }

    // Fallbacks and rollback: the typed error and the unchanged tree.
    @Test func fallbacksTypedErrorLeavesTheTreeAsItWas() async throws {
        let navigator = ScreenNavigator(window: window, logger: nil)
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().setRoot(to: settings))
        let before = window.hierarchyDescription
        await #expect(throws: ScreenContainerNotFoundError.self) {
            try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(chat).top(.stack).push(home))
        }
        #expect(window.hierarchyDescription == before)
        #expect(window.transitions.map(\.kind) == [.root, .present, .dismiss])
    }

    // Fallbacks and rollback: `cauterize()` ignores the failure and the route goes on from the root.
    @Test func fallbacksCauterizeGoesOnFromTheRoot() async throws {
        let navigator = try await showHome()
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(chat))
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().root.presented.dismiss().cauterize().top(.stack).popToRoot())
        #expect(window.hierarchyDescription.hasSuffix("HeadlessNavigationController\n    Home"))
    }

    // Fallbacks and rollback: a custom step that presents through the container API is undone.
    struct ShowLogin: ScreenAction {
        let login: HeadlessViewController
        func perform(container: HeadlessViewController, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
            container.presentContainer(login, animated: true, undoableBy: navigator, completion: completion)
        }
    }

    @Test func fallbacksCustomPresentationIsUndoneWhenALaterStepFails() async throws {
        let navigator = try await showHome()
        let route = HeadlessWindowRoute().top(.container).then(ShowLogin(login: HeadlessViewController())).fail(with: CancellationError())
        await #expect(throws: (any Error).self) { try await navigator.navigateAndWait(to: route) }
        #expect(window.rootViewController?.presentedViewController == nil)
    }

    // Testing navigation headlessly: the article's test, as written.
    @Test func testingArticlePushesTheChatOnTheVisibleStack() async throws {
        let navigator = ScreenNavigator(window: window, logger: nil)
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().setRoot(to: home.withStackContainer()).makeKeyAndVisible())
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(chat))

        #expect(window.hierarchyDescription.contains("Chat(42) [top]"))
        #expect(window.transitions.map(\.kind) == [.root, .stack])
    }
}
