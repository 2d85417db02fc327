import NavDSL
import NavDSLHeadless

/// Builders of the trees the suites start from, so each suite says what it needs in one line.
@MainActor
enum HeadlessTrees {
    /// A keyed controller titled with its name.
    static func controller(_ name: String, _ traits: Set<AnyHashable> = []) -> HeadlessViewController {
        HeadlessScreen(name: name, traits: traits).build(navigator: ScreenNavigator(window: HeadlessWindow(), logger: nil))
    }

    /// A navigation controller holding keyed controllers with `names`.
    static func stack(_ names: [String]) -> HeadlessNavigationController {
        HeadlessPlatform.makeStackContainer(with: names.map { controller($0) })
    }

    /// A window whose root is `root`, made key.
    static func window(root: HeadlessViewController, scene: HeadlessScene? = nil) -> HeadlessWindow {
        let window = HeadlessWindow(scene: scene)
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.resetLogs()
        return window
    }

    /// Tabs built from lists of names.
    ///
    /// Each element is a stack of names (a one-element list whose name starts with "!" is a
    /// plain controller tab without a stack). The tab at `selected` is selected.
    static func tabsWithStacks(_ tabs: [[String]], selected: Int = 0) -> HeadlessTabBarController {
        let controllers: [HeadlessViewController] = tabs.map { names in
            if names.count == 1, let name = names.first, name.hasPrefix("!") { return controller(String(name.dropFirst())) }
            return stack(names)
        }
        let tabBar = HeadlessPlatform.makeTabsContainer(with: controllers)
        tabBar.selectedIndex = selected
        return tabBar
    }

    /// The names along the stack, bottom to top.
    static func names(_ stack: HeadlessNavigationController?) -> [String] {
        stack?.viewControllers.map(\.description) ?? []
    }
}

/// A window with a navigator: the one fixture of the suites, built from a root tree
/// (``init(root:logged:)``) or by navigating to `Home` in a stack (``homeStack(animationMode:logged:)``).
@MainActor
struct HeadlessApp {
    let window: HeadlessWindow
    let navigator: ScreenNavigator
    /// What the navigator logged; stays empty when the app is not `logged`.
    let log = ScreenRecordingLogger()

    /// A window whose root is `root`, made key; the navigator logs into ``log`` when `logged`, and
    /// is silent otherwise.
    init(root: HeadlessViewController, logged: Bool = true) {
        window = HeadlessTrees.window(root: root)
        navigator = ScreenNavigator(window: window, logger: logged ? log : nil)
    }

    private init(window: HeadlessWindow, logged: Bool) {
        self.window = window
        navigator = ScreenNavigator(window: window, logger: logged ? log : nil)
    }

    /// `Home` in a navigation stack, set up by a navigation as an app starts.
    ///
    /// The starting point of the queue, cancellation, rollback, result and addon suites. The window
    /// then switches to `animationMode` and the logs are cleared.
    static func homeStack(animationMode: HeadlessWindow.AnimationMode = .immediate, logged: Bool = false) async throws -> HeadlessApp {
        let app = HeadlessApp(window: HeadlessWindow(), logged: logged)
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().setRoot(to: HeadlessScreen(name: "Home").withStackContainer()).makeKeyAndVisible())
        app.window.animationMode = animationMode
        app.window.resetLogs()
        app.log.removeAll()
        return app
    }

    /// The names along the root stack, bottom to top.
    var stackNames: [String] { HeadlessTrees.names(rootStack) }

    /// Tabs [Chats stack, News stack, Settings controller], chats selected.
    static func tabs() -> HeadlessApp {
        HeadlessApp(root: HeadlessTrees.tabsWithStacks([["Chats"], ["News"], ["!Settings"]]))
    }

    var tabBar: HeadlessTabBarController? { window.rootViewController as? HeadlessTabBarController }
    var rootStack: HeadlessNavigationController? { window.rootViewController as? HeadlessNavigationController }

    func tab(_ index: Int) -> HeadlessViewController? {
        tabBar?.viewControllers?[index]
    }

    func stack(tab index: Int) -> HeadlessNavigationController? {
        tab(index) as? HeadlessNavigationController
    }

    var kinds: [ScreenTransition.Kind] { window.transitions.map(\.kind) }

    /// Runs `route` and returns its error, or `nil` on success.
    func run<Route: ScreenThenable>(_ route: Route) async -> (any Error)? where Route.Root == HeadlessWindow {
        do {
            try await navigator.navigateAndWait(to: route)
            return nil
        } catch {
            return error
        }
    }
}

/// A controller class that is its own screen, opted in the way an app does.
///
/// Routes push and present the instance itself; `HeadlessViewController` is not a screen by itself.
final class OptInController: HeadlessViewController {}

extension OptInController: Screen {}

extension ScreenNavigator {
    /// Awaits a headless window route written in a closure (the navigator's closure forms are
    /// completion-based, as Nivelir's are).
    func run<Route: ScreenThenable>(_ build: (HeadlessWindowRoute) -> Route) async throws where Route.Root == HeadlessWindow {
        try await navigateAndWait(to: build(HeadlessWindowRoute()))
    }

    /// Awaits a route written in a closure from `container`.
    func run<Container: ScreenContainer, Route: ScreenThenable>(
        from container: Container?,
        _ build: (ScreenRootRoute<Container>) -> Route
    ) async throws where Route.Root == Container {
        try await navigateAndWait(from: container, to: build(ScreenRootRoute<Container>()))
    }
}
