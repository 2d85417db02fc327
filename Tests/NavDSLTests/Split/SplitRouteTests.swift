import NavDSL
import NavDSLHeadless
import Testing

/// The split verbs, predicate and decorator as routes: one route in compact and regular width,
/// typed errors that name the step and leave the tree as it was, undo, search and makeVisible
/// across columns, and a deep link that fills two columns.
@MainActor
@Suite struct SplitRouteTests {
    let window = HeadlessWindow()
    let navigator: ScreenNavigator
    let folders = HeadlessScreen(name: "Folders")
    let inbox = HeadlessScreen(name: "Inbox")

    init() {
        navigator = ScreenNavigator(window: window, logger: nil)
    }

    /// The mail app: [Folders] | [Inbox] as the window's root, in `traits`.
    func launch(_ traits: HeadlessTraitCollection) async throws -> HeadlessSplitViewController {
        window.traitCollection = traits
        try await navigator.navigateAndWait(
            to: HeadlessWindowRoute().setRoot(to: folders.withSplitContainer(secondary: inbox)).makeKeyAndVisible())
        window.resetLogs()
        return try #require(window.rootViewController as? HeadlessSplitViewController)
    }

    /// What the user sees: the names of the visible leaf controllers, leading to trailing.
    func onScreen(_ split: HeadlessSplitViewController) -> [String] {
        var names: [String] = []
        var pending = [split.viewControllers].flatMap { $0 }.reversed().map { $0 }
        while let next = pending.popLast() {
            if let stack = next as? HeadlessNavigationController {
                if let top = stack.topViewController, top.isContainerVisible { names.append(top.description) }
            } else if next.isContainerVisible {
                names.append(next.description)
            }
        }
        return names
    }

