import NavDSLAddons
import NavDSLExampleRoutes
import NavDSLHeadless

/// The app's routes, run headless: the iOS example's own `AppRoutes`, over stand-in screens.
typealias Routes = AppRoutes<StandInScreens>

/// What the tour adds to the app's routes: failures, a resize, and `back`.
///
/// The failures show fallbacks and undo, the resize plays an iPad window changing width, and
/// `back` serves the prompt. They exercise the app's tree; the app has no such routes.
@MainActor
enum TourRoutes {
    /// A route that cannot work (no "Archive" screen exists) and falls back to the chats list.
    static let brokenWithFallback = HeadlessWindowRoute()
        .first(.container(name: "Archive")).makeVisible()
        .fallback(to: Routes.selectTab(.chats))

    /// A route that fails without a fallback; the app shows its error in an alert.
    static let broken = HeadlessWindowRoute().first(.container(name: "Archive")).makeVisible().resolve()

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

    /// The window turns `traits` (a resize: full screen on iPad, or Slide Over).
    static func resize(to traits: HeadlessTraitCollection) -> HeadlessWindowRoute {
        HeadlessWindowRoute().get { $0.traitCollection = traits }.resolve()
    }

    /// The mail app's window on an iPad in regular width.
    static let pad = HeadlessWindowRoute().get { $0.traitCollection = .pad }.resolve()
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
