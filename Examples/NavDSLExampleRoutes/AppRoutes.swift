import NavDSL
import NavDSLAddons

/// The app's navigation, as route values written once against its screen factory: the app runs
/// `AppRoutes<UIKitScreens>`, the tour and the tests run `AppRoutes<StandInScreens>`.
///
/// Screens and deep links call these instead of building routes inline, so a new flow is one more
/// member here, and `swift test` runs it headless.
@MainActor
public enum AppRoutes<Screens: AppScreenFactory> {
    /// A route from the window of the factory's platform.
    public typealias Route = Screens.Platform.WindowRoute

    /// The first screen of a scene: the tab bar, made key.
    public static var start: Route {
        Route().setRoot(to: Screens.tabs, animation: nil).makeKeyAndVisible().resolve()
    }

    /// Selects the tab whose root is `screen`, closing whatever is presented over the tabs.
    public static func selectTab(_ screen: AppScreen) -> Route {
        Route().root.dismissAll().top(.tabs).selectTab(with: .container(of: Screens.screen(screen))).resolve()
    }

    /// Opens a chat from the chats list.
    public static func openChat(_ id: Int) -> Route {
        Route().top(.stack).push(Screens.screen(.chat(id: id))).resolve()
    }

    /// The chat deep link: shows the chat where it already is, else opens it on the chats tab
    /// above the list, as one stack transition.
    public static func chat(_ id: Int) -> Route {
        let chat = Screens.screen(.chat(id: id))
        return Route()
            .first(.container(of: chat)).makeVisible()
            .fallback(
                to: Route()
                    .root.dismissAll()
                    .top(.tabs).selectTab(with: .container(of: Screens.screen(.chats)))
                    .top(.stack).popToRoot().push(chat))
    }

    /// The promo deep link: nothing if the product is on screen; pushed on the visible stack; or
    /// presented in its own stack when the visible tab has none.
    public static func product(_ id: Int) -> Route {
        let product = Screens.screen(.product(id: id))
        return Route()
            .top(.container(of: product))
            .fallback(to: Route().top(.stack).push(product))
            .fallback(to: Route().top(.container).present(product.withStackContainer()))
    }

    /// "What's new" as a bottom sheet: half height first, with a grabber, expandable.
    public static var whatsNew: Route {
        let sheet = ScreenSheet(detents: [.medium, .large], selectedDetent: .medium, prefersGrabberVisible: true)
        return Route().top(.container).present(Screens.screen(.whatsNew).withBottomSheet(sheet)).resolve()
    }

    /// Expands the "What's new" sheet to its large detent.
    public static var expandWhatsNew: Route {
        Route().top(.container(of: Screens.screen(.whatsNew))).changeBottomSheet { $0.selectedDetent = .large }.resolve()
    }

    /// The profile over everything, behind the login gate; when the user closes the login, an
    /// alert says why nothing opened.
    public static func profile(_ session: LoginSession<Screens>) -> Route {
        let gated = Route()
            .then(AuthorizeAction(session: session))
            .top(.container).present(Screens.screen(.profile).withStackContainer())
            .fallback { error in
                Route().top(.container).present(alert: ScreenAlert(error: error, title: "Can't open your profile")).resolve()
            }
        return Route().root.dismissAll().resolve().then(gated)
    }

    /// Shows the chat picker and opens the chat the user picks; Cancel closes the picker.
    public static func pickChat(from chats: [Int]) -> Route {
        Route().then(PickChatAction<Screens>(chats: chats)).resolve()
    }

    /// An alert describing `error`, over everything.
    public static func alert(for error: any Error) -> Route {
        Route().top(.container).present(alert: ScreenAlert(error: error, title: "Can't open that")).resolve()
    }

    /// The iPad mail app as the window's root: a split view, [folders] | [Inbox] side by side in
    /// regular width, one stack in compact width (the split view collapses it).
    public static var mail: Route {
        Route()
            .root.dismissAll()
            .window.setRoot(to: Screens.screen(.mailFolders).withSplitContainer(secondary: Screens.screen(.mailbox(folder: "Inbox"))))
            .resolve()
    }

    /// A folder picked in the mail split view: the detail column in regular width, pushed in compact.
    public static func openMailbox(_ folder: String) -> Route {
        Route().top(.split).showDetail(Screens.screen(.mailbox(folder: folder))).resolve()
    }

    /// A message: pushed onto the stack the user sees (the detail column in regular width).
    public static func openMessage(_ id: Int) -> Route {
        Route().top(.stack).push(Screens.screen(.message(id: id))).resolve()
    }
}
