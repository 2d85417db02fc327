import NavDSL
import NavDSLHeadless
import Testing

/// The headless tab bar controller follows Checks/UIKitStubs/RULES.md §3.
@MainActor
@Suite struct HeadlessTabBarControllerTests {
    let tabs = HeadlessTrees.tabsWithStacks([["Chats"], ["News"], ["!Settings"]])
    let window: HeadlessWindow

    init() {
        window = HeadlessTrees.window(root: tabs)
    }

    @Test func freshTabBarSelectsTheFirstTabAndOwnsItsTabs() {
        let fresh = HeadlessTabBarController()
        fresh.setViewControllers([HeadlessTrees.controller("A"), HeadlessTrees.controller("B")], animated: false)
        #expect(fresh.selectedIndex == 0)
        #expect(fresh.viewControllers?.allSatisfy { $0.parent === fresh } == true)
    }

    @Test func selectedIndexOutOfRangeIsIgnoredSilently() {
        tabs.selectedIndex = 7
        tabs.selectedIndex = -1
        #expect(tabs.selectedIndex == 0)
        #expect(window.violations.isEmpty)
        #expect(window.transitions.isEmpty)
    }

    @Test func selectingAControllerThatIsNotATabIsRefusedWithUIKitsMessage() {
        tabs.selectedViewController = HeadlessViewController()
        #expect(tabs.selectedIndex == 0)
        let violation = window.violations.last as? ScreenRuleViolation
        #expect(violation?.rule == .selectMissingTab)
        #expect(
            violation?.message == "-[UITabBarController setSelectedViewController:] only a view controller in the tab bar controller's "
                + "list of view controllers can be selected.")
    }

    @Test func newListKeepsTheSelectedControllerElseTheIndexElseTheFirst() throws {
        let settings = try #require(tabs.viewControllers?[2])
        tabs.selectedIndex = 2
        #expect(window.transitions.map(\.kind) == [.selectTab])
        let extra = HeadlessTrees.controller("Extra")
        tabs.setViewControllers([settings, extra], animated: false)
        #expect(tabs.selectedViewController === settings, "kept although its index changed")
        tabs.setViewControllers([extra, HeadlessTrees.controller("B")], animated: false)
        #expect(tabs.selectedIndex == 0, "index 0 was valid")
        tabs.selectedIndex = 1
        tabs.setViewControllers([HeadlessTrees.controller("C")], animated: false)
        #expect(tabs.selectedIndex == 0, "index 1 out of range: first tab")
        #expect(settings.parent == nil)
    }

    @Test func duplicateTabsAreRefused() throws {
        let chats = try #require(tabs.viewControllers?.first)
        tabs.setViewControllers([chats, chats], animated: false)
        #expect((window.violations.last as? ScreenRuleViolation)?.rule == .duplicateTab)
        #expect(tabs.viewControllers?.count == 3)
    }

    @Test func searchOrderPutsTheSelectedTabLast() throws {
        tabs.selectedIndex = 1
        let order = tabs.nestedContainers.compactMap { ($0 as? HeadlessViewController)?.description }
        #expect(order == ["HeadlessNavigationController", "Settings", "HeadlessNavigationController"])
        #expect((tabs.nestedContainers.last as? HeadlessViewController) === tabs.viewControllers?[1])
    }

    @Test func protocolSelectOutOfRangeIsNotFound() async throws {
        var result: Result<Void, any Error>?
        tabs.selectTabContainer(at: 5) { result = $0 }
        let error = try #require(result.flatMap { if case .failure(let error) = $0 { error } else { nil } })
        #expect(error is ScreenContainerNotFoundError)
        #expect("\(error)" == "HeadlessTabBarController has no tab at index 5; it has 3 tabs. Add the tab with setupTab(with:) first.")
    }
}
