import NavDSL
import NavDSLSwiftUI
import Testing

/// `NavigationSplitView` as a model: columns wrapped in stacks, the split verbs, visibility, the
/// size class the view reports, and the column shown while compact.
@MainActor
@Suite struct SwiftUISplitTests {
    let scene = ModelScene()

    private func mail(style: ScreenSplitStyle = .doubleColumn) async throws -> SwiftUISplitModel {
        let screen =
            style == .tripleColumn
            ? ModelScreen("Folders").withSplitContainer(supplementary: ModelScreen("Inbox"), secondary: ModelScreen("Message"))
            : ModelScreen("Folders").withSplitContainer(secondary: ModelScreen("Inbox"))
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().setRoot(to: screen).makeKeyAndVisible())
        return try #require(scene.window.root as? SwiftUISplitModel)
    }

    @Test func columnsAreStacksAndTheDetailIsWhereTheUserWorks() async throws {
        let split = try await mail()
        #expect(split.columnModel(for: .primary) is SwiftUIStackModel)
        #expect(split.splitColumnContainer(for: .primary)?.description == "Folders")
        #expect(scene.names(split.splitColumnStack(for: .secondary)) == ["Inbox"])
        #expect(split.visibleSplitContainer === split.columnModel(for: .secondary))

        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.stack).push(ModelScreen("Message")))
        #expect(scene.names(split.splitColumnStack(for: .secondary)) == ["Inbox", "Message"], "top(.stack) is the detail's stack")
        #expect(scene.window.hierarchyDescription.contains("SwiftUISplitModel [oneBesideSecondary]"))
    }

    @Test func aColumnIsVisibleWhileItsVisibilityShowsIt() async throws {
        let split = try await mail()
        let folders = try #require(split.splitColumnContainer(for: .primary))
        let inbox = try #require(split.splitColumnContainer(for: .secondary))
        #expect(folders.isContainerVisible && inbox.isContainerVisible)
        split.userDidChangeVisibility(.detailOnly)
        #expect(!folders.isContainerVisible && inbox.isContainerVisible)
        split.userDidChangeSizeClass(.compact)
        split.userDidChangeCompactColumn(.primary)
        #expect(folders.isContainerVisible && !inbox.isContainerVisible)
    }

    @Test func showDetailAndSetColumnReplaceAColumn() async throws {
        let split = try await mail()
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.split).showDetail(ModelScreen("Message")))
        #expect(scene.names(split.splitColumnStack(for: .secondary)) == ["Message"])
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.split).setColumn(.primary, to: ModelScreen("Accounts")))
        #expect(scene.names(split.splitColumnStack(for: .primary)) == ["Accounts"])
        #expect(scene.window.transitions.suffix(2).map(\.kind) == [.column, .column])
    }

    @Test func visibilityFollowsShowAndHide() async throws {
        let split = try await mail(style: .tripleColumn)
        let route = SwiftUIWindowRoute().top(.split)
        try await scene.navigator.navigateAndWait(to: route.hideColumn(.primary))
        #expect(split.columnVisibility == .doubleColumn)
        try await scene.navigator.navigateAndWait(to: route.hideColumn(.supplementary))
        #expect(split.columnVisibility == .detailOnly)
        try await scene.navigator.navigateAndWait(to: route.showColumn(.primary))
        #expect(split.columnVisibility == .all)
        #expect(split.splitDisplayMode == .twoBesideSecondary)

        let error = await #expect(throws: ScreenRuleViolation.self) {
            try await scene.navigator.navigateAndWait(to: route.showColumn(.compact))
        }
        #expect(error?.rule == .splitColumnUnavailable)
    }

    @Test func aSupplementaryColumnNeedsThreeColumnsAndAModelOneColumn() async throws {
        let split = try await mail()
        let route = SwiftUIWindowRoute().top(.split)
        let missing = await #expect(throws: ScreenRuleViolation.self) {
            try await scene.navigator.navigateAndWait(to: route.setColumn(.supplementary, to: ModelScreen("List")))
        }
        #expect(missing?.rule == .splitColumnUnavailable)
        var outcome: Result<Void, any Error>?
        let folders = try #require(split.splitColumnContainer(for: .primary))
        split.setSplitColumn(.secondary, to: folders) { outcome = $0 }
        #expect(failure(outcome)?.rule == .splitColumnReused)
        split.setSplitColumn(.secondary, to: SwiftUISplitModel(style: .doubleColumn)) { outcome = $0 }
        #expect(failure(outcome)?.rule == .splitViewControllerInStack)
        #expect(scene.names(split.splitColumnStack(for: .secondary)) == ["Inbox"])
    }

    @Test func compactWidthShowsOneColumnAndMakeVisibleWorksInIt() async throws {
        let split = try await mail()
        split.userDidChangeSizeClass(.compact)
        #expect(split.visibleSplitContainer === split.columnModel(for: .secondary), "the detail until something else is chosen")
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.split).hideColumn(.secondary))
        #expect(split.compactColumn == .primary)
        #expect(split.visibleSplitContainer === split.columnModel(for: .primary))
        let folders = try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.stack))
        #expect(folders.root?.description == "Folders")

        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.split).showDetail(ModelScreen("Message")))
        #expect(split.compactColumn == .secondary)
        split.userDidChangeSizeClass(.regular)
        #expect(!split.isSplitCollapsed)
        #expect(scene.window.hierarchyDescription.contains("SwiftUIStackModel [secondary]"))
    }

    @Test func aCompactColumnModelIsShownWhileCompact() async throws {
        let split = try await mail()
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.split).setColumn(.compact, to: ModelScreen("Phone")))
        #expect(split.columnModel(for: .compact)?.description == "Phone")
        #expect(split.splitColumnStack(for: .compact) == nil)
        split.userDidChangeSizeClass(.compact)
        #expect(split.visibleSplitContainer?.description == "Phone")
        var emptied = false
        split.setSplitColumn(.compact, to: nil) { emptied = (try? $0.get()) != nil }
        #expect(emptied && split.columnModel(for: .compact) == nil)
        #expect(split.visibleSplitContainer === split.columnModel(for: .secondary))
    }
}
