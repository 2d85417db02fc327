import NavDSL
import NavDSLHeadless
import Testing

/// What a chat tells the screens that care about it.
protocol ChatObserver: ScreenObserver {
    func chatUpdated(id: Int)
}

/// Another kind of event, to check that observers hear only their own kind.
protocol ProfileObserver: ScreenObserver {
    func profileChanged()
}

/// A controller that records what it hears.
final class ListenerController: HeadlessViewController, ChatObserver, ProfileObserver {
    var chats: [Int] = []
    var profileChanges = 0

    func chatUpdated(id: Int) { chats.append(id) }
    func profileChanged() { profileChanges += 1 }
}

/// A chat that notifies `ChatObserver`s.
struct ChatScreen: NotifyingScreen {
    let id: Int
    var name: String { "Chat" }
    var traits: Set<AnyHashable> { [id] }

    func build(navigator: ScreenNavigator, observation: ScreenObservation<any ChatObserver>) -> ChatController {
        ChatController(id: id, observation: observation, key: key)
    }
}

/// The chat's controller: `update()` is a new message arriving.
final class ChatController: HeadlessViewController {
    let id: Int
    let observation: ScreenObservation<any ChatObserver>

    init(id: Int, observation: ScreenObservation<any ChatObserver>, key: ScreenKey) {
        self.id = id
        self.observation = observation
        super.init(screenKey: key)
    }

    func update() {
        observation.notify { $0.chatUpdated(id: id) }
    }
}

/// Tabs [stack [listA], stack [listB]] with the first selected: two observers in two places.
@MainActor
struct ObservedTabs {
    let listA = ListenerController(screenKey: ScreenKey(name: "ListA"))
    let listB = ListenerController(screenKey: ScreenKey(name: "ListB"))
    let stackA: HeadlessNavigationController
    let stackB: HeadlessNavigationController
    let tabs = HeadlessTabBarController()
    let window: HeadlessWindow
    let navigator: ScreenNavigator

    init() {
        stackA = HeadlessNavigationController(rootViewController: listA)
        stackB = HeadlessNavigationController(rootViewController: listB)
        tabs.setViewControllers([stackA, stackB], animated: false)
        window = HeadlessTrees.window(root: tabs)
        navigator = ScreenNavigator(window: window, logger: nil)
    }

    /// Shows chat `id` with `route` and returns its controller.
    func show(_ id: Int, _ route: (ChatScreen) -> HeadlessWindowRoute) async throws -> ChatController {
        try await navigator.navigateAndWait(to: route(ChatScreen(id: id)))
        let found = HeadlessTrees.find(ScreenKey(name: "Chat", traits: [id]), in: window)
        return try #require(found as? ChatController)
    }
}

extension HeadlessTrees {
    /// The controller keyed `key` anywhere in `window`.
    static func find(_ key: ScreenKey, in window: HeadlessWindow) -> HeadlessViewController? {
        var pending: [HeadlessViewController] = window.rootViewController.map { [$0] } ?? []
        while let next = pending.popLast() {
            if next.effectiveScreenKey == key { return next }
            pending.append(contentsOf: next.children)
            if let presented = next.presentedViewController, presented.presentingViewController === next { pending.append(presented) }
        }
        return nil
    }
}
