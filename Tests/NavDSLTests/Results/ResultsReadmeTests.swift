import NavDSL
import NavDSLHeadless
import Testing

/// Holds the examples of the DocC article "Get an answer from a screen" word for word.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct ResultsReadmeTests {
    // README: Results
    struct ColorPicker: ResultScreen {
        func build(navigator: ScreenNavigator, result: ScreenResultReporter<String>) -> PaletteController {
            PaletteController(result: result)  // its buttons call result.report("teal")
        }
    }
    // README: end

    final class PaletteController: HeadlessViewController {
        let result: ScreenResultReporter<String>
        init(result: ScreenResultReporter<String>) {
            self.result = result
            super.init()
        }
    }

    // README: Observation
    protocol MessageObserver: ScreenObserver {
        func messageArrived(chatID: Int)
    }

    struct ConversationScreen: NotifyingScreen {
        let id: Int
        func build(navigator: ScreenNavigator, observation: ScreenObservation<any MessageObserver>) -> ConversationController {
            ConversationController(id: id, observation: observation)  // calls observation.notify { $0.messageArrived(chatID: id) }
        }
    }

    final class InboxController: HeadlessViewController, MessageObserver {
        var unread: [Int] = []
        func messageArrived(chatID: Int) { unread.append(chatID) }
    }
    // README: end

    final class ConversationController: HeadlessViewController {
        let id: Int
        let observation: ScreenObservation<any MessageObserver>
        init(id: Int, observation: ScreenObservation<any MessageObserver>) {
            self.id = id
            self.observation = observation
            super.init()
        }
    }

    @Test func pickerAnswersAndTheCallerClosesIt() async throws {
        let window = HeadlessWindow()
        let navigator = ScreenNavigator(window: window, logger: nil)
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().setRoot(to: HeadlessScreen(name: "Home")).makeKeyAndVisible())
        let user = Task {
            while true {
                if let palette = window.rootViewController?.presentedViewController as? PaletteController {
                    return palette.result.report("teal")
                }
                await Task.yield()
            }
        }
        // README: Results (await)
        let color = try await navigator.result(of: HeadlessWindowRoute().top(.container).present(ColorPicker()), as: String.self)
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).presenting.dismiss())  // the caller closes it
        // README: end
        await user.value
        #expect(color == "teal")
        #expect(window.rootViewController?.presentedViewController == nil)
    }

    @Test func inboxHearsFromTheConversationPushedAfterIt() async throws {
        let inbox = InboxController(screenKey: ScreenKey(name: "Inbox"))
        let window = HeadlessWindow()
        window.rootViewController = HeadlessNavigationController(rootViewController: inbox)
        let navigator = ScreenNavigator(window: window, logger: nil)
        // README: Observation (register)
        let token = navigator.observe(by: inbox, where: .pushed(after: inbox))  // inbox observes while the token lives
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(ConversationScreen(id: 42)))
        // README: end
        let conversation = try #require(inbox.navigationController?.topViewController as? ConversationController)
        conversation.observation.notify { $0.messageArrived(chatID: conversation.id) }
        #expect(inbox.unread == [42])
        token.cancel()
        conversation.observation.notify { $0.messageArrived(chatID: conversation.id) }
        #expect(inbox.unread == [42], "cancelling the token stops the observation")
    }
}
