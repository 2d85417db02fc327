import NavDSL
import NavDSLHeadless
import Testing

/// Modal verbs and relations: present, dismiss, dismissAll, makeVisible, presented, presenting,
/// stack, tabs, window.
@MainActor
@Suite struct ModalActionsTests {
    let app = HeadlessApp.tabs()
    let login = HeadlessScreen(name: "Login")

    @Test func presentBuildsAndPresentsFromTheResolvedPresenter() async throws {
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(login.withStackContainer()))
        let presented = try #require(app.tabBar?.presentedViewController as? HeadlessNavigationController)
        #expect(HeadlessTrees.names(presented) == ["Login"])
        #expect(presented.presentingViewController === app.tabBar)
        #expect(
            app.window.transitions == [
                ScreenTransition(
                    kind: .present, animation: .default, container: "HeadlessNavigationController", detail: "on HeadlessTabBarController")
            ])
    }

    @Test func presentOnABusyPresenterFailsWithAlreadyPresenting() async throws {
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().root.present(login))
        let error = await app.run(HeadlessWindowRoute().root.present(HeadlessScreen(name: "Other")))
        let busy = try #require(error as? ScreenContainerAlreadyPresentingError)
        #expect(busy.presented == "Login")
        #expect(app.kinds == [.present])
    }

    @Test func dismissRemovesWhatTheControllerPresentsAndKeepsIt() async throws {
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().root.present(login).top(.container).present(HeadlessScreen(name: "Code")))
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().first(.container(name: "Login")).dismiss())
        #expect(app.tabBar?.presentedViewController?.description == "Login")
        #expect(app.tabBar?.presentedViewController?.presentedViewController == nil)
    }

    @Test func dismissWithNothingPresentedSucceedsWithoutAChange() async throws {
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().root.dismiss())
        #expect(app.window.transitions.isEmpty)
    }

    @Test func dismissAllClosesEveryModalFromAnywhere() async throws {
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().root.present(login).top(.container).present(HeadlessScreen(name: "Code")))
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container(name: "Code")).dismissAll())
        #expect(app.tabBar?.presentedViewController == nil)
        #expect(app.kinds == [.present, .present, .dismiss])
    }

    @Test func presentingThenDismissClosesTheModalYouAreIn() async throws {
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().root.present(login))
        let controller = try #require(app.tabBar?.presentedViewController)
        try await app.navigator.navigateAndWait(from: controller, to: HeadlessModalRoute().presenting.dismiss())
        #expect(app.tabBar?.presentedViewController == nil)
    }

    @Test func relationsMoveToTheRelatedContainers() async throws {
        var seen: [String] = []
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.container)
                .get { seen.append("top: \($0)") }
                .stack.get { seen.append("stack: \($0.viewControllers.count)") }
                .tabs.get { seen.append("tabs: \($0.selectedIndex)") }
                .window.get { seen.append("window: \($0)") })
        #expect(seen == ["top: Chats", "stack: 1", "tabs: 0", "window: HeadlessWindow"])
    }

    /// A relation step, and what it says on a controller that has no such relation.
    struct MissingRelation: Sendable, CustomTestStringConvertible {
        let name: String
        let route: @MainActor @Sendable () -> HeadlessModalRoute
        let reason: String
        var testDescription: String { name }
    }

    nonisolated static let missingRelations: [MissingRelation] = [
        MissingRelation(
            name: "presented", route: { HeadlessModalRoute().presented.resolve() },
            reason: "Detached presents nothing. Present a screen first, or search for what is on screen with .top(.container)."),
        MissingRelation(
            name: "presenting", route: { HeadlessModalRoute().presenting.resolve() },
            reason: "Detached is not presented. Start from a presented controller, or go to the window's root with .window.root."),
        MissingRelation(
            name: "stack", route: { HeadlessModalRoute().stack.resolve() },
            reason: "Detached is not in a navigation stack. Search for the visible stack with .top(.stack) instead."),
        MissingRelation(
            name: "tabs", route: { HeadlessModalRoute().tabs.resolve() },
            reason: "Detached is not in a tab bar controller. Search for the visible one with .top(.tabs) instead."),
        MissingRelation(
            name: "window", route: { HeadlessModalRoute().window.resolve() },
            reason: "Detached is not in a window. Start from a controller that is on screen."),
    ]

    @Test(arguments: missingRelations)
    func missingRelationFailsSayingWhatIsMissingAndTheFix(relation: MissingRelation) async throws {
        let loose = HeadlessApp(root: HeadlessTrees.controller("Alone"))
        let detached = HeadlessTrees.controller("Detached")
        do {
            try await loose.navigator.navigateAndWait(from: detached, to: relation.route())
            Issue.record("\(relation.name) must fail on a detached controller")
        } catch {
            #expect("\(error)" == "\(relation.name) on Detached: \(relation.reason)")
        }
    }

    @Test func makeVisibleDismissesModalsSelectsTheTabAndPopsToTheTarget() async throws {
        let chat = HeadlessScreen(name: "Chat", traits: [42])
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(chat).push(HeadlessScreen(name: "Profile")))
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.tabs).selectTab(with: .index(2)).top(.container).present(login))
        app.window.resetLogs()
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().first(.container(of: chat)).makeVisible())
        #expect(app.kinds == [.dismiss, .stack, .selectTab])
        #expect(HeadlessTrees.names(app.stack(tab: 0)) == ["Chats", "Chat(42)"])
        #expect(app.tabBar?.selectedIndex == 0)
        #expect(app.stack(tab: 0)?.topViewController?.isContainerVisible == true)
    }

    @Test func makeVisibleOfAVisibleControllerChangesNothing() async throws {
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).makeVisible())
        #expect(app.window.transitions.isEmpty)
    }

    @Test func makeVisibleInsideAnUnsupportedContainerFailsBeforeChangingAnything() async throws {
        let custom = HeadlessViewController(screenKey: ScreenKey(name: "Custom"))
        custom.addChild(HeadlessTrees.controller("Inner"))
        let app = HeadlessApp(root: custom)
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().root.present(login))
        let error = await app.run(HeadlessWindowRoute().first(.container(name: "Inner")).makeVisible())
        #expect(error is ScreenContainerNotSupportedError)
        #expect(app.window.rootViewController?.presentedViewController?.description == "Login", "nothing was dismissed")
    }
}
