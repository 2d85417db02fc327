import NavDSL
import NavDSLHeadless
import Testing

/// The words users read: each failing route and its exact message (action, container, rule, fix).
@MainActor
@Suite struct ErrorMessageTests {
    /// One failing route: the tree it runs on, how it is built, and the message it must fail with.
    struct Row: Sendable, CustomTestStringConvertible {
        /// The window the route runs in.
        enum Tree: Sendable {
            /// A lone controller named Settings is the window's root.
            case settings
            /// A tab bar with one tab, a stack holding Home.
            case tabs
        }

        let name: String
        let tree: Tree
        let route: @MainActor @Sendable () -> HeadlessWindowRoute
        let message: String

        var testDescription: String { name }
    }

    nonisolated static let rows: [Row] = [
        Row(
            name: "push on a window without a stack", tree: .settings,
            route: { HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Chat")).resolve() },
            message: "top(.stack) on HeadlessWindow: no container matches .stack on the visible path from HeadlessWindow. "
                + "Show it first, search with another predicate, or add a .fallback(to:)."
        ),
        Row(
            name: "present on a busy root", tree: .settings,
            route: { HeadlessWindowRoute().root.present(HeadlessScreen(name: "First")).present(HeadlessScreen(name: "Second")).resolve() },
            message:
                "present(Second) on Settings: Attempt to present Second on Settings (from Settings) which is already presenting First. "
                + "Present from the top container (.top(.container)) or dismiss first."
        ),
        Row(
            name: "pop to a missing controller", tree: .tabs,
            route: { HeadlessWindowRoute().top(.stack).pop(to: .container(name: "Nope")).resolve() },
            message: "pop(to: .container(name: Nope)) on HeadlessNavigationController: no controller in the stack matches "
                + ".container(name: Nope); the stack is left as it was. Push it instead, or add a .fallback(to:)."
        ),
        Row(
            name: "select a missing tab among one", tree: .tabs,
            route: { HeadlessWindowRoute().top(.tabs).selectTab(with: .container(name: "Nope")).resolve() },
            message: "selectTab(with: .container(name: Nope)) on HeadlessTabBarController: no tab of HeadlessTabBarController matches "
                + ".container(name: Nope) (it has 1 tab). Set the tab up first with setupTab(with:)."
        ),
        Row(
            name: "push a stack into a stack", tree: .tabs,
            route: { HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Inner").withStackContainer()).resolve() },
            message: "push(Inner) on HeadlessNavigationController: UINavigationControllers are not allowed in a navigation controller! "
                + "Push the controllers themselves, or present the navigation controller."
        ),
        Row(
            name: "presented of nothing", tree: .settings,
            route: { HeadlessWindowRoute().root.presented.dismiss().resolve() },
            message: "presented on Settings: Settings presents nothing. Present a screen first, or search for what is on screen "
                + "with .top(.container)."
        ),
        Row(
            name: "stack of a controller in no stack", tree: .settings,
            route: { HeadlessWindowRoute().root.stack.popToRoot().resolve() },
            message: "stack on Settings: Settings is not in a navigation stack. Search for the visible stack with .top(.stack) instead."
        ),
        Row(
            name: "top of an emptied stack", tree: .tabs,
            route: { HeadlessWindowRoute().top(.stack).clear().stackTop.dismiss().resolve() },
            message: "stackTop on HeadlessNavigationController: HeadlessNavigationController's stack is empty. Push a screen first."
        ),
        Row(
            name: "from a container that is gone", tree: .settings,
            route: { HeadlessWindowRoute().from(HeadlessTrees.controller("Gone")).dismiss().resolve() },
            message: "from(Gone) on HeadlessWindow: Gone, passed to from(_:), was deallocated before the step ran (a route holds it "
                + "weakly). Keep a reference to it until the navigation runs, or find it with .first(.container(of:))."
        ),
        Row(
            name: "typed relation of another class", tree: .settings,
            route: {
                HeadlessWindowRoute().root.present(HeadlessScreen(name: "Sheet").withStackContainer())
                    .presented(of: HeadlessTabBarController.self).resolve()
            },
            message: "presented(of: HeadlessTabBarController) on Settings: expected a HeadlessTabBarController, found "
                + "HeadlessNavigationController. Name the class it has, presented(of: HeadlessNavigationController.self), or use "
                + "presented without a type."
        ),
    ]

    @Test(arguments: rows)
    func failingRouteHasItsExactMessage(row: Row) async throws {
        let root: HeadlessViewController =
            switch row.tree {
            case .settings: HeadlessTrees.controller("Settings")
            case .tabs: HeadlessTrees.tabsWithStacks([["Home"]])
            }
        let app = HeadlessApp(root: root)
        let error = try #require(await app.run(row.route()))
        #expect("\(error)" == row.message)
    }
}
