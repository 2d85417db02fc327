#if canImport(UIKit)
    import NavDSL
    #if canImport(NavDSLExampleRoutes)
        // A package product in an app; compiled into the app module itself (SharedRoutes/) otherwise.
        import NavDSLExampleRoutes
    #endif
    import UIKit

    /// The chat picker (`UIKitScreens.makeChatPicker`), a result screen's controller.
    ///
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
