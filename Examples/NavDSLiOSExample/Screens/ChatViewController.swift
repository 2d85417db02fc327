#if canImport(UIKit)
    import NavDSL
    import NavDSLAddons
    import UIKit

    /// A chat screen that stores its own key (`ScreenKeyedContainer`), as Nivelir controllers do:
    /// routes find it by `screenKey`, here `Chat(42)`.
    ///
    /// Its Share button presents the share sheet, anchored on the button (a popover on iPad), and
    /// shows what the user did; Delete asks first with an alert.
    final class ChatViewController: ActionListViewController, ScreenKeyedContainer {
        let screenKey: ScreenKey
        private let id: Int
        private let navigator: ScreenNavigator

        init(id: Int, screenKey: ScreenKey, navigator: ScreenNavigator) {
            self.id = id
            self.screenKey = screenKey
            self.navigator = navigator
            super.init(title: "Chat \(id)")
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            let share = UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { [weak self] action in
                guard let item = action.sender as? UIBarButtonItem else { return }
                self?.share(from: item)
            }
            navigationItem.rightBarButtonItem = UIBarButtonItem(primaryAction: share)
            status = "Messages of chat \(id) would be here."
            addAction("Delete chat…") { [weak self] in self?.confirmDelete() }
        }

        private func share(from item: UIBarButtonItem) {
            let route = Routes.share("navdsl://chat/\(id)", from: item) { [weak self] done in
                self?.status = done.completed ? "Shared with \(done.activityType?.rawValue ?? "an app")." : "Not shared."
            }
            navigator.navigate(to: route)
        }

        private func confirmDelete() {
            let alert = ScreenAlert(
                title: "Delete chat \(id)?", message: "This cannot be undone.",
                buttons: .destructive("Delete") { [weak self] in self?.delete() }, .cancel())
            navigator.navigate(to: ScreenWindowRoute().top(.container).present(alert: alert))
        }

        /// Leaves the chat: the stack it is in pops back to the list.
        private func delete() {
            navigator.navigate(from: self) { $0.stack.popToRoot() }
        }
    }
#endif
