#if canImport(UIKit)
    import NavDSL
    import UIKit

    /// The chats list, built by a `Screen` value: the usual way to make a module a screen.
    struct ChatsScreen: Screen {
        var name: String { "Chats" }

        func build(navigator: ScreenNavigator) -> ChatsViewController {
            ChatsViewController(navigator: navigator)
        }
    }

    /// A list of chats; "New message" asks the chat picker for a chat and opens the one picked.
    final class ChatsViewController: ActionListViewController {
        private let navigator: ScreenNavigator
        private let chats = [7, 8, 42]

        init(navigator: ScreenNavigator) {
            self.navigator = navigator
            super.init(title: "Chats")
            // Also on the list itself: a restored stack is a plain navigation controller, and the tab
            // bar shows its root's item (MainTabsScreen's withTabBarItem decorates only the first one).
            tabBarItem = UITabBarItem(title: "Chats", image: nil, selectedImage: nil)
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            status = "Tap a chat, or pick one to write to."
            for id in chats {
                addAction("Chat \(id)") { [navigator] in navigator.navigate(to: AppRoutes.openChat(id)) }
            }
            addAction("New message…") { [weak self] in self?.pickChat() }
        }

        /// Presents the picker and waits for its answer.
        ///
        /// The result comes back here, not through a delegate. The picker is closed by the route that opens the chat, or here on Cancel.
        private func pickChat() {
            let picker = ScreenWindowRoute().top(.container).present(ChatPickerScreen(chats: chats).withStackContainer())
            navigator.result(of: picker, as: ChatPick.self) { [weak self, navigator] result in
                switch result {
                case .success(.chat(let id)):
                    self?.status = "Picked chat \(id)."
                    navigator.navigate(to: AppRoutes.chat(id))  // closes the picker on its way
                case .success(.cancelled):
                    self?.status = "No chat picked."
                    navigator.navigate(to: ScreenWindowRoute().first(.container(of: ChatPickerScreen(chats: []))).presenting.dismiss())
                case .failure(let error):
                    self?.status = "The picker closed: \(error)"
                }
            }
        }
    }
#endif
