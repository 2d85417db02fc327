import Foundation
import NavDSL
import NavDSLHeadless
import Testing

/// Recording a tree, restoring it as one navigation, and what each cannot keep.
@MainActor
@Suite struct RestorationTests {
    let registry = ScreenRestorationRegistry<HeadlessPlatform>.suites

    /// Records `app`'s tree through JSON and restores it into a fresh window.
    func relaunch(_ navigator: ScreenNavigator) async throws -> (RelaunchedApp, ScreenRestorationReport) {
        let data = try navigator.restorationRecord().jsonData()
        let app = RelaunchedApp()
        let report = try await app.navigator.restore(from: try ScreenRestorationRecord(jsonData: data), using: registry)
        return (app, report)
    }

    @Test func decoratedErasedAndKeyedScreensRestoreAsThemselves() async throws {
        let app = try await HeadlessApp.homeStack()
        try await app.navigator.run {
            $0.setRoot(to: SavedChatScreen(id: 1).withStackContainer().eraseToAnyScreen())
                .top(.stack).push(SavedKeyedChatScreen(id: 2)).push(SavedProfileScreen(user: "ann", tab: 2).eraseToAnyScreen())
                .resolve()
        }
        try await app.navigator.run { $0.top(.container).present(SavedNoteController(noteID: 9).withStackContainer()) }
        let (restored, report) = try await relaunch(app.navigator)
        #expect(report.drops.isEmpty)
        #expect(restored.window.hierarchyDescription == app.window.hierarchyDescription)
        let stack = try #require(restored.window.rootViewController as? HeadlessNavigationController)
        #expect(stack.viewControllers.map(\.description) == ["Chat(1)", "KeyedChat(2)", "Profile(ann)"])
        #expect(stack.viewControllers[1] is SavedKeyedChatController)
        let note = try #require(
            (stack.presentedViewController as? HeadlessNavigationController)?.viewControllers.first as? SavedNoteController)
        #expect(note.noteID == 9)
    }

    @Test func anOptInControllerIsRecordedFromItsCurrentState() async throws {
        let note = SavedNoteController(noteID: 1)
        let app = HeadlessApp(root: HeadlessPlatform.makeStackContainer(with: [note]), logged: false)
        note.noteID = 5
        let record = app.navigator.restorationRecord()
        #expect(record.nodes.map(\.state) == [nil, "5"])
    }

    @Test func restoringIsOneTransitionPerContainerWithoutAnimation() async throws {
        let app = HeadlessApp.tabs()
        try await app.navigator.run { $0.setRoot(to: Self.tabs(selected: 1), animation: .default) }
        try await app.navigator.run { $0.top(.container).present(SavedProfileScreen(user: "bo").withModalPresentationStyle(.fullScreen)) }
        try await app.navigator.run {
            $0.top(.container).present(SavedChatScreen(id: 3).withBottomSheet(ScreenSheet(detents: [.medium, .large])))
        }
        let (restored, report) = try await relaunch(app.navigator)
        #expect(report == ScreenRestorationReport(restoredNodeCount: 6, drops: []))
        #expect(restored.window.hierarchyDescription == app.window.hierarchyDescription)
        #expect(restored.window.transitions.map(\.kind) == [.root, .present, .present])
        #expect(restored.window.transitions.allSatisfy { !$0.animated })
        let sheet = try #require(restored.window.rootViewController?.presentedViewController?.presentedViewController?.screenSheet)
        #expect(sheet.detents == [.medium, .large])
    }

    static func tabs(selected: Int) -> AnyScreen<HeadlessTabBarController> {
        AnyScreen(name: "Tabs", traits: [7]) { navigator in
            let tabs = HeadlessPlatform.makeTabsContainer(with: [
                SavedChatScreen(id: 1).withStackContainer().build(navigator: navigator),
                SavedProfileScreen(user: "me").eraseToAnyScreen().build(navigator: navigator),
            ])
            tabs.selectedIndex = selected
            return tabs
        }
    }

    @Test func theSameTreeGivesTheSameBytes() async throws {
        var bytes: [Data] = []
        for _ in 0..<2 {
            let app = HeadlessApp(root: HeadlessPlatform.makeTabsContainer(with: []), logged: false)
            try await app.navigator.run { $0.setRoot(to: Self.tabs(selected: 0)) }
            try await app.navigator.run {
                $0.top(.container).present(SavedProfileScreen(user: "x", tab: 3).withModalTransitionStyle(.crossDissolve))
            }
            bytes.append(try app.navigator.restorationRecord().jsonData())
        }
        #expect(bytes[0] == bytes[1])
        let text = String(decoding: bytes[0], as: UTF8.self)
        #expect(text.contains(#""key":{"name":"Tabs","traits":[7]}"#))
        #expect(text.contains(#""transition":"crossDissolve""#))
        #expect(text.hasPrefix(#"{"nodes":[{"key""#))
    }

    // MARK: - What a record leaves out

    /// What the stack presents stays: it was presented over the stack, which is kept.
    @Test func aScreenThatIsNotRestorableCutsItsStackAboveIt() async throws {
        let app = try await HeadlessApp.homeStack()
        try await app.navigator.run {
            $0.setRoot(to: SavedChatScreen(id: 1).withStackContainer()).top(.stack).push(SavedChatScreen(id: 2)).push(UnsavedLegacyScreen())
                .push(SavedChatScreen(id: 3)).resolve()
        }
        try await app.navigator.run { $0.top(.container).present(SavedChatScreen(id: 4)) }
        let record = app.navigator.restorationRecord()
        #expect(record.nodes.map(\.kind) == [.stack, .screen, .screen, .screen])
        #expect(record.nodes.map(\.relation) == [nil, .child, .child, .presented])
        #expect(record.omissions.map(\.container) == ["UnsavedLegacyScreen"])
        let (restored, _) = try await relaunch(app.navigator)
        #expect(HeadlessTrees.names(restored.window.rootViewController as? HeadlessNavigationController) == ["Chat(1)", "Chat(2)"])
        #expect(restored.window.rootViewController?.presentedViewController?.description == "Chat(4)")
    }

    @Test func aTabThatIsNotRestorableIsLeftOutAndTheSelectionFollowsItsTab() async throws {
        let app = HeadlessApp(root: HeadlessPlatform.makeTabsContainer(with: []), logged: false)
        try await app.navigator.run {
            $0.setRoot(
                to: AnyScreen(name: "Tabs") { navigator in
                    let tabs = HeadlessPlatform.makeTabsContainer(with: [
                        UnsavedLegacyScreen().build(navigator: navigator),
                        SavedChatScreen(id: 1).eraseToAnyScreen().build(navigator: navigator),
                        SavedChatScreen(id: 2).eraseToAnyScreen().build(navigator: navigator),
                    ])
                    tabs.selectedIndex = 2
                    return tabs
                })
        }
        let record = app.navigator.restorationRecord()
        #expect(record.nodes.first?.selectedTab == 1)
        let (restored, _) = try await relaunch(app.navigator)
        let tabs = try #require(restored.window.rootViewController as? HeadlessTabBarController)
        #expect(tabs.viewControllers?.map(\.description) == ["Chat(1)", "Chat(2)"])
        #expect(tabs.selectedIndex == 1)
    }

    @Test func aDraftPopoverOrUnrestorableRootIsLeftOutAndSaid() async throws {
        let app = try await HeadlessApp.homeStack()
        try await app.navigator.run { $0.setRoot(to: SavedChatScreen(id: 1).withStackContainer()) }
        try await app.navigator.run { $0.top(.container).present(SavedProfileScreen(user: "a", saved: false)) }
        #expect(app.navigator.restorationRecord().omissions.map(\.container) == ["Profile(a)"])

        try await app.navigator.run { $0.root.dismissAll().resolve() }
        let anchor = HeadlessBarButtonItem(title: "More")
        try await app.navigator.run { $0.top(.container).present(SavedChatScreen(id: 2).withPopover(anchor: .barButtonItem(anchor))) }
        #expect(app.navigator.restorationRecord().omissions.first?.reason.contains("popover") == true)

        try await app.navigator.run { $0.setRoot(to: UnsavedLegacyScreen().withStackContainer()) }
        let record = app.navigator.restorationRecord()
        #expect(record.nodes.isEmpty)
        #expect(record.omissions.count == 1)
        let relaunched = RelaunchedApp()
        await #expect(throws: ScreenRestorationError.self) { try await relaunched.navigator.restore(from: record, using: registry) }
        #expect(relaunched.window.rootViewController == nil)
    }

    @Test func aWindowlessNavigatorRecordsNothing() {
        let navigator = ScreenNavigator(windowProvider: ScreenWeakWindowProvider(window: HeadlessWindow()), logger: nil)
        #expect(navigator.restorationRecord().nodes.isEmpty)
        #expect(navigator.restorationRecord().omissions.count == 1)
    }
}
