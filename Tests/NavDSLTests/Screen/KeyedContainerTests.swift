import NavDSL
import NavDSLHeadless
import Testing

/// An app's controller that stores `let screenKey: ScreenKey`, as Nivelir apps write it: it
/// compiles as a `HeadlessViewController` subclass and conforms to `ScreenKeyedContainer`.
final class KeyedChatController: HeadlessViewController, ScreenKeyedContainer {
    let screenKey: ScreenKey
    let observation: ScreenObservation<any ChatObserver>?

    init(screenKey: ScreenKey, observation: ScreenObservation<any ChatObserver>? = nil) {
        self.screenKey = screenKey
        self.observation = observation
        super.init()
    }
}

/// Builds a `KeyedChatController` with its own key (the screen's, unless told otherwise), and
/// notifies chat observers through it.
struct KeyedChatScreen: NotifyingScreen {
    let id: Int
    var ownKey: ScreenKey?
    var name: String { "KeyedChat" }
    var traits: Set<AnyHashable> { [id] }

    func build(navigator: ScreenNavigator, observation: ScreenObservation<any ChatObserver>) -> HeadlessViewController {
        KeyedChatController(screenKey: ownKey ?? key, observation: observation)
    }
}

/// A controller that is its own screen and has its own key.
final class KeyedProfileController: HeadlessViewController, ScreenKeyedContainer, Screen {
    let screenKey = ScreenKey(name: "Profile", traits: ["ann"])
}

/// Keys: a controller's own `screenKey` and the keys NavDSL assigns are read through one place,
/// `effectiveScreenKey`, by every search, observer predicate and log.
@MainActor
@Suite struct KeyedContainerTests {
    let app = HeadlessApp(root: HeadlessTrees.stack(["Home"]))

    @Test func ownKeyIsFoundByEverySearch() async throws {
        let chat = KeyedChatScreen(id: 42)
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(chat))
        let controller = try #require(app.rootStack?.topViewController as? KeyedChatController)
        #expect(controller.screenKey == ScreenKey(name: "KeyedChat", traits: [42]))
        #expect(controller.effectiveScreenKey == controller.screenKey)
        #expect(controller.assignedScreenKey == nil, "NavDSL assigns no key to a controller that has its own")

        let searches: [(String, HeadlessWindowRoute)] = [
            ("of", HeadlessWindowRoute().first(.container(of: chat)).makeVisible().resolve()),
            ("key", HeadlessWindowRoute().first(.container(key: chat.key)).makeVisible().resolve()),
            ("name", HeadlessWindowRoute().last(.container(name: "KeyedChat")).makeVisible().resolve()),
            ("stack key", HeadlessWindowRoute().first(.stack(key: chat.key)).stackTop.makeVisible().resolve()),
            ("stack name", HeadlessWindowRoute().first(.stack(name: "KeyedChat")).stackTop.makeVisible().resolve()),
            ("top", HeadlessWindowRoute().top(.container(key: chat.key)).makeVisible().resolve()),
        ]
        for (label, route) in searches {
            #expect(await app.run(route) == nil, "\(label)")
        }
        #expect(app.window.hierarchyDescription.contains("KeyedChat(42) [top]"), "logs and trees print the own key")
    }

    @Test func ownKeyWinsOverTheBuildingScreensKey() async throws {
        let chat = KeyedChatScreen(id: 1, ownKey: ScreenKey(name: "Other"))
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(chat))
        #expect(await app.run(HeadlessWindowRoute().first(.container(key: ScreenKey(name: "Other")))) == nil)
        let error = await app.run(HeadlessWindowRoute().first(.container(of: chat)))
        #expect(error is ScreenContainerNotFoundError, "the screen's key is not assigned over the controller's own")
    }

    @Test func plainControllersKeepTheKeyNavDSLAssigns() async throws {
        let detail = HeadlessScreen(name: "Detail", traits: [7])
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(detail))
        let controller = try #require(app.rootStack?.topViewController)
        #expect(controller.assignedScreenKey == detail.key)
        #expect(controller.effectiveScreenKey == detail.key)
        #expect(!(controller is any ScreenKeyedContainer), "only app classes that declare a key conform")
        #expect(app.rootStack?.effectiveScreenKey == nil, "wrappers stay unkeyed")
        #expect(HeadlessViewController(screenKey: ScreenKey(name: "Made")).assignedScreenKey == ScreenKey(name: "Made"))
    }

    @Test func keyedControllerThatIsItsOwnScreenUsesItsKey() async throws {
        let profile = KeyedProfileController()
        #expect(profile.key == ScreenKey(name: "Profile", traits: ["ann"]))
        #expect(profile.name == "Profile")
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(profile))
        #expect(await app.run(HeadlessWindowRoute().first(.container(of: profile)).presenting.dismiss()) == nil)
        #expect(app.rootStack?.presentedViewController == nil)
    }

    @Test func keyedTabIsFoundByTabPredicates() async throws {
        let tabs = HeadlessApp(root: HeadlessTrees.tabsWithStacks([["Chats"], ["News"]]))
        let news = try #require(tabs.stack(tab: 1))
        news.pushViewController(KeyedChatController(screenKey: ScreenKey(name: "Pinned")), animated: false)
        try await tabs.navigator.navigateAndWait(
            to: HeadlessWindowRoute().first(.tabs(key: ScreenKey(name: "Pinned"))).selectTab(
                with: .container(key: ScreenKey(name: "Pinned"))))
        #expect(tabs.tabBar?.selectedIndex == 1)
    }

    @Test func observerPredicateMatchesTheOwnKey() async throws {
        let listener = ListenerController(screenKey: ScreenKey(name: "List"))
        let app = HeadlessApp(root: HeadlessNavigationController(rootViewController: listener))
        app.navigator.observeWeakly(by: listener, where: .screen(KeyedChatScreen(id: 5)))
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(KeyedChatScreen(id: 5)))
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(KeyedChatScreen(id: 6)))
        let chats = app.rootStack?.viewControllers.compactMap { $0 as? KeyedChatController } ?? []
        for chat in chats { chat.observation?.notify { $0.chatUpdated(id: chat.screenKey.traits.first as? Int ?? -1) } }
        #expect(listener.chats == [5])
    }
}
