#if canImport(UIKit)
    import NavDSL
    import UIKit

    /// The mail folders, the primary column of the iPad mail split view (`AppRoutes.mail`).
    struct MailFoldersScreen: Screen {
        var name: String { "MailFolders" }

        func build(navigator: ScreenNavigator) -> MailFoldersViewController {
            MailFoldersViewController(navigator: navigator)
        }
    }

    /// Picking a folder shows it with `showDetail`: beside the list in regular width, pushed over
    /// it on iPhone or in Slide Over, where the split view is collapsed.
    final class MailFoldersViewController: ActionListViewController {
        private let navigator: ScreenNavigator

        init(navigator: ScreenNavigator) {
            self.navigator = navigator
            super.init(title: "Mail")
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            status = "Pick a folder."
            for folder in ["Inbox", "Archive"] {
                addAction(folder) { [navigator] in navigator.navigate(to: AppRoutes.openMailbox(folder)) }
            }
            addAction("Back to the tabs") { [navigator] in navigator.navigate(to: AppRoutes.start) }
        }
    }

    /// A mail folder's messages, the secondary column; a message is pushed in that column.
    struct MailboxScreen: Screen {
        let folder: String
        var name: String { "Mailbox" }
        var traits: Set<AnyHashable> { [folder] }

        func build(navigator: ScreenNavigator) -> UIViewController {
            let controller = ActionListViewController(title: folder)
            controller.status = "Messages in \(folder)."
            controller.addAction("Message 1") { [navigator] in navigator.navigate(to: AppRoutes.openMessage(1)) }
            return controller
        }
    }

    /// One message, pushed onto the detail column's stack.
    struct MessageScreen: Screen {
        let id: Int
        var name: String { "Message" }
        var traits: Set<AnyHashable> { [id] }

        func build(navigator: ScreenNavigator) -> UIViewController {
            let controller = ActionListViewController(title: "Message \(id)")
            controller.status = "Message \(id)."
            return controller
        }
    }
#endif
