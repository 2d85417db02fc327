import NavDSL
import NavDSLHeadless
import NavDSLTestSupport
import Testing

/// One search path on every platform: the searches ask every container only what the public
/// container protocols answer, so the headless classes, an app's own container family
/// (``PlainPlatform``, which answers nothing itself) and app subclasses are searched the same way
/// and give the same answers.
@MainActor
@Suite struct OneSearchPathTests {
    final class BrandedStack: HeadlessNavigationController {}
    final class ChatController: HeadlessViewController {}

    /// What a family's tree looks like to the searches, in names that do not depend on the family.
    struct SearchReport: Equatable {
        var walk: [String] = []
        var visiblePath: [String] = []
        var visiblePathFromCoveredStart: [String] = []
        var topStack = ""
        var topContainer = ""
        var firstStack = ""
        var lastStack = ""
        var keyed = ""
    }

    static func name(_ container: any ScreenContainer) -> String {
        if let key = container.effectiveScreenKey { return key.name }
        switch container {
        case is any ScreenWindowContainer: return "window"
        case is any ScreenStackContainer: return "stack"
        case is any ScreenTabsContainer: return "tabs"
        default: return "controller"
        }
    }

    /// Tabs [stack [A1, A2], stack [B1] (selected), Solo] at the window's root; the tab bar presents
    /// M, which presents a stack [S1, S2].
    func headlessTree() -> (HeadlessWindow, covered: HeadlessViewController) {
        let tabs = HeadlessTrees.tabsWithStacks([["A1", "A2"], ["B1"], ["!Solo"]], selected: 1)
        let window = HeadlessTrees.window(root: tabs)
        let modal = HeadlessTrees.controller("M")
        tabs.present(modal, animated: false)
        modal.present(HeadlessTrees.stack(["S1", "S2"]), animated: false)
        return (window, (tabs.selectedViewController as? HeadlessNavigationController)?.topViewController ?? tabs)
    }

    func plainTree() -> (PlainWindow, covered: PlainController) {
        let stack = { (names: [String]) in PlainPlatform.makeStackContainer(with: names.map { PlainController($0) }) }
        let covered = PlainController("B1")
        let tabs = PlainPlatform.makeTabsContainer(with: [
            stack(["A1", "A2"]), PlainPlatform.makeStackContainer(with: [covered]), PlainController("Solo"),
        ])
        tabs.selectTabContainer(at: 1) { _ in }
        let window = PlainWindow()
        window.rootContainer = tabs
        window.makeKeyAndVisible()
        let modal = PlainController("M")
        tabs.presentContainer(modal, animated: false) { _ in }
        modal.presentContainer(stack(["S1", "S2"]), animated: false) { _ in }
        return (window, covered)
    }

    func report<Window: ScreenWindowContainer>(
        _ window: Window, covered: any ScreenContainer, route: ScreenRootRoute<Window>
    ) async throws -> SearchReport {
        let navigator = ScreenNavigator(window: window, logger: nil)
        var report = SearchReport()
        _ = navigator.iterator.lastContainer(in: window) { container in
            report.walk.append(Self.name(container))
            return false
        }
        _ = navigator.iterator.topContainer(in: window) { container in
            report.visiblePath.append(Self.name(container))
            return false
        }
        _ = navigator.iterator.topContainer(in: covered) { container in
            report.visiblePathFromCoveredStart.append(Self.name(container))
            return false
        }
        report.topStack = Self.name(try await navigator.navigateAndWait(to: route.top(.stack)))
        report.topContainer = Self.name(try await navigator.navigateAndWait(to: route.top(.container)))
        report.firstStack =
            try await navigator.navigateAndWait(to: route.first(.stack)).stackContainers.first.map { Self.name($0) } ?? "empty"
        report.lastStack = try await navigator.navigateAndWait(to: route.last(.stack)).stackContainers.last.map { Self.name($0) } ?? "empty"
        report.keyed = Self.name(try await navigator.navigateAndWait(to: route.first(.container(key: ScreenKey(name: "B1")))))
        return report
    }

