import NavDSL
import NavDSLHeadless
import Testing

/// Presentation follows Checks/UIKitStubs/RULES.md §1 and §5: who presents, what each controller reports,
/// how dismiss resolves, and which calls are refused without changing anything.
@MainActor
@Suite struct HeadlessPresentationTests {
    let tabs = HeadlessTrees.tabsWithStacks([["Chats", "Chat"], ["!Settings"]])
    let window: HeadlessWindow
    var nav: HeadlessNavigationController? { tabs.viewControllers?.first as? HeadlessNavigationController }
    var child: HeadlessViewController? { nav?.topViewController }

    init() {
        window = HeadlessTrees.window(root: tabs)
    }

    @Test func fullScreenPresentationFromADeepChildIsPresentedByTheWindowRoot() throws {
        let child = try #require(child)
        let modal = HeadlessViewController()
        child.present(modal, animated: true)
        #expect(modal.presentingViewController === tabs)
        #expect(child.presentedViewController === modal)
        #expect(nav?.presentedViewController === modal)
        #expect(tabs.presentedViewController === modal)
        #expect(modal.parent == nil)
        #expect(window.transitions.map(\.kind) == [.present])
    }

    @Test func contextPresentationIsPresentedByTheNearestContextController() throws {
        let child = try #require(child)
        let modal = HeadlessViewController()
        modal.modalPresentationStyle = .overCurrentContext
        child.present(modal, animated: false)
        #expect(modal.presentingViewController === nav)
        #expect(tabs.presentedViewController == nil, "presentedViewController never looks downwards")
        #expect(child.presentedViewController === modal)
    }

    @Test func childrenOfAPresentedControllerReportItsPresenter() throws {
        let presented = HeadlessTrees.stack(["Login"])
        tabs.present(presented, animated: true)
        let inner = try #require(presented.topViewController)
        #expect(inner.presentingViewController === tabs)
        #expect(inner.navigationController === presented)
        #expect(inner.tabBarController == nil)
        #expect(presented.presentingViewController === tabs)
        #expect(inner.window === window)
    }

    @Test func relationsFollowParentLinksOnly() throws {
        let child = try #require(child)
        #expect(child.parent === nav)
        #expect(child.navigationController === nav)
        #expect(child.tabBarController === tabs)
        #expect(nav?.navigationController == nil)
        #expect(nav?.tabBarController === tabs)
        #expect(child.presentingViewController == nil)
    }

    @Test func presentingOnABusyPresenterIsRefusedAndRecorded() throws {
        let child = try #require(child)
        let first = HeadlessViewController(screenKey: ScreenKey(name: "First"))
        let second = HeadlessViewController(screenKey: ScreenKey(name: "Second"))
        tabs.present(first, animated: true)
        var completed = false
        child.present(second, animated: true) { completed = true }
        #expect(!completed)
        #expect(tabs.presentedViewController === first)
        #expect(second.presentingViewController == nil)
        let error = try #require(window.violations.last as? ScreenContainerAlreadyPresentingError)
        #expect(
            error.reason.hasPrefix("Attempt to present Second on HeadlessTabBarController (from Chat) which is already presenting First."))
        #expect(window.transitions.map(\.kind) == [.present])
    }

    @Test(arguments: [
        (
            ScreenRuleViolation.Rule.presentOnItself,
            "Application tried to present modal view controller on itself. Presenting controller is Chat."
        ),
        (
            .presentAlreadyPresented,
            "Application tried to present modally a view controller M that is already being presented by HeadlessTabBarController."
        ),
        (
            .presentActiveController,
            "Application tried to present modally a view controller Chats that has a parent view controller HeadlessNavigationController."
        ),
        (.presenterNotInWindow, "Attempt to present M on Detached (from Detached) whose view is not in the window hierarchy."),
    ])
    func refusedPresentationChangesNothingAndKeepsUIKitsMessage(rule: ScreenRuleViolation.Rule, message: String) throws {
        let child = try #require(child)
        let modal = HeadlessViewController(screenKey: ScreenKey(name: "M"))
        var presenter: HeadlessViewController = child
        var presented: HeadlessViewController = modal
        var recordingWindow: HeadlessWindow? = window
        switch rule {
        case .presentOnItself: presented = child
        case .presentAlreadyPresented: tabs.present(modal, animated: false)
        case .presentActiveController: presented = try #require(nav?.viewControllers.first)
        default: presenter = HeadlessViewController(screenKey: ScreenKey(name: "Detached")); recordingWindow = nil
        }
        let before = window.transitions.count
        var result: Result<Void, any Error>?
        presenter.presentContainer(presented, animated: true) { result = $0 }
        let violation = try #require(result.flatMap { if case .failure(let error) = $0 { error as? ScreenRuleViolation } else { nil } })
        #expect(violation.rule == rule)
        #expect(violation.message == message)
        #expect(window.transitions.count == before)
        presenter.present(presented, animated: true)
        #expect((recordingWindow?.violations.last as? ScreenRuleViolation)?.rule == recordingWindow.map { _ in rule })
    }

    @Test func presentingTheWindowRootIsRefusedAsActive() throws {
        let modal = HeadlessViewController()
        tabs.present(modal, animated: false)
        modal.present(tabs, animated: true)
        let violation = try #require(window.violations.last as? ScreenRuleViolation)
        #expect(violation.rule == .presentActiveController)
        #expect(violation.message == "Application tried to present modally an active controller HeadlessTabBarController.")
    }

    /// Root → A → B → C; each row: who calls dismiss, and which modals remain.
    @Test(arguments: [("C", ["A", "B"]), ("B", ["A", "B"]), ("A", ["A"]), ("Root", []), ("ChildOfA", ["A"])])
    func dismissResolvesLikeUIKitInAChain(caller: String, remaining: [String]) throws {
        let a = HeadlessTrees.stack(["ChildOfA"])
        a.assignedScreenKey = ScreenKey(name: "A")
        let b = HeadlessTrees.controller("B")
        let c = HeadlessTrees.controller("C")
        tabs.present(a, animated: false)
        a.present(b, animated: false)
        b.present(c, animated: false)
        let callers: [String: HeadlessViewController] = ["A": a, "B": b, "C": c, "Root": tabs, "ChildOfA": a.viewControllers[0]]
        try #require(callers[caller]).dismiss(animated: true)
        var chain: [String] = []
        var next = tabs.presentedViewController
        while let presented = next {
            chain.append(presented.description)
            next = presented.presentedViewController
        }
        #expect(chain == remaining)
        #expect(window.transitions.filter { $0.kind == .dismiss }.count == 1, "only the topmost dismissal is one transition")
    }

    @Test func dismissWithNothingPresentedChangesNothingAndRunsTheCompletion() throws {
        var completed = false
        tabs.dismiss(animated: true) { completed = true }
        #expect(completed)
        #expect(window.transitions.isEmpty)
        #expect(window.violations.isEmpty)
    }

    @Test func presentationStylesDecideWhatStaysVisible() throws {
        let child = try #require(child)
        let sheet = HeadlessViewController()
        tabs.present(sheet, animated: false)
        #expect(child.isContainerVisible, "a sheet leaves the presenter visible")
        #expect(sheet.isContainerVisible)
        let cover = HeadlessViewController()
        cover.modalPresentationStyle = .fullScreen
        sheet.present(cover, animated: false)
        #expect(!child.isContainerVisible)
        #expect(!sheet.isContainerVisible)
        #expect(cover.isContainerVisible)
        let settings = try #require(tabs.viewControllers?.last)
        #expect(!settings.isContainerVisible, "an unselected tab is not visible")
    }
}
