#if canImport(UIKit)
    import NavDSL
    import NavDSLAddons
    #if canImport(NavDSLExampleRoutes)
        // A package product in an app; compiled into the app module itself (SharedRoutes/) otherwise.
        import NavDSLExampleRoutes
    #endif
    import UIKit

    /// The app's navigation: the shared routes (`Examples/NavDSLExampleRoutes`) over this app's screens.
    ///
    /// The tour and `swift test` run the same `AppRoutes` over headless stand-ins.
    typealias Routes = AppRoutes<UIKitScreens>

    /// The app's screens: the one place an ``AppScreen`` becomes a `UIViewController`.
    ///
    /// Routes, deep links, the login gate and restoration are written once against
    /// `AppScreenFactory`; this is everything the app adds to them. A new screen is a case of
    /// `AppScreen` and a line here, and the compiler asks for it.
    enum UIKitScreens: AppScreenFactory {
        typealias Platform = UIKitPlatform

        static func makeController(for screen: AppScreen, navigator: ScreenNavigator) -> UIViewController {
            switch screen {
            case .chats: ChatsViewController(navigator: navigator)
            case .chat(let id): ChatViewController(id: id, screenKey: screen.key, navigator: navigator)
            case .news: NewsViewController(navigator: navigator)
            case .settings: SettingsViewController(session: AppServices.shared.session, navigator: navigator)
            case .mailFolders: MailFoldersViewController(navigator: navigator)
            case .article(let id): page("Article \(id)", status: "An article of the news.")
            case .product(let id): page("Product \(id)", status: "Product \(id): a fine thing to buy.")
            case .profile: profile(navigator: navigator)
            case .whatsNew: whatsNew(navigator: navigator)
            case .mailbox(let folder): mailbox(folder, navigator: navigator)
            case .message(let id): page("Message \(id)", status: "Message \(id).")
            }
        }

        static func makeLogin(navigator: ScreenNavigator, result: ScreenResultReporter<Bool>) -> UIViewController {
            LoginViewController(result: result)
        }

        static func makeChatPicker(chats: [Int], navigator: ScreenNavigator, result: ScreenResultReporter<ChatPick>) -> UIViewController {
            ChatPickerViewController(chats: chats, result: result)
        }

        /// A page with a title and a status line.
        private static func page(_ title: String, status: String) -> ActionListViewController {
            let controller = ActionListViewController(title: title)
            controller.status = status
            return controller
        }

        /// The profile, behind the login gate (`Routes.profile`).
        private static func profile(navigator: ScreenNavigator) -> UIViewController {
            let controller = page("Profile", status: "Ann, signed in.")
            controller.addAction("Close") {
                navigator.navigate(to: ScreenWindowRoute().first(.container(of: UIKitScreens.screen(.profile))).presenting.dismiss())
            }
            return controller
        }

        /// "What's new", shown as a bottom sheet (`Routes.whatsNew`).
        private static func whatsNew(navigator: ScreenNavigator) -> UIViewController {
            let controller = page("What's new", status: "Drag the sheet up for more, or down to close it.")
            controller.addAction("Expand") { navigator.navigate(to: Routes.expandWhatsNew) }
            return controller
        }

        /// A mail folder's messages, the secondary column; a message is pushed in that column.
        private static func mailbox(_ folder: String, navigator: ScreenNavigator) -> UIViewController {
            let controller = page(folder, status: "Messages in \(folder).")
            controller.addAction("Message 1") { navigator.navigate(to: Routes.openMessage(1)) }
            return controller
        }
    }

    extension AppRoutes where Screens == UIKitScreens {
        /// Shares `text` from the bar button `item` (the popover's anchor on iPad) and reports what
        /// the user did: a route of this app only, since its anchor is a UIKit object.
        static func share(_ text: String, from item: UIBarButtonItem, onComplete: @escaping @MainActor (ScreenShareCompletion) -> Void)
            -> ScreenWindowRoute
        {
            let share = ScreenShare(items: [text], subject: "From NavDSL", excludedActivityTypes: [.print], onComplete: onComplete)
            return ScreenWindowRoute().top(.container).present(share: share, anchor: .barButtonItem(item)).resolve()
        }
    }
#endif