    @Test func anAppsOwnContainerFamilyIsSearchedExactlyAsTheHeadlessOne() async throws {
        let (headless, headlessCovered) = headlessTree()
        let (plain, plainCovered) = plainTree()
        let fromHeadless = try await report(headless, covered: headlessCovered, route: HeadlessWindowRoute())
        let fromPlain = try await report(plain, covered: plainCovered, route: ScreenRootRoute<PlainWindow>())
        #expect(fromPlain == fromHeadless)
        #expect(
            fromHeadless.walk == ["window", "tabs", "stack", "A1", "A2", "Solo", "stack", "B1", "M", "stack", "S1", "S2"],
            "depth first: nested containers (selected tab last), then what a container presents")
        #expect(fromHeadless.visiblePath == ["window", "tabs", "stack", "B1", "M", "stack", "S2"])
        #expect(fromHeadless.visiblePathFromCoveredStart == ["B1", "M", "stack", "S2"], "a covered start leads into what covers it")
        #expect([fromHeadless.topStack, fromHeadless.topContainer, fromHeadless.keyed] == ["stack", "S2", "B1"])
        #expect([fromHeadless.firstStack, fromHeadless.lastStack] == ["A1", "S2"])
    }

    @Test func anAppsOwnFamilyNavigatesTopAndIsRefusedUnderAModalLikeHeadless() async throws {
        let (plain, _) = plainTree()
        let navigator = ScreenNavigator(window: plain, logger: nil)
        let topStack = try await navigator.navigateAndWait(to: ScreenRootRoute<PlainWindow>().top(.stack))
        #expect(topStack.stackContainers.map(\.description) == ["S1", "S2"])
        await #expect(throws: ScreenContainerNotFoundError.self, "the tab bar is under the modal: not on top") {
            try await navigator.navigateAndWait(to: ScreenRootRoute<PlainWindow>().top(.tabs))
        }
        plain.rootContainer?.dismissPresentedContainer(animated: false) { _ in }
        let visible = try await navigator.navigateAndWait(to: ScreenRootRoute<PlainWindow>().top(.container))
        #expect(visible.description == "B1", "with the modal gone, the selected tab's top is on top")
    }

    @Test func everyContainerAnswersTheSearchQuestionsAsTheProtocolDefaultsWouldWorkThemOut() {
        let tabs = HeadlessTrees.tabsWithStacks([["A"], ["B"]], selected: 1)
        let window = HeadlessTrees.window(root: tabs)
        let modal = HeadlessTrees.controller("M")
        tabs.present(modal, animated: false)
        let branded = BrandedStack(rootViewController: ChatController())
        let containers: [any ScreenContainer] =
            [window, tabs, modal, branded, ChatController()] + tabs.children + tabs.children.flatMap(\.children)
        for container in containers {
            let defaultChild = ScreenSearchWalk.visibleChild(of: container)
            #expect(container.visibleNestedContainer === defaultChild, "\(container)")
            let defaultPresented = (container as? any ScreenModalContainer)?.ownPresentedContainer
            #expect(container.directlyPresentedContainer === defaultPresented, "\(container)")
        }
        #expect(tabs.directlyPresentedContainer === modal)
        #expect(tabs.children.first?.directlyPresentedContainer == nil, "a child is covered, but presents nothing itself")
        #expect(branded.visibleNestedContainer is ChatController)
    }

    final class OwnKeyController: HeadlessViewController, ScreenKeyedContainer {
        let screenKey = ScreenKey(name: "Own")
    }

    @Test func keysAreReadFromAContainersOwnKeyElseTheAssignedOne() {
        let plain = HeadlessViewController(screenKey: ScreenKey(name: "Assigned"))
        let own = OwnKeyController(screenKey: ScreenKey(name: "Ignored"))
        #expect(plain.effectiveScreenKey == ScreenKey(name: "Assigned"))
        #expect(own.effectiveScreenKey == ScreenKey(name: "Own"))
        #expect(HeadlessWindow().effectiveScreenKey == nil)
        #expect(PlainController("Plain").effectiveScreenKey == ScreenKey(name: "Plain"))
    }

    @Test func searchesFindAnAppsSubclassesOnTheVisiblePathAndInTheTree() async throws {
        let chat = ChatController(screenKey: ScreenKey(name: "Chat"))
        let branded = BrandedStack(rootViewController: HeadlessViewController(screenKey: ScreenKey(name: "Home")))
        branded.pushViewController(chat, animated: false)
        let window = HeadlessWindow()
        window.rootViewController = HeadlessPlatform.makeTabsContainer(with: [branded])
        let navigator = ScreenNavigator(window: window, logger: nil)
        let top = try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack))
        #expect(top === branded)
        let typed = try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container(of: ChatController.self)))
        #expect(typed === chat)
        let custom = try await navigator.navigateAndWait(
            to: HeadlessWindowRoute().last(ScreenPredicate("chat") { (found: ChatController) in found === chat }))
        #expect(custom === chat)
        await #expect(throws: ScreenContainerNotFoundError.self) {
            try await navigator.navigateAndWait(
                to: HeadlessWindowRoute().first(.container(of: BrandedStack.self)).first(.container(of: HeadlessWindow.self)))
        }
    }

    @Test func aStepOnASubclassRunsAndAStepOnTheWrongClassFailsWithATypedError() async throws {
        let branded = BrandedStack(rootViewController: HeadlessViewController(screenKey: ScreenKey(name: "Home")))
        let window = HeadlessWindow()
        window.rootViewController = branded
        let navigator = ScreenNavigator(window: window, logger: nil)
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Chat")))
        #expect(branded.viewControllers.count == 2)
        let step = try #require(HeadlessStackRoute().push(HeadlessScreen(name: "Lost")).actions.first)
        var outcome: Result<any ScreenContainer, any Error>?
        step.perform(container: window, navigator: navigator) { outcome = $0 }
        guard case .failure(let error) = try #require(outcome) else {
            Issue.record("a stack step ran on a window")
            return
        }
        #expect(error is ScreenContainerTypeMismatchError)
        #expect(branded.viewControllers.count == 2)
    }
}