    @Test(arguments: [HeadlessTraitCollection.phone, .pad])
    func theSameRouteShowsTheDetailBesideTheListOnIPadAndOverItOnIPhone(traits: HeadlessTraitCollection) async throws {
        let split = try await launch(traits)
        let thread = HeadlessScreen(name: "Thread", traits: [7])
        try await navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.split).showDetail(thread).top(.stack).push(HeadlessScreen(name: "Photo")))
        if traits == .pad {
            #expect(onScreen(split) == ["Folders", "Photo"])
            #expect(HeadlessTrees.names(split.splitColumnStack(for: .secondary)) == ["Thread(7)", "Photo"])
            #expect(window.transitions.map(\.kind) == [.column, .stack])
        } else {
            #expect(onScreen(split) == ["Photo"])
            #expect(HeadlessTrees.names(split.splitColumnStack(for: .primary)) == ["Folders", "Inbox", "Thread(7)", "Photo"])
            #expect(window.transitions.map(\.kind) == [.stack, .stack])
        }
    }

    @Test func aTraitChangeMidSessionKeepsWhatTheUserOpened() async throws {
        let split = try await launch(.pad)
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.split).showDetail(HeadlessScreen(name: "Thread")))
        window.traitCollection = .phone
        #expect(onScreen(split) == ["Thread"])
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Reply")))
        window.traitCollection = .pad
        #expect(onScreen(split) == ["Folders", "Reply"])
        #expect(window.transitions.map(\.kind) == [.column, .collapse, .stack, .expand])
    }

    @Test func columnReachesTheColumnsStackInBothStates() async throws {
        let split = try await launch(.pad)
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.split).column(.primary).push(HeadlessScreen(name: "Archive")))
        #expect(HeadlessTrees.names(split.splitColumnStack(for: .primary)) == ["Folders", "Archive"])
        window.traitCollection = .phone
        try await navigator.navigateAndWait(
            to: HeadlessWindowRoute().first(.split).nested { $0.column(.secondary).push(HeadlessScreen(name: "Note")) })
        #expect(HeadlessTrees.names(split.splitColumnStack(for: .primary)) == ["Folders", "Archive", "Inbox", "Note"])
    }

    @Test func setColumnReplacesTheColumnUnlikeUIKitsSecondPush() async throws {
        let split = try await launch(.pad)
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.split).column(.secondary).push(HeadlessScreen(name: "Old")))
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.split).setColumn(.secondary, to: HeadlessScreen(name: "New")))
        #expect(HeadlessTrees.names(split.splitColumnStack(for: .secondary)) == ["New"])
        #expect(split.viewController(for: .secondary)?.description == "New")
    }

    @Test func showAndHideColumnChangeTheDisplayMode() async throws {
        let split = try await launch(.pad)
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.split).hideColumn(.primary))
        #expect(split.displayMode == .secondaryOnly)
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.split).showColumn(.primary))
        #expect(split.displayMode == .oneBesideSecondary)
    }

    @Test(arguments: [
        (
            "supplementary",
            "setColumn(.supplementary, to: Extra) on HeadlessSplitViewController: HeadlessSplitViewController has no "
                + "supplementary column here: a doubleColumn split view has no supplementary column."
        ),
        (
            "reused",
            "setColumn(.secondary, to: Folders) on HeadlessSplitViewController: Folders can't be HeadlessSplitViewController's "
                + "secondary column: it is its primary column."
        ),
        ("push", "push(SplitScreen) on HeadlessNavigationController: UISplitViewControllers are not allowed in a navigation controller!"),
        ("compact", "showColumn(.compact) on HeadlessSplitViewController: HeadlessSplitViewController has no compact column here"),
        ("column", "column(.supplementary) on HeadlessSplitViewController: HeadlessSplitViewController has no supplementary column"),
    ])
    func badInputFailsNamingTheStepAndLeavesTheTreeAsItWas(kind: String, message: String) async throws {
        let split = try await launch(.pad)
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.split).column(.secondary).push(HeadlessScreen(name: "Kept")))
        let before = window.hierarchyDescription
        window.resetLogs()
        let start = HeadlessWindowRoute().top(.split).showDetail(HeadlessScreen(name: "Undone"))
        let route: HeadlessWindowRoute
        switch kind {
        case "supplementary": route = start.setColumn(.supplementary, to: HeadlessScreen(name: "Extra")).resolve()
        case "reused":
            let primary = try #require(split.viewController(for: .primary))
            route = start.setColumn(.secondary, to: ExistingScreen(controller: primary)).resolve()
        case "push": route = start.top(.stack).push(SplitScreen()).resolve()
        case "compact": route = start.showColumn(.compact).resolve()
        default: route = start.column(.supplementary).resolve()
        }
        await #expect {
            try await navigator.navigateAndWait(to: route)
        } throws: { error in
            "\(error)".hasPrefix(message) && error is ScreenRuleViolation
        }
        #expect(window.hierarchyDescription == before)
        #expect(HeadlessTrees.names(split.splitColumnStack(for: .secondary)) == ["Inbox", "Kept"])
    }

    @Test func makeVisibleShowsAHiddenColumnAndPopsItsStack() async throws {
        let split = try await launch(.pad)
        let archive = HeadlessScreen(name: "Archive")
        try await navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.split).column(.primary).push(archive).push(HeadlessScreen(name: "Old")))
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.split).hideColumn(.primary))
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().first(.container(of: archive)).makeVisible())
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(onScreen(split) == ["Archive", "Inbox"])
    }

    @Test func makeVisibleInACollapsedSplitViewPopsTheCollapsedStack() async throws {
        let split = try await launch(.phone)
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.split).showDetail(HeadlessScreen(name: "Thread")))
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().first(.container(of: folders)).makeVisible())
        #expect(onScreen(split) == ["Folders"])
    }

    @Test func topFindsTheDetailColumnAndFirstSearchesEveryColumn() async throws {
        _ = try await launch(.pad)
        var found: [String] = []
        try await navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.stack).get { found.append($0.topViewController?.description ?? "") })
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().first(.container(of: folders)).get { found.append($0.description) })
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().first(.split(key: folders.key)).get { found.append("\($0.style)") })
        #expect(found == ["Inbox", "Folders", "doubleColumn"])
    }

    @Test func aFailedRouteRestoresTheColumnsItChanged() async throws {
        let split = try await launch(.pad)
        let route = HeadlessWindowRoute().top(.split)
            .setColumn(.secondary, to: HeadlessScreen(name: "Replaced"))
            .hideColumn(.primary)
            .showDetail(HeadlessScreen(name: "Detail"))
            .fail(with: ScreenCanceledError())
        await #expect(throws: ScreenCanceledError.self) { try await navigator.navigateAndWait(to: route) }
        #expect(split.viewController(for: .secondary)?.description == "Inbox")
        #expect(HeadlessTrees.names(split.splitColumnStack(for: .secondary)) == ["Inbox"])
        #expect(split.displayMode == .oneBesideSecondary)
    }

    @Test func aFailedRouteRestoresTheCollapsedStack() async throws {
        let split = try await launch(.phone)
        let route = HeadlessWindowRoute().top(.split).showDetail(HeadlessScreen(name: "Detail")).showColumn(.primary)
            .fail(with: ScreenCanceledError())
        await #expect(throws: ScreenCanceledError.self) { try await navigator.navigateAndWait(to: route) }
        #expect(HeadlessTrees.names(split.splitColumnStack(for: .primary)) == ["Folders", "Inbox"])
    }

    @Test func aTripleColumnDecoratorAndACompactColumn() async throws {
        window.traitCollection = .phone
        let phone = HeadlessScreen(name: "PhoneHome")
        try await navigator.navigateAndWait(
            to: HeadlessWindowRoute().setRoot(
                to: HeadlessScreen(name: "Accounts").withSplitContainer(supplementary: folders, secondary: inbox)
                    .withColumn(.compact, phone.withStackContainer())))
        let split = try #require(window.rootViewController as? HeadlessSplitViewController)
        #expect(split.style == .tripleColumn)
        #expect(onScreen(split) == ["PhoneHome"])
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.split).showDetail(HeadlessScreen(name: "Thread")))
        #expect(onScreen(split) == ["Thread"], "collapsed to the compact column, the detail is pushed there")
        window.traitCollection = .pad
        #expect(onScreen(split) == ["Accounts", "Folders", "Inbox"])
    }
}

