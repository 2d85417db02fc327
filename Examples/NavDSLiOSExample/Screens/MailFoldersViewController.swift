#if canImport(UIKit)
    import NavDSL
    import UIKit

    /// The mail folders, the primary column of the iPad mail split view (`Routes.mail`).
    ///
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
                addAction(folder) { [navigator] in navigator.navigate(to: Routes.openMailbox(folder)) }
            }
            addAction("Back to the tabs") { [navigator] in navigator.navigate(to: Routes.start) }
        }
    }
#endif
