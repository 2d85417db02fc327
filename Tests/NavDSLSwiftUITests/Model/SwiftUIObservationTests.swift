import NavDSL
import NavDSLSwiftUI
import Testing

/// What a message tells the models that care about it.
protocol MessageObserver: ScreenObserver {
    func messageArrived(in chat: Int)
}

/// A list model that records what it hears, as a SwiftUI list's view model would.
final class InboxModel: SwiftUIScreenModel, MessageObserver {
    var heard: [Int] = []
    func messageArrived(in chat: Int) { heard.append(chat) }
}

/// A chat that notifies `MessageObserver`s.
struct ObservedChat: NotifyingScreen {
    let id: Int
    var name: String { "Chat" }
    var traits: Set<AnyHashable> { [id] }

    func build(navigator: ScreenNavigator, observation: ScreenObservation<any MessageObserver>) -> ObservedChatModel {
        ObservedChatModel(id: id, observation: observation, screenKey: key)
    }
}

/// The chat's model: `receive()` is a message arriving.
///
/// Its identifier is `chatID`: `id` is the model's object identity, what SwiftUI tells elements by.
final class ObservedChatModel: SwiftUIScreenModel {
    let chatID: Int
    let observation: ScreenObservation<any MessageObserver>

    init(id: Int, observation: ScreenObservation<any MessageObserver>, screenKey: ScreenKey) {
        chatID = id
        self.observation = observation
        super.init(screenKey: screenKey)
    }

    func receive() { observation.notify { $0.messageArrived(in: chatID) } }
}

/// Observation predicates read the SwiftUI models' relations as they read controllers'.
@MainActor
@Suite struct SwiftUIObservationTests {
    @Test func modelsHearWhatIsPushedAfterThemAndPresentedOnThem() async throws {
        let scene = ModelScene()
        let inbox = InboxModel(screenKey: ScreenKey(name: "Inbox"))
        let other = InboxModel(screenKey: ScreenKey(name: "Other"))
        let tabs = SwiftUIPlatform.makeTabsContainer(with: [
            SwiftUIPlatform.makeStackContainer(with: [inbox]), SwiftUIPlatform.makeStackContainer(with: [other]),
        ])
        scene.window.setRootContainer(tabs, animated: false) { _ in }
        scene.window.makeKeyAndVisible()
        let pushed = scene.navigator.observe(by: inbox, where: .pushed(after: inbox))
        let presented = scene.navigator.observe(by: other, where: .presented(on: other))

        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.stack).push(ObservedChat(id: 1)))
        let first = try #require(scene.stack(0)?.path.last as? ObservedChatModel)
        first.receive()
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.container).present(ObservedChat(id: 2)))
        let second = try #require(scene.window.root?.presented as? ObservedChatModel)
        second.receive()

        #expect(inbox.heard == [1])
        #expect(other.heard.isEmpty, "the other list is in a tab that is not selected")
        withExtendedLifetime((pushed, presented)) {}
    }
}
