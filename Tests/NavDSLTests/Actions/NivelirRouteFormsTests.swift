import NavDSL
import NavDSLHeadless
import Testing

/// A controller that reloads on `refresh()`.
final class RefreshingController: HeadlessViewController, ScreenRefreshableContainer {
    private(set) var refreshCount = 0

    func refresh(completion: @escaping () -> Void) {
        refreshCount += 1
        completion()
    }
}

extension RefreshingController: Screen {}

/// Presents a login controller through the public container API, as an app's custom action does.
struct PresentLoginAction<Container: ScreenModalContainer>: ScreenAction where Container.Platform == HeadlessPlatform {
    let undoable: Bool
    /// State shared by the callbacks of one route's action, without globals: a class the value holds.
    final class Attempts {
        var count = 0
    }
    let attempts = Attempts()

    var description: String { "presentLogin()" }

    func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        attempts.count += 1
        let login = HeadlessViewController(screenKey: ScreenKey(name: "Login"))
        if undoable {
            container.presentContainer(login, animated: true, undoableBy: navigator) { [attempts] result in
                navigator.logger?.info("login attempt \(attempts.count)")
                completion(result)
            }
        } else {
            container.presentContainer(login, animated: true, completion: completion)
        }
    }
}

extension ScreenThenable where Current: HeadlessViewController {
    /// A custom verb declared the way Nivelir's are: it returns `Self`.
    func presentLogin(undoable: Bool = true) -> Self {
        then(PresentLoginAction<Current>(undoable: undoable))
    }
}

/// Nivelir's route spellings: typed and nested relations, `route:` labels, nested routes typed by
/// the new container, `refresh()` on any container, erased and array screens, predicates, custom verbs.
@MainActor
@Suite struct NivelirRouteFormsTests {
    let app = HeadlessApp(root: HeadlessTrees.stack(["Home"]))

