import NavDSL
import Testing
import UIKit

/// An app's controller as Nivelir apps write it, with `let screenKey: ScreenKey`.
///
/// It compiles only because NavDSL adds no `screenKey` to UIKit classes.
final class ChatViewController: UIViewController, ScreenKeyedContainer {
    let screenKey: ScreenKey

    init(screenKey: ScreenKey) {
        self.screenKey = screenKey
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }
}

/// Builds a `ChatViewController` with the screen's key.
struct ChatScreen: Screen {
    let id: Int
    var name: String { "Chat" }
    var traits: Set<AnyHashable> { [id] }

    func build(navigator: ScreenNavigator) -> UIViewController { ChatViewController(screenKey: key) }
}

/// Keys through the UIKit adapter: a controller's own `screenKey`, and the key NavDSL assigns
/// (an associated object) to every other controller, both found by the same searches.
@MainActor
@Suite struct KeyedContainerSmokeTests {
    struct Plain: Screen {
        let name: String
        func build(navigator: ScreenNavigator) -> UIViewController { UIViewController() }
    }

    let app: UIKitSmokeApp

    init() async throws {
        app = try await UIKitSmokeApp(root: Plain(name: "Home").withStackContainer())
    }

    @Test func ownKeyAndAssignedKeysAreFoundAlike() async throws {
        try await app.navigator.driven.navigate(to: ScreenWindowRoute().top(.stack).push(ChatScreen(id: 42)).push(Plain(name: "Detail")))
        let chat = try #require(app.stack?.viewControllers[1] as? ChatViewController)
        #expect(chat.effectiveScreenKey == ScreenKey(name: "Chat", traits: [42]) && chat.assignedScreenKey == nil)
        #expect(app.stack?.topViewController?.assignedScreenKey == ScreenKey(name: "Detail"))
        var found: [UIViewController] = []
        try await app.navigator.driven.navigate(to: ScreenWindowRoute().first(.container(of: ChatScreen(id: 42))).get { found.append($0) })
        try await app.navigator.driven.navigate(
            to: ScreenWindowRoute().first(.stack(key: ScreenKey(name: "Chat", traits: [42]))).stackTop.get { found.append($0) })
        try await app.navigator.driven.navigate(to: ScreenWindowRoute().first(.container(name: "Detail")).get { found.append($0) })
        #expect(
            found.count == 3 && found[0] === chat && found[1] === app.stack?.topViewController && found[2] === app.stack?.topViewController)
        try await app.navigator.driven.navigate(to: ScreenWindowRoute().first(.container(of: ChatScreen(id: 42))).makeVisible())
        #expect(app.stack?.topViewController === chat)
    }
}
