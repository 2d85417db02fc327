import NavDSL
import Testing

/// The words users read: each failing route and its exact message (action, container, rule, fix).
@MainActor
@Suite struct ErrorMessageTests {
    nonisolated static let table: [(route: String, message: String)] = [
        (
            "push on a window without a stack",
            "top(.stack) on HeadlessWindow: no container matches .stack on the visible path from HeadlessWindow. "
                + "Show it first, search with another predicate, or add a .fallback(to:)."
        ),
        (
            "present on a busy root",
            "present(Second) on Settings: Attempt to present Second on Settings (from Settings) which is already presenting First. "
                + "Present from the top container (.top(.container)) or dismiss first."
        ),
        (
            "pop to a missing controller",
            "pop(to: .container(name: Nope)) on HeadlessNavigationController: no controller in the stack matches .container(name: Nope); "
                + "the stack is left as it was. Push it instead, or add a .fallback(to:)."
        ),
        (
            "select a missing tab",
            "selectTab(with: .container(name: Nope)) on HeadlessTabBarController: no tab of HeadlessTabBarController matches "
                + ".container(name: Nope) (it has 1 tabs). Set the tab up first with setupTab(with:)."
        ),
        (
            "push a stack into a stack",
            "push(Inner) on HeadlessNavigationController: UINavigationControllers are not allowed in a navigation controller! "
                + "Push the controllers themselves, or present the navigation controller."
        ),
        ("presented of nothing", "presented on Settings: Settings has no presented container."),
    ]

    @Test(arguments: 0..<table.count)
    func failingRouteHasItsExactMessage(row: Int) async throws {
        let (name, message) = Self.table[row]
        let settings = HeadlessApp(root: HeadlessTrees.controller("Settings"))
        let tabs = HeadlessApp(root: HeadlessTrees.tabsWithStacks([["Home"]]))
        let error: (any Error)? =
            switch name {
            case "push on a window without a stack":
                await settings.run(HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Chat")))
            case "present on a busy root":
                await settings.run(
                    HeadlessWindowRoute().root.present(HeadlessScreen(name: "First")).present(HeadlessScreen(name: "Second")))
            case "pop to a missing controller":
                await tabs.run(HeadlessWindowRoute().top(.stack).pop(to: .container(name: "Nope")))
            case "select a missing tab":
                await tabs.run(HeadlessWindowRoute().top(.tabs).selectTab(with: .container(name: "Nope")))
            case "push a stack into a stack":
                await tabs.run(HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Inner").withStackContainer()))
            default:
                await settings.run(HeadlessWindowRoute().root.presented.dismiss())
            }
        #expect(error.map { "\($0)" } == message, "\(name)")
    }
}