/// A screen that builds a split view, to push where it may not go.
struct SplitScreen: Screen {
    func build(navigator: ScreenNavigator) -> HeadlessSplitViewController {
        HeadlessSplitViewController(style: .doubleColumn)
    }
}

/// A screen that hands back a controller that already exists, to reuse it where it may not go.
struct ExistingScreen: Screen {
    let controller: HeadlessViewController
    var name: String { controller.description }

    func build(navigator: ScreenNavigator) -> HeadlessViewController {
        controller
    }
}

extension SplitRouteTests {
    @Test func columnFailsNamingWhatTheColumnLacks() async throws {
        try await navigator.navigateAndWait(
            to: HeadlessWindowRoute().setRoot(
                to: folders.withSplitContainer(supplementary: inbox, secondary: HeadlessScreen(name: "Thread"))
                    .withColumn(.compact, HeadlessScreen(name: "PhoneHome"))))
        let split = try #require(window.rootViewController as? HeadlessSplitViewController)
        await #expect {
            try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.split).column(.compact))
        } throws: { error in
            "\(error)".contains("compact column shows PhoneHome, which is not a navigation controller")
                && error is ScreenContainerNotFoundError
        }
        split.setViewController(nil, for: .supplementary)
        await #expect {
            try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.split).column(.supplementary))
        } throws: { error in
            "\(error)".contains("has nothing in its supplementary column") && error is ScreenContainerNotFoundError
        }
    }

    @Test func aDecoratorColumnThatCantBeSetIsLoggedAndLeftOut() async throws {
        let log = ScreenRecordingLogger()
        let logged = ScreenNavigator(window: window, logger: log)
        try await logged.navigateAndWait(
            to: HeadlessWindowRoute().setRoot(
                to: folders.withSplitContainer(secondary: inbox).withColumn(.supplementary, HeadlessScreen(name: "X"))))
        let split = try #require(window.rootViewController as? HeadlessSplitViewController)
        #expect(split.viewController(for: .supplementary) == nil)
        #expect(log.lines.contains { $0.contains("no supplementary column") })
    }
}
