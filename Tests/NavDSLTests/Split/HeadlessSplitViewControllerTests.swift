import NavDSL
import NavDSLHeadless
import Testing

/// The headless `UISplitViewController`: columns, wrapping, collapse/expand on the window's
/// width with the transition log, show/hide, showDetail, and the refusals.
@MainActor
@Suite struct HeadlessSplitViewControllerTests {
    let folders = HeadlessTrees.controller("Folders")
    let inbox = HeadlessTrees.controller("Inbox")
    let thread = HeadlessTrees.controller("Thread")
    /// Held by the suite: controllers hold their window weakly, as UIKit's views do.
    let appWindow = HeadlessWindow()

    /// A double-column split view [Folders] | [Inbox] as the root of a window of `traits`.
    func mail(_ traits: HeadlessTraitCollection = .pad) -> (HeadlessWindow, HeadlessSplitViewController) {
        let split = HeadlessSplitViewController(style: .doubleColumn)
        split.setViewController(folders, for: .primary)
        split.setViewController(inbox, for: .secondary)
        let window = appWindow
        window.traitCollection = traits
        window.rootViewController = split
        window.makeKeyAndVisible()
        window.resetLogs()
        return (window, split)
    }

    func names(_ split: HeadlessSplitViewController) -> [[String]] {
        split.viewControllers.map { ($0 as? HeadlessNavigationController)?.viewControllers.map(\.description) ?? [$0.description] }
    }

    @Test func columnsAreWrappedInNavigationControllersSideBySideInRegularWidth() {
        let (_, split) = mail()
        #expect(!split.isCollapsed)
        #expect(names(split) == [["Folders"], ["Inbox"]])
        #expect(split.viewController(for: .secondary) === inbox, "viewController(for:) answers the controller set")
        #expect(inbox.navigationController?.parent === split)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(folders.isContainerVisible && inbox.isContainerVisible)
    }

    @Test func collapsingStacksTheSecondaryOntoThePrimaryAndExpandingSplitsThemBack() {
        let (window, split) = mail()
        let detail = HeadlessTrees.controller("Attachment")
        inbox.navigationController?.pushViewController(detail, animated: false)
        window.resetLogs()
        window.traitCollection = .phone
        #expect(split.isCollapsed)
        #expect(names(split) == [["Folders", "Inbox", "Attachment"]])
        #expect(detail.navigationController === folders.navigationController)
        #expect(window.transitions.map(\.description) == ["collapse HeadlessSplitViewController [Folders, Inbox, Attachment]"])
        window.traitCollection = .pad
        #expect(!split.isCollapsed)
        #expect(names(split) == [["Folders"], ["Inbox", "Attachment"]])
        #expect(window.transitions.map(\.kind) == [.collapse, .expand])
        #expect(window.violations.isEmpty)
    }

    @Test func expandingAfterPoppingTheDetailGivesTheSecondaryColumnItsFirstControllerBack() {
        let (window, split) = mail(.phone)
        #expect(names(split) == [["Folders", "Inbox"]], "a split view collapses when it enters a compact window")
        folders.navigationController?.popViewController(animated: false)
        window.traitCollection = .pad
        #expect(names(split) == [["Folders"], ["Inbox"]])
    }

    @Test func pushesWhileCollapsedLandInTheSecondaryColumnWhenExpanding() {
        let (window, split) = mail(.phone)
        folders.navigationController?.popViewController(animated: false)
        split.showDetailViewController(thread, sender: nil)
        #expect(names(split) == [["Folders", "Thread"]])
        window.traitCollection = .pad
        #expect(names(split) == [["Folders"], ["Thread"]])
    }

    @Test func aCompactColumnIsShownInsteadOfCollapsing() {
        let (window, split) = mail()
        let phone = HeadlessTrees.stack(["PhoneHome"])
        split.setViewController(phone, for: .compact)
        window.traitCollection = .phone
        #expect(split.isCollapsed)
        #expect(split.viewControllers.first === phone)
        #expect(names(split) == [["PhoneHome"]])
        #expect(HeadlessTrees.names(inbox.navigationController) == ["Inbox"], "the columns are left as they are")
        #expect(phone.isContainerVisible && !inbox.isContainerVisible)
        window.traitCollection = .pad
        #expect(!phone.isContainerVisible && inbox.isContainerVisible)
    }

    @Test func showAndHideFollowTheNearestDisplayModeWhileExpanded() {
        let (window, split) = mail()
        split.hide(.primary)
        #expect(split.displayMode == .secondaryOnly)
        #expect(!folders.isContainerVisible)
        split.hide(.secondary)
        #expect(split.displayMode == .secondaryOnly, "the secondary never hides while expanded")
        split.show(.primary)
        #expect(split.displayMode == .oneBesideSecondary)
        split.preferredSplitBehavior = .overlay
        split.hide(.primary)
        split.show(.primary)
        #expect(split.displayMode == .oneOverSecondary)
        #expect(window.transitions.map(\.kind) == [.displayMode, .displayMode, .displayMode, .displayMode])
    }

    @Test func showAndHideWhileCollapsedPopOrPushTheColumn() {
        let (_, split) = mail(.phone)
        split.hide(.primary)
        #expect(names(split) == [["Folders", "Inbox"]], "hiding the primary is ignored while collapsed")
        split.show(.primary)
        #expect(names(split) == [["Folders"]])
        split.show(.secondary)
        #expect(names(split) == [["Folders", "Inbox"]])
        split.hide(.secondary)
        #expect(names(split) == [["Folders"]])
    }

