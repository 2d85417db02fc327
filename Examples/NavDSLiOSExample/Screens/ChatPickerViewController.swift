#if canImport(UIKit)
    import NavDSL
    import UIKit

    /// What the chat picker answers.
    enum ChatPick: Sendable, Equatable {
        case chat(id: Int)
        case cancelled
    }

    /// A list of chats to pick one from: a `ResultScreen` that reports the user's choice to the
    /// route that presented it.
    struct ChatPickerScreen: ResultScreen {
        let chats: [Int]
        var name: String { "ChatPicker" }  // one picker, whatever it lists: routes find it by name

        func build(navigator: ScreenNavigator, result: ScreenResultReporter<ChatPick>) -> ChatPickerViewController {
            ChatPickerViewController(chats: chats, result: result)
        }
    }

    /// A tap on a chat reports it; Cancel reports `.cancelled`.
    final class ChatPickerViewController: ActionListViewController {
        private let chats: [Int]
        private let result: ScreenResultReporter<ChatPick>

        init(chats: [Int], result: ScreenResultReporter<ChatPick>) {
            self.chats = chats
            self.result = result
            super.init(title: "New message")
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.leftBarButtonItem = UIBarButtonItem(
                systemItem: .cancel, primaryAction: UIAction { [result] _ in result.report(.cancelled) })
            status = "Write to…"
            for id in chats {
                addAction("Chat \(id)") { [result] in result.report(.chat(id: id)) }
            }
        }
    }
#endif
