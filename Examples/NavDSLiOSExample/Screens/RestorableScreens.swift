#if canImport(UIKit)
    import NavDSL
    import UIKit

    // The screens a relaunch brings back (state restoration, see SceneDelegate+Restoration.swift):
    // each names its type in records and saves what rebuilds it. The login, the picker, alerts and
    // share sheets are moments, not places: they are not restorable, so a record stops before them.

    extension ChatScreen: RestorableScreen {
        static let screenRestorationType = "chat"
        var screenRestorationState: Int? { id }

        init?(screenRestorationState id: Int) {
            self.init(id: id)
        }
    }

    extension ProductScreen: RestorableScreen {
        static let screenRestorationType = "product"
        var screenRestorationState: Int? { id }

        init?(screenRestorationState id: Int) {
            self.init(id: id)
        }
    }

    extension ChatsScreen: RestorableScreen {
        static let screenRestorationType = "chats"
        var screenRestorationState: Bool? { true }

        init?(screenRestorationState _: Bool) {
            self.init()
        }
    }

    extension NewsScreen: RestorableScreen {
        static let screenRestorationType = "news"
        var screenRestorationState: Bool? { true }

        init?(screenRestorationState _: Bool) {
            self.init()
        }
    }

    /// The settings tab as a value a record can name: it builds the opted-in
    /// `SettingsViewController` with the scene's navigator, under the name routes find it by.
    struct SettingsScreen: RestorableScreen {
        static let screenRestorationType = "settings"
        var name: String { SettingsViewController.screenName }
        var screenRestorationState: Bool? { true }

        init() {}

        init?(screenRestorationState _: Bool) {
            self.init()
        }

        func build(navigator: ScreenNavigator) -> SettingsViewController {
            SettingsViewController(session: AppServices.shared.session, navigator: navigator)
        }
    }

    // The mail split view comes back with its columns: the folders, the open mailbox and the
    // message pushed over it; collapsed or not follows the relaunched window.

    extension MailFoldersScreen: RestorableScreen {
        static let screenRestorationType = "mailFolders"
        var screenRestorationState: Bool? { true }

        init?(screenRestorationState _: Bool) {
            self.init()
        }
    }

    extension MailboxScreen: RestorableScreen {
        static let screenRestorationType = "mailbox"
        var screenRestorationState: String? { folder }

        init?(screenRestorationState folder: String) {
            self.init(folder: folder)
        }
    }

    extension MessageScreen: RestorableScreen {
        static let screenRestorationType = "message"
        var screenRestorationState: Int? { id }

        init?(screenRestorationState id: Int) {
            self.init(id: id)
        }
    }

    extension ScreenRestorationRegistry where Platform == UIKitPlatform {
        /// Every screen a relaunch can bring back.
        static let app = Self()
            .registering(ChatsScreen.self).registering(ChatScreen.self).registering(NewsScreen.self)
            .registering(ProductScreen.self).registering(SettingsScreen.self)
            .registering(MailFoldersScreen.self).registering(MailboxScreen.self).registering(MessageScreen.self)
    }
#endif
