#if canImport(UIKit)
    import NavDSL
    #if canImport(NavDSLExampleRoutes)
        // A package product in an app; compiled into the app module itself (SharedRoutes/) otherwise.
        import NavDSLExampleRoutes
    #endif
    import UIKit

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
                addAction("Chat \(id)") { [navigator] in navigator.navigate(to: Routes.openChat(id)) }
            }
            addAction("New message…") { [weak self] in self?.pickChat() }
        }

        /// The shared route presents the picker, waits for its answer through `result(of:)` and
        /// opens the chat picked (closing the picker on its way), or closes it on Cancel.
        private func pickChat() {
            navigator.navigate(to: Routes.pickChat(from: chats)) { [weak self] result in
                if case .failure(let error) = result { self?.status = "The picker closed: \(error)" }
            }
        }
    }
#endif
