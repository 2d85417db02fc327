#if canImport(UIKit)
    import NavDSL
    import NavDSLAddons
    import UIKit

    /// The app's navigation, as route values: the same spellings as the headless example
    /// (`Examples/NavDSLExample/AppRoutes.swift`), on `ScreenWindowRoute`.
    ///
    /// Screens and deep links call these instead of building routes inline, so a new flow (a split
    /// view on iPad, restoring the last chat) is one more static member here.
    @MainActor
    enum AppRoutes {
        /// The first screen of a scene: the tab bar, made key.
        static let start = ScreenWindowRoute().setRoot(to: MainTabsScreen(), animation: nil).makeKeyAndVisible().resolve()

        /// Selects a tab (`.container(of: ChatsScreen())`), closing whatever is presented over the tabs.
        static func selectTab(_ tab: ScreenTabPredicate) -> ScreenWindowRoute {
            ScreenWindowRoute().root.dismissAll().top(.tabs).selectTab(with: tab).resolve()
        }

        /// Opens a chat from the chats list.
        static func openChat(_ id: Int) -> ScreenWindowRoute {
            ScreenWindowRoute().top(.stack).push(ChatScreen(id: id)).resolve()
        }

        /// The chat deep link: shows the chat where it already is, else opens it on the chats tab
        /// above the list, as one stack transition.
        static func chat(_ id: Int) -> ScreenWindowRoute {
            ScreenWindowRoute()
                .first(.container(of: ChatScreen(id: id))).makeVisible()
                .fallback(
                    to: ScreenWindowRoute()
                        .root.dismissAll()
                        .top(.tabs).selectTab(with: .container(of: ChatsScreen()))
                        .top(.stack).popToRoot().push(ChatScreen(id: id)))
        }

        /// The promo deep link: pushed on the visible stack, or presented in its own stack when the
        /// visible tab has none.
        static func product(_ id: Int) -> ScreenWindowRoute {
            ScreenWindowRoute()
                .top(.container(of: ProductScreen(id: id)))
                .fallback(to: ScreenWindowRoute().top(.stack).push(ProductScreen(id: id)))
                .fallback(to: ScreenWindowRoute().top(.container).present(ProductScreen(id: id).withStackContainer()))
        }

        /// "What's new" as a bottom sheet: half height, with a grabber, expandable.
        static let whatsNew = ScreenWindowRoute().top(.container).present(
            WhatsNewScreen().withBottomSheet(ScreenSheet(detents: [.medium, .large], selectedDetent: .medium, prefersGrabberVisible: true))
        ).resolve()

        /// The profile, behind the login gate; when the user closes the login, an alert says why
        /// nothing opened.
        static func profile(_ session: LoginSession) -> ScreenWindowRoute {
            ScreenWindowRoute()
                .authorize(session)
                .top(.container).present(ProfileScreen().withStackContainer())
                .fallback { error in
                    ScreenWindowRoute().top(.container).present(alert: ScreenAlert(error: error, title: "Can't open your profile"))
                        .resolve()
                }
        }

        /// Shares `text` from the bar button `item` (the popover's anchor on iPad) and reports what
        /// the user did.
        static func share(_ text: String, from item: UIBarButtonItem, onComplete: @escaping @MainActor (ScreenShareCompletion) -> Void)
            -> ScreenWindowRoute
        {
            let share = ScreenShare(items: [text], subject: "From NavDSL", excludedActivityTypes: [.print], onComplete: onComplete)
            return ScreenWindowRoute().top(.container).present(share: share, anchor: .barButtonItem(item)).resolve()
        }

        /// The iPad mail app as the window's root: a split view, [folders] | [Inbox] side by side in
        /// regular width, one stack on iPhone (`UISplitViewController` collapses it).
        static let mail = ScreenWindowRoute()
            .root.dismissAll()
            .window.setRoot(to: MailFoldersScreen().withSplitContainer(secondary: MailboxScreen(folder: "Inbox")))
            .resolve()

        /// A folder picked in the mail split view: the detail column on iPad, pushed on iPhone.
        static func openMailbox(_ folder: String) -> ScreenWindowRoute {
            ScreenWindowRoute().top(.split).showDetail(MailboxScreen(folder: folder)).resolve()
        }

        /// A message: pushed onto the stack the user sees (the detail column on iPad).
        static func openMessage(_ id: Int) -> ScreenWindowRoute {
            ScreenWindowRoute().top(.stack).push(MessageScreen(id: id)).resolve()
        }

        /// An alert describing `error`, over everything.
        static func alert(for error: any Error) -> ScreenWindowRoute {
            ScreenWindowRoute().top(.container).present(alert: ScreenAlert(error: error, title: "Can't open that")).resolve()
        }
    }
#endif
