import NavDSLAddons

/// The example app's navigation, as reusable route values.
///
/// Every route is a plain value: the tour prints it, the interactive mode runs it, and both would
/// work unchanged on UIKit with `ScreenWindowRoute` instead of `HeadlessWindowRoute`.
@MainActor
enum AppRoutes {
    /// App start: the coordinator-style decision between the login flow and the main tabs.
    static func start(isLoggedIn: Bool) -> HeadlessWindowRoute {
        let root =
            isLoggedIn
            ? HeadlessWindowRoute().setRoot(to: MainTabsScreen(), animation: nil)
            : HeadlessWindowRoute().setRoot(to: AppScreen.login.withStackContainer(), animation: nil)
        return root.makeKeyAndVisible()
    }

    /// One more step of the login flow, pushed on the login stack.
    static func loginStep(_ screen: AppScreen) -> HeadlessWindowRoute {
        HeadlessWindowRoute().top(.stack).push(screen).resolve()
    }

    /// Login succeeded: the main tabs replace the login flow with a cross-dissolve, and the same
    /// route selects the chats tab, which exists because the tabs screen built its tabs by a nested
    /// navigation.
    static let loggedIn = HeadlessWindowRoute().setRoot(to: MainTabsScreen(), animation: .crossDissolve())
        .top(.tabs).selectTab(with: .container(of: AppScreen.chats))
        .resolve()

    /// The "What's new" sheet: half height first, with a grabber, expandable to full height.
    static let whatsNew = HeadlessWindowRoute().top(.container).present(
        AppScreen.whatsNew.withBottomSheet(ScreenSheet(detents: [.medium, .large], selectedDetent: .medium, prefersGrabberVisible: true))
    ).resolve()

    /// Expands the "What's new" sheet to its large detent.
    static let expandWhatsNew = HeadlessWindowRoute().top(.container(of: AppScreen.whatsNew)).changeBottomSheet {
        $0.selectedDetent = .large
    }
    .resolve()

    /// Opens the user's profile over everything, behind the login gate; when the user closes the
    /// login flow, an alert says why nothing opened.
    static func profile(_ session: ExampleSession) -> HeadlessWindowRoute {
        let gated = HeadlessWindowRoute()
            .authorize(session)
            .top(.container).present(AppScreen.profile.withStackContainer())
            .fallback { error in
                HeadlessWindowRoute().top(.container).present(alert: ScreenAlert(error: error, title: "Can't open your profile")).resolve()
            }
        return HeadlessWindowRoute().root.dismissAll().resolve().then(gated)
    }

    /// Opens a chat from the chats list.
    static func openChat(_ id: Int) -> HeadlessWindowRoute {
        HeadlessWindowRoute().top(.stack).push(AppScreen.chat(id: id)).resolve()
    }

    /// Selects a tab by the screen at its root.
    static func selectTab(_ screen: AppScreen) -> HeadlessWindowRoute {
        HeadlessWindowRoute().root.dismissAll().top(.tabs).selectTab(with: .container(of: screen)).resolve()
    }

    /// The chat deep link: show the chat if it is open anywhere; otherwise open it on the chats
    /// tab, from the chats list, as one stack transition.
    static func chatDeeplink(_ id: Int) -> HeadlessWindowRoute {
        let chat = AppScreen.chat(id: id)
        return HeadlessWindowRoute()
            .first(.container(of: chat)).makeVisible()
            .fallback(
                to: HeadlessWindowRoute()
                    .root.dismissAll()
                    .top(.tabs).selectTab(with: .container(of: AppScreen.chats))
                    .top(.stack).popToRoot().push(chat))
    }

    /// The promo deep link: nothing if the product is already on screen; pushed on a tab with a
    /// stack; presented in its own stack on a tab without one.
    static func productDeeplink(_ id: Int) -> HeadlessWindowRoute {
        let product = AppScreen.product(id: id)
        return HeadlessWindowRoute()
            .top(.container(of: product))
            .fallback(to: HeadlessWindowRoute().top(.stack).push(product))
            .fallback(to: HeadlessWindowRoute().top(.container).present(product.withStackContainer()))
    }

    /// A route that cannot work (no "Archive" screen exists) and falls back to the chats list.
    static let brokenWithFallback = HeadlessWindowRoute()
        .first(.container(name: "Archive")).makeVisible()
        .fallback(to: selectTab(.chats))

    /// A route that fails without a fallback; the app shows its error in an alert.
    static let broken = HeadlessWindowRoute().first(.container(name: "Archive")).makeVisible().resolve()

    /// Presents an alert describing `error` on top of everything.
    static func alert(for error: any Error) -> HeadlessWindowRoute {
        HeadlessWindowRoute().top(.container).present(alert: ScreenAlert(error: error, title: "Can't open that")).resolve()
    }

    /// Goes back: closes the top modal if there is one, else pops the visible stack.
    static let back = HeadlessWindowRoute()
        .root.presented.then(DismissTopAction())
        .fallback(to: HeadlessWindowRoute().top(.stack).pop())

    /// Closes the top modal, then fails: the custom `DismissTopAction` recorded its undo, so the
    /// modal comes back before `cauterize()` swallows the failure.
    static let backThenFail = HeadlessWindowRoute()
        .root.presented.then(DismissTopAction())
        .fail(with: ScreenContainerNotFoundError("the next screen is gone."))
        .cauterize()
}

/// Dismisses the last presented controller of the chain above the current one.
///
/// A custom action written with the public API only. It dismisses through the `undoableBy:` form,
/// as NavDSL's own `dismiss()` does, so when a later step of the same navigation fails the
/// controller is presented again and the user sees the tree as it was.
private struct DismissTopAction: ScreenAction {
    var description: String { "dismissTop()" }

    func perform(container: HeadlessViewController, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        var top = container
        while let next = top.presentedViewController, next !== top { top = next }
        guard let presenter = top.presentingViewController else { return completion(.success(())) }
        presenter.dismissPresentedContainer(animated: true, undoableBy: navigator, completion: completion)
    }
}
