#if canImport(UIKit)
    import UIKit

    /// The README's app: the chats list, a plain controller (a real one lists chats).
    final class ChatsViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Chats"
            view.backgroundColor = .systemBackground
        }
    }

    /// One chat; "Write your own screens" in "Get started" shows how it becomes a screen.
    final class ChatViewController: UIViewController {
        let id: Int

        init(id: Int) {
            self.id = id
            super.init(nibName: nil, bundle: nil)
            title = "Chat \(id)"
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { nil }
    }
#endif

#if canImport(UIKit)
    import NavDSL

    // "Get started", Write your own screens: the app's screen, building its view controller.

    struct ChatScreen: Screen {
        let id: Int
        var name: String { "Chat" }
        var traits: Set<AnyHashable> { [id] }

        func build(navigator: ScreenNavigator) -> UIViewController {
            ChatViewController(id: id)
        }
    }
#endif
