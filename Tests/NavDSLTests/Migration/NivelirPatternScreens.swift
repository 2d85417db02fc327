import NavDSL
import NavDSLAddons
import NavDSLHeadless

// The screens, controllers, routes and deep link of Nivelir's doc comments and example app that
// NivelirPatternsMoreTests.swift ports, written as the example writes them.

/// The doc comments' own navigation and tab bar subclasses.
final class MyNavigationController: HeadlessNavigationController {}
final class MyTabBarController: HeadlessTabBarController {}

/// `ScreenRoute`'s doc comment: a custom action, made a verb with `then(_:)`.
struct ScreenCustomAction<Container: HeadlessViewController>: ScreenAction {
    let performed: PatternCounter

    var description: String { "customAction()" }

    func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        performed.count += 1
        completion(.success(()))
    }
}

@MainActor
final class PatternCounter {
    var count = 0
}

extension ScreenThenable where Current: HeadlessViewController {
    func customAction(_ counter: PatternCounter) -> Self {
        then(ScreenCustomAction<Current>(performed: counter))
    }
}

/// The example app's home screen: a keyed tab bar that sets up its tabs as it is built.
struct PortedHomeScreen: Screen {
    func build(navigator: ScreenNavigator) -> HeadlessTabBarController {
        let view = HomeTabBarController(screenKey: key)
        navigator.navigate(from: view) { route in
            route
                .setupTab(
                    with: HeadlessScreen(name: "Rooms")
                        .withStackContainer()
                        .withTabBarItem(.rooms)
                )
                .setupTab(
                    with: HeadlessScreen(name: "Profile")
                        .withStackContainer()
                        .withTabBarItem(.profile)
                )
                .setupTab(
                    with: HeadlessScreen(name: "More")
                        .withStackContainer()
                        .withTabBarItem(.moreExampleList)
                )
                .selectTab(with: .index(0))
        }
        return view
    }
}

final class HomeTabBarController: HeadlessTabBarController, ScreenKeyedContainer {
    let screenKey: ScreenKey

    init(screenKey: ScreenKey) {
        self.screenKey = screenKey
        super.init()
    }
}

extension ScreenTabBarItem {
    static let rooms = ScreenTabBarItem(title: "Rooms")
    static let profile = ScreenTabBarItem(title: "Profile")
    static let moreExampleList = ScreenTabBarItem(title: "More")
}

/// The example app's `Screens` routes, over the cheat sheet's home.
@MainActor
struct ExampleScreens {
    let gate: AuthorizeGate
    let home = PatternScreens()

    func chatListScreen(roomID: Int) -> AnyScreen<HeadlessViewController> {
        HeadlessScreen(name: "ChatList", traits: [roomID]).eraseToAnyScreen()
    }

    func chatScreen(roomID: Int, chatID: Int) -> AnyScreen<HeadlessViewController> {
        PortedChatScreen(chatID: chatID).eraseToAnyModalScreen()
    }

    func authorizationScreen() -> AnyScreen<HeadlessViewController> {
        AuthorizationScreen(gate: gate).eraseToAnyScreen()
    }

    func showChatListRoute(roomID: Int) -> HeadlessWindowRoute {
        let screen = chatListScreen(roomID: roomID)

        return HeadlessWindowRoute()
            .last(.container(key: screen.key))
            .makeVisible()
            .fallback(
                to: home.showRoomListRoute()
                    .top(.container)
                    .authorize(gate)
                    .present(screen.withStackContainer())
            )
    }

    func showChatRoute(roomID: Int, chatID: Int) -> HeadlessWindowRoute {
        let screen = chatScreen(roomID: roomID, chatID: chatID)

        return HeadlessWindowRoute()
            .last(.container(key: screen.key))
            .makeVisible()
            .refresh()
            .fallback(
                to: showChatListRoute(roomID: roomID)
                    .top(.stack)
                    .push(screen)
            )
    }

    func showAuthorizationRoute() -> HeadlessWindowRoute {
        HeadlessWindowRoute()
            .top(.container)
            .present(authorizationScreen().withStackContainer())
            .resolve()
    }
}

/// The login screen: Nivelir's `ScreenContext` becomes the gate the screen holds.
struct AuthorizationScreen: Screen {
    let gate: AuthorizeGate

    var name: String { "Authorization" }

    func build(navigator: ScreenNavigator) -> HeadlessViewController {
        AuthorizationController(gate: gate, screenNavigator: navigator)
    }
}

final class AuthorizationController: HeadlessViewController {
    let gate: AuthorizeGate
    let screenNavigator: ScreenNavigator

    init(gate: AuthorizeGate, screenNavigator: ScreenNavigator) {
        self.gate = gate
        self.screenNavigator = screenNavigator
        super.init()
    }

    func logIn() {
        // Nivelir: `navigate(from: self.presenting, to: { $0.dismiss() }, completion: { _ in ... })`.
        screenNavigator.navigate(
            from: navigationController?.presentingViewController,
            to: { $0.dismiss() },
            completion: { _ in
                self.gate.isAuthorized = true
            }
        )
    }
}

/// A close button's controller.
final class ClosableController: HeadlessViewController {
    let screenNavigator: ScreenNavigator

    init(screenNavigator: ScreenNavigator) {
        self.screenNavigator = screenNavigator
        super.init()
    }

    func onClose() {
        // Nivelir: `screenNavigator.navigate(from: presenting) { route in route.dismiss() }`.
        screenNavigator.navigate(from: presentingViewController) { route in
            route.dismiss()
        }
    }
}

/// The example app's chat deep link, `nivelir://chat?room_id=1&chat_id=2`.
struct PortedChatDeeplink: Deeplink {
    let roomID: Int
    let chatID: Int

    static func parse(_ link: DeeplinkURL) throws -> PortedChatDeeplink? {
        guard link.segments.first == "chat" else { return nil }
        return Self(roomID: try link.parameter("room_id"), chatID: try link.parameter("chat_id"))
    }

    func route(screens: ExampleScreens) -> HeadlessWindowRoute {
        screens.showChatRoute(roomID: roomID, chatID: chatID)
    }
}

extension HeadlessWindow {
    /// The last controller presented above the root, if any.
    var topPresented: HeadlessViewController? {
        var top = rootViewController?.presentedViewController
        while let next = top?.presentedViewController { top = next }
        return top
    }
}