    @Test func tripleColumnCollapsesAllThreeColumnsInOrder() {
        let split = HeadlessSplitViewController(style: .tripleColumn)
        split.setViewController(folders, for: .primary)
        split.setViewController(inbox, for: .supplementary)
        split.setViewController(thread, for: .secondary)
        let window = HeadlessTrees.window(root: split)
        #expect(names(split) == [["Folders", "Inbox", "Thread"]])
        window.traitCollection = .pad
        #expect(names(split) == [["Folders"], ["Inbox"], ["Thread"]])
        #expect(split.displayMode == .twoBesideSecondary)
        split.hide(.primary)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(!folders.isContainerVisible && inbox.isContainerVisible)
    }

    @Test func aSecondSecondaryControllerIsPushedAsUIKitDoes() {
        let (window, split) = mail()
        split.setViewController(thread, for: .secondary)
        #expect(names(split) == [["Folders"], ["Inbox", "Thread"]])
        #expect(window.violations.isEmpty)
    }

    @Test func refusalsChangeNothingAndNameTheRule() throws {
        let (window, split) = mail()
        split.setViewController(HeadlessTrees.controller("Extra"), for: .supplementary)
        split.setViewController(folders, for: .secondary)
        HeadlessTrees.stack(["Other"]).pushViewController(HeadlessSplitViewController(style: .doubleColumn), animated: false)
        split.setViewController(HeadlessSplitViewController(style: .doubleColumn), for: .secondary)
        split.show(.compact)
        let rules = window.violations.compactMap { ($0 as? ScreenRuleViolation)?.rule }
        #expect(rules == [.splitColumnUnavailable, .splitColumnReused, .splitViewControllerInStack, .splitColumnUnavailable])
        #expect(names(split) == [["Folders"], ["Inbox"]])
        #expect(window.transitions.isEmpty)
    }

    @Test func aSplitViewCannotBeInANavigationStack() {
        let stack = HeadlessTrees.stack(["Home"])
        let window = HeadlessTrees.window(root: stack)
        stack.pushViewController(HeadlessSplitViewController(style: .doubleColumn), animated: true)
        stack.setViewControllers([HeadlessSplitViewController(style: .doubleColumn)], animated: false)
        let messages = window.violations.map { "\($0)" }
        #expect(messages.count == 2)
        #expect(messages.allSatisfy { $0.contains("UISplitViewControllers are not allowed in a navigation controller!") })
        #expect(HeadlessTrees.names(stack) == ["Home"])
    }

    @Test func aPresentedSplitViewFollowsTheWindowToo() {
        let root = HeadlessTrees.controller("Root")
        let window = HeadlessTrees.window(root: root)
        window.traitCollection = .phone
        root.present(HeadlessSplitViewController(style: .doubleColumn), animated: false)
        let presented = root.presentedViewController as? HeadlessSplitViewController
        #expect(presented?.isCollapsed == true)
        window.traitCollection = .pad
        #expect(presented?.isCollapsed == false)
        #expect(window.transitions.map(\.kind) == [.present, .collapse, .expand])
    }

    @Test func hierarchyDescriptionShowsTheColumnsAndTheState() {
        let (window, _) = mail()
        #expect(
            window.hierarchyDescription == """
                HeadlessWindow [key]
                  HeadlessSplitViewController [oneBesideSecondary]
                    HeadlessNavigationController [primary]
                      Folders
                    HeadlessNavigationController [secondary]
                      Inbox
                """)
        window.traitCollection = .phone
        #expect(window.hierarchyDescription.contains("HeadlessSplitViewController [collapsed]"))
    }
}

extension HeadlessSplitViewControllerTests {
    @Test func aPrimaryTopColumnCollapsesWithoutMovingTheDetail() {
        let (window, split) = mail()
        split.topColumnForCollapsing = .primary
        window.traitCollection = .phone
        #expect(names(split) == [["Folders"]])
        #expect(HeadlessTrees.names(inbox.navigationController) == ["Inbox"], "the detail waits in its own stack")
        window.traitCollection = .pad
        #expect(names(split) == [["Folders"], ["Inbox"]])
    }

    @Test func showDetailOntoAPlainCompactColumnIsRefused() {
        let (window, split) = mail()
        split.setViewController(HeadlessTrees.controller("PhoneHome"), for: .compact)
        window.traitCollection = .phone
        window.resetLogs()
        split.showDetailViewController(thread, sender: nil)
        #expect((window.violations.first as? ScreenRuleViolation)?.rule == .splitColumnUnavailable)
        #expect(thread.parent == nil)
        #expect(window.transitions.isEmpty)
    }

    @Test func removingTheCompactColumnWhileCompactCollapsesTheColumns() {
        let (window, split) = mail()
        split.setViewController(HeadlessTrees.controller("PhoneHome"), for: .compact)
        window.traitCollection = .phone
        split.setViewController(nil, for: .compact)
        #expect(split.isCollapsed)
        #expect(names(split) == [["Folders", "Inbox"]])
        split.setViewController(HeadlessTrees.controller("PhoneHome2"), for: .compact)
        #expect(names(split) == [["PhoneHome2"]])
        #expect(HeadlessTrees.names(inbox.navigationController) == ["Inbox"], "the columns are split apart again")
    }
}