    @Test func typedRelationsCastOrFailWithTypedErrors() async throws {
        let home = try #require(app.rootStack?.viewControllers.first)
        try await app.navigator.run(from: home) { $0.present(HeadlessScreen(name: "List").withStackContainer()) }
        try await app.navigator.run(from: home) { $0.presented(of: HeadlessNavigationController.self).push(HeadlessScreen(name: "Item")) }
        let presented = try #require(home.presentedViewController as? HeadlessNavigationController)
        #expect(HeadlessTrees.names(presented) == ["List", "Item"])
        await #expect(throws: ScreenContainerTypeMismatchError.self) {
            try await app.navigator.run(from: home) { $0.presented(of: HeadlessTabBarController.self).selectTab(with: .index(0)) }
        }
        let item = try #require(presented.viewControllers.last)
        try await app.navigator.run(from: item) { $0.stack(of: HeadlessNavigationController.self).pop() }
        #expect(HeadlessTrees.names(presented) == ["List"])
        await #expect(throws: ScreenContainerNotFoundError.self) {
            try await app.navigator.run(from: home) { $0.tabs(of: HeadlessTabBarController.self).selectTab(with: .index(0)) }
        }
        let list = try #require(presented.viewControllers.first)
        try await app.navigator.run(from: list) { $0.presenting(of: HeadlessNavigationController.self).dismiss() }
        #expect(home.presentedViewController == nil)
        try await app.navigator.run(from: home) { $0.window(of: HeadlessWindow.self).makeKey() }
    }

    @Test func nestedRelationFormsContinueOnTheCurrentContainer() async throws {
        let tabs = HeadlessApp.tabs()
        let chats = try #require(tabs.stack(tab: 0)?.viewControllers.first)
        try await tabs.navigator.run(from: chats) { route in
            route
                .nested { $0.stack.push(HeadlessScreen(name: "Chat")) }
                .nested { $0.tabs.selectTab(with: .index(1)) }
                .nested { $0.window.makeKeyAndVisible() }
                .present(HeadlessScreen(name: "Sheet"))
        }
        #expect(HeadlessTrees.names(tabs.stack(tab: 0)) == ["Chats", "Chat"])
        #expect(tabs.tabBar?.selectedIndex == 1)
        #expect(tabs.tabBar?.presentedViewController?.description == "Sheet")
        try await tabs.navigator.run { route in
            route.nested { $0.root.nested { $0.presented.nested { $0.presenting.dismiss() } } }
        }
        #expect(tabs.tabBar?.presentedViewController == nil)
        try await tabs.navigator.run { route in
            route
                .nested { $0.top(.tabs).nested { $0.selectedTab.get { #expect($0 === tabs.stack(tab: 1)) } } }
                .nested { $0.top(.stack).nested { $0.stackRoot.get { #expect($0.description == "News") } } }
        }
        try await tabs.navigator.run { route in
            route.nested { stack in
                stack.first(.stack(name: "Chats")).nested { $0.stackTop.present(HeadlessScreen(name: "Top")) }.nested {
                    $0.stackVisible.get { #expect($0.description == "Top") }
                }
            }
            .nested { $0.root.dismissAll() }
        }
        #expect(tabs.tabBar?.presentedViewController == nil)
    }

    @Test func presentAndPushRoutesRunFromTheNewContainerTypedByTheScreen() async throws {
        let compose = HeadlessStackRoute().push(HeadlessScreen(name: "Compose"))
        try await app.navigator.run { route in
            route.root.present(HeadlessScreen(name: "Chats").withStackContainer()) { $0.then(compose) }
        }
        let presented = try #require(app.rootStack?.presentedViewController as? HeadlessNavigationController)
        #expect(HeadlessTrees.names(presented) == ["Chats", "Compose"])
        try await app.navigator.run { route in
            route.top(.stack).push(HeadlessScreen(name: "Chat")) { $0.then(HeadlessModalRoute().present(HeadlessScreen(name: "Photo"))) }
        }
        #expect(presented.viewControllers.last?.presentedViewController?.description == "Photo")
        try await app.navigator.run { $0.root.dismissAll() }
        try await app.navigator.run { route in
            route.root.present(HeadlessScreen(name: "Inbox").withStackContainer()) { $0.push(HeadlessScreen(name: "Mail")) }
        }
        #expect(HeadlessTrees.names(app.rootStack?.presentedViewController as? HeadlessNavigationController) == ["Inbox", "Mail"])
    }

    @Test func refreshOnAnyContainerRunsOrFailsWithNotSupported() async throws {
        let controller = RefreshingController(screenKey: ScreenKey(name: "Inbox"))
        let erased: AnyScreen<HeadlessViewController> = controller.eraseToAnyModalScreen()
        try await app.navigator.run { $0.top(.stack).push(erased).top(.container).refresh() }
        #expect(controller.refreshCount == 1)
        try await app.navigator.run { $0.top(.stack).pop() }
        let error = await app.run(HeadlessWindowRoute().top(.container).refresh())
        #expect(error is ScreenContainerNotSupportedError)
        #expect("\(error.map { "\($0)" } ?? "")".contains("ScreenRefreshableContainer"))
    }

    @Test func erasedModalScreenKeepsKeyAndArrayFormsFillContainers() async throws {
        let chats = HeadlessScreen(name: "Chats").withStackContainer().withStack([HeadlessScreen(name: "A"), HeadlessScreen(name: "B")])
        let erased = chats.eraseToAnyModalScreen()
        #expect(erased.key == chats.key)
        let tabs = HeadlessScreen(name: "Home").withTabsContainer()
            .withTabs([erased, HeadlessScreen(name: "Settings").eraseToAnyModalScreen()], selected: 1)
        try await app.navigator.run { $0.setRoot(to: tabs) }
        let tabBar = try #require(app.window.rootViewController as? HeadlessTabBarController)
        #expect(tabBar.selectedIndex == 1)
        #expect(HeadlessTrees.names(tabBar.viewControllers?.first as? HeadlessNavigationController) == ["Chats", "A", "B"])
    }

    @Test func popPredicatesByPositionAndIdentity() async throws {
        try await app.navigator.run {
            $0.top(.stack).push(HeadlessScreen(name: "A")).push(HeadlessScreen(name: "B")).push(HeadlessScreen(name: "C"))
        }
        try await app.navigator.run { $0.top(.stack).pop(to: .previous) }
        #expect(HeadlessTrees.names(app.rootStack) == ["Home", "A", "B"])
        let a = try #require(app.rootStack?.viewControllers[1])
        try await app.navigator.run { $0.top(.stack).pop(to: .container(a)) }
        #expect(HeadlessTrees.names(app.rootStack) == ["Home", "A"])
        try await app.navigator.run { $0.top(.stack).pop(to: .root) }
        #expect(HeadlessTrees.names(app.rootStack) == ["Home"])
        try await app.navigator.run { $0.top(.stack).pop(to: .previous) }
        #expect(HeadlessTrees.names(app.rootStack) == ["Home"], "a one-controller stack stays")
        let emptied = await app.run(HeadlessWindowRoute().top(.stack).clear().pop(to: .root))
        #expect(emptied is ScreenContainerNotFoundError)
        #expect(HeadlessTrees.names(app.rootStack) == ["Home"], "the failed merged edit changed nothing")
        let gone = await app.run(HeadlessWindowRoute().top(.stack).pop(to: .container(HeadlessViewController())))
        #expect(gone is ScreenContainerNotFoundError)
    }

    @Test func tabAndContainerPredicatesByIdentityKeyNameAndClass() async throws {
        let tabs = HeadlessApp.tabs()
        let news = try #require(tabs.stack(tab: 1))
        try await tabs.navigator.run { $0.top(.tabs).selectTab(with: .container(news)) }
        #expect(tabs.tabBar?.selectedIndex == 1)
        let missing = await tabs.run(HeadlessWindowRoute().top(.tabs).selectTab(with: .container(HeadlessViewController())))
        #expect(missing is ScreenContainerNotFoundError)
        try await tabs.navigator.run { $0.first(.tabs(name: "Settings")).selectTab(with: .index(2)) }
        #expect(tabs.tabBar?.selectedIndex == 2)
        try await tabs.navigator.run { $0.first(.tabs(key: ScreenKey(name: "Chats"))).selectTab(with: .index(0)) }
        #expect(tabs.tabBar?.selectedIndex == 0)
        let noTabs = await tabs.run(HeadlessWindowRoute().first(.tabs(name: "Nowhere")))
        #expect(noTabs is ScreenContainerNotFoundError)
        try await tabs.navigator.run { $0.first(.stack(name: "News")).push(HeadlessScreen(name: "Story")) }
        #expect(HeadlessTrees.names(news) == ["News", "Story"])
        try await tabs.navigator.run { $0.top(.container(of: HeadlessNavigationController.self)).push(HeadlessScreen(name: "Chat")) }
        #expect(HeadlessTrees.names(tabs.stack(tab: 0)) == ["Chats", "Chat"])
        let wrongClass = await tabs.run(HeadlessWindowRoute().top(.container(of: RefreshingController.self)))
        #expect(wrongClass is ScreenContainerNotFoundError)
    }

    @Test func customVerbReturningSelfIsUndoneWhenALaterStepFails() async throws {
        let error = await app.run(HeadlessWindowRoute().top(.container).presentLogin().fail(with: ScreenCanceledError()))
        #expect(error is ScreenCanceledError)
        #expect(app.rootStack?.presentedViewController == nil, "the undoable presentation was undone")
        #expect(app.log.lines.contains("Info: login attempt 1"))
        // The same action without the undo helper leaves its modal up: the helper is what undoes it.
        _ = await app.run(HeadlessWindowRoute().top(.container).presentLogin(undoable: false).fail(with: ScreenCanceledError()))
        #expect(app.rootStack?.presentedViewController?.description == "Login")
    }

    @Test func undoableChangeRecordsItsInverse() async throws {
        var shown = false
        let step = ScreenRootRoute<HeadlessWindow>().get { _ in }
        let route = step.then(
            ScreenWindowBadgeAction { navigator, completion in
                navigator.performUndoableChange(
                    { done in
                        shown = true; done(.success(()))
                    },
                    undo: { done in
                        shown = false; done()
                    }, completion: completion)
            }
        ).fail(with: ScreenCanceledError())
        _ = await app.run(route)
        #expect(!shown)
        try await app.navigator.navigateAndWait(
            to: step.then(
                ScreenWindowBadgeAction { navigator, completion in
                    navigator.performUndoableChange(
                        { done in
                            shown = true; done(.success(()))
                        },
                        undo: { done in
                            shown = false; done()
                        }, completion: completion)
                }))
        #expect(shown)
    }
}

/// A custom window action that runs its body with the navigator.
struct ScreenWindowBadgeAction: ScreenAction {
    let body: @MainActor (ScreenNavigator, @escaping ScreenCompletion<Void>) -> Void
    var description: String { "badge()" }

    func perform(container: HeadlessWindow, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        body(navigator, completion)
    }
}
