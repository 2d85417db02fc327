import Foundation
import NavDSL
import NavDSLHeadless
import Testing

/// Records written by hand: schema evolution, versions, drops, undo, the queue and deep links.
@MainActor
@Suite struct RestorationRecordTests {
    typealias Node = ScreenRestorationRecord.Node
    let registry = ScreenRestorationRegistry<HeadlessPlatform>.suites

    static func chat(_ id: Int, parent: Int?, _ relation: Node.Relation? = .child, type: String = "chat", style: String? = nil) -> Node {
        Node(
            kind: .screen, parent: parent, relation: parent == nil ? nil : relation, screen: type, state: "\(id)",
            presentation: style.map { ScreenRestorationRecord.Presentation(style: $0) })
    }

    /// An app whose tree is `Home` in a stack, to see that a failed restore leaves it alone.
    func homeApp() async throws -> HeadlessApp {
        let app = try await HeadlessApp.homeStack()
        app.window.resetLogs()
        return app
    }

    func restore(_ nodes: [Node], into app: HeadlessApp) async throws -> ScreenRestorationReport {
        try await app.navigator.restore(from: ScreenRestorationRecord(nodes: nodes), using: registry)
    }

    // MARK: - Versions

    @Test func aNewerFormatFailsAndChangesNothing() async throws {
        let data = Data(#"{"version":3,"nodes":{"renamed":true}}"#.utf8)
        #expect(throws: ScreenRestorationError.self) { try ScreenRestorationRecord(jsonData: data) }
        do {
            _ = try ScreenRestorationRecord(jsonData: data)
        } catch let error as ScreenRestorationError {
            #expect(error.code == .newerVersion)
            #expect(error.description.contains("format version 3"))
        }
        let app = try await homeApp()
        let before = app.window.hierarchyDescription
        let newer = ScreenRestorationRecord(version: ScreenRestorationRecord.currentVersion + 1, nodes: [Self.chat(1, parent: nil)])
        let error = await #expect(throws: ScreenRestorationError.self) { try await app.navigator.restore(from: newer, using: registry) }
        #expect(error?.code == .newerVersion)
        #expect(error?.step?.action == "restore(1 containers)")
        #expect(app.window.hierarchyDescription == before)
        #expect(app.window.transitions.isEmpty)
        let zero = ScreenRestorationRecord(version: 0, nodes: [Self.chat(1, parent: nil)])
        await #expect(throws: ScreenRestorationError.self) { try await app.navigator.restore(from: zero, using: registry) }
    }

    // MARK: - Schema evolution: the longest valid prefix

    @Test func aRenamedScreenTypeRestoresThePrefixAndReportsTheDrops() async throws {
        let app = try await homeApp()
        let report = try await restore(
            [
                Node(kind: .stack), Self.chat(1, parent: 0), Self.chat(2, parent: 0, type: "oldChat"), Self.chat(3, parent: 0),
                Self.chat(4, parent: 3, .presented), Self.chat(5, parent: 0, .presented, style: "fullScreen"),
            ], into: app)
        #expect(app.stackNames == ["Chat(1)"])
        #expect(app.rootStack?.presentedViewController?.description == "Chat(5)")
        #expect(
            report.drops == [
                .init(node: 2, reason: .unknownScreenType("oldChat")), .init(node: 3, reason: .aboveDroppedScreen(node: 2)),
                .init(node: 4, reason: .insideDroppedNode(node: 3)),
            ])
        #expect(report.restoredNodeCount == 3)
        #expect(report.drops[0].description == "node 2: unknown screen type 'oldChat'; register it, or keep its screenRestorationType")
    }

    @Test func stateThatNoLongerDecodesOrIsRefusedIsDropped() async throws {
        let app = try await homeApp()
        var wrongState = Self.chat(2, parent: 1)
        wrongState.state = #"{"id":2}"#
        let report = try await restore(
            [
                Node(kind: .tabs, selectedTab: 2), Node(kind: .stack, parent: 0, relation: .child), wrongState, Self.chat(-1, parent: 0),
                Self.chat(3, parent: 0),
            ],
            into: app)
        #expect(report.drops.map(\.node) == [1, 2, 3])
        #expect(report.drops[0].reason == .nothingLeftInside)
        guard case .undecodableState(type: "chat", _) = report.drops[1].reason else {
            Issue.record("expected undecodableState, got \(report.drops[1])")
            return
        }
        #expect(report.drops[2].reason == .stateRefused(type: "chat"))
        let tabs = try #require(app.window.rootViewController as? HeadlessTabBarController)
        #expect(tabs.viewControllers?.map(\.description) == ["Chat(3)"])
        #expect(tabs.selectedIndex == 0)
    }

    @Test func aRootThatCannotBeRebuiltFailsAndChangesNothing() async throws {
        let app = try await homeApp()
        let before = app.window.hierarchyDescription
        let error = await #expect(throws: ScreenRestorationError.self) {
            try await restore([Node(kind: .stack), Self.chat(1, parent: 0, type: "gone")], into: app)
        }
        #expect(error?.code == .rootNotRestorable)
        #expect(error?.drops.map(\.node) == [0, 1])
        #expect(app.window.hierarchyDescription == before)
        let empty = await #expect(throws: ScreenRestorationError.self) { try await restore([], into: app) }
        #expect(empty?.code == .empty)
    }

    // MARK: - Presentations

    @Test func aPresentationNoPresenterCanMakeIsDropped() async throws {
        let app = try await homeApp()
        let report = try await restore(
            [
                Node(kind: .stack), Self.chat(1, parent: 0), Self.chat(2, parent: 1, .presented, style: "fullScreen"),
                Self.chat(3, parent: 0, .presented, style: "pageSheet"), Self.chat(4, parent: 0, .presented, style: "formSheet"),
                Self.chat(5, parent: 3, .presented, style: "popover"), Self.chat(6, parent: 3, .presented, style: "sideways"),
            ], into: app)
        #expect(
            report.drops == [
                .init(node: 2, reason: .presenterCannotPresent(style: "fullScreen")),
                .init(node: 4, reason: .presenterCannotPresent(style: "formSheet")),
                .init(node: 5, reason: .presenterCannotPresent(style: "popover")),
                .init(node: 6, reason: .unknownPresentationStyle("sideways")),
            ])
        #expect(app.rootStack?.presentedViewController?.description == "Chat(3)")
        #expect(app.rootStack?.presentedViewController?.modalPresentationStyle == .pageSheet)
    }

    @Test func aPresentationUIKitWouldGiveAnotherPresenterFailsAndIsUndone() async throws {
        let app = try await homeApp()
        let before = app.window.hierarchyDescription
        let error = await #expect(throws: ScreenRestorationError.self) {
            try await restore(
                [Node(kind: .stack), Self.chat(1, parent: 0), Self.chat(2, parent: 1, .presented, style: "overCurrentContext")], into: app)
        }
        #expect(error?.code == .presenterMismatch)
        #expect(app.window.hierarchyDescription == before)
        #expect(app.window.violations.isEmpty)
    }

    @Test func aSelectedTabOutOfRangeSelectsTheFirstAndIsReported() async throws {
        let app = try await homeApp()
        let report = try await restore([Node(kind: .tabs, selectedTab: 7), Self.chat(1, parent: 0), Self.chat(2, parent: 0)], into: app)
        #expect(report.drops == [.init(node: 0, reason: .selectedTabOutOfRange(index: 7, tabCount: 2))])
        #expect((app.window.rootViewController as? HeadlessTabBarController)?.selectedIndex == 0)
        #expect(report.restoredNodeCount == 3)
    }

    // MARK: - One navigation

    @Test func aRestoreWaitsItsTurnAndCompletesWithItsReport() async throws {
        let app = try await HeadlessApp.homeStack(animationMode: .deferred)
        var order: [String] = []
        app.navigator.navigate(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Chats"))) { _ in order.append("push") }
        app.navigator.restore(from: ScreenRestorationRecord(nodes: [Node(kind: .stack), Self.chat(1, parent: 0)]), using: registry) {
            result in
            order.append((try? result.get()).map { "restored \($0.restoredNodeCount)" } ?? "failed")
        }
        #expect(order.isEmpty)
        #expect(app.navigator.pendingNavigationCount == 1)
        app.window.completePendingTransitions()
        #expect(order == ["push", "restored 2"])
        #expect(app.stackNames == ["Chat(1)"])
    }

    @Test func aPendingLinkActivatedAfterTheRestoreLandsOnTheRestoredTree() async throws {
        let app = HeadlessApp(root: HeadlessTrees.controller("Splash"))
        app.window.animationMode = .deferred
        let deeplinks = DeeplinkApp.manager(for: app)
        let chats = #"{"name":"Chats","traits":[]}"#
        let record = ScreenRestorationRecord(nodes: [
            Node(kind: .tabs, selectedTab: 0), Node(kind: .stack, parent: 0, relation: .child),
            Node(kind: .screen, parent: 1, relation: .child, screen: HeadlessScreen.screenRestorationType, state: chats),
        ])
        var results: [String] = []
        // The launch's link arrives first and waits for `.launch`; the app requests the restore,
        // then activates `.launch`: the queue runs the link after the restore.
        deeplinks.handle("app://promo?product=7&tag=a") { results.append("link \((try? $0.get()) != nil)") }
        app.navigator.restore(from: record, using: registry) { results.append("restore \((try? $0.get()) != nil)") }
        deeplinks.activate(.launch)
        app.window.completePendingTransitions()
        #expect(results == ["restore true", "link true"])
        #expect(app.tabBar?.presentedViewController?.description == "Product(7)")
        #expect(HeadlessTrees.names(app.stack(tab: 0)) == ["Chats"])
    }
}

extension RestorationRecordTests {
    @Test func restoringOverAPresentingRootDismissesItsModalsFirst() async throws {
        let app = try await homeApp()
        try await app.navigator.run { $0.top(.container).present(HeadlessScreen(name: "Login")) }
        app.window.resetLogs()
        var outcome: Result<ScreenRestorationReport, any Error>?
        app.navigator.restore(from: ScreenRestorationRecord(nodes: [Self.chat(1, parent: nil)]), using: registry) { outcome = $0 }
        #expect((try? outcome?.get())?.restoredNodeCount == 1)
        #expect(app.window.transitions.map(\.kind) == [.dismiss, .root])
        #expect(app.window.rootViewController?.description == "Chat(1)")
        #expect(app.window.rootViewController?.presentedViewController == nil)

        app.navigator.restore(from: ScreenRestorationRecord(version: 9), using: registry) { outcome = $0 }
        guard case .failure(let error as ScreenRestorationError) = outcome else {
            Issue.record("expected a typed failure, got \(String(describing: outcome))")
            return
        }
        #expect(error.code == .newerVersion)
    }

    @Test func keysOfStacksAndTabsKeepTheirTraitsInAStableOrder() async throws {
        let app = HeadlessApp(root: HeadlessPlatform.makeTabsContainer(with: []), logged: false)
        try await app.navigator.run {
            $0.setRoot(
                to: AnyScreen(name: "Flow", traits: ["b", 3, true, "a", false, 1]) { navigator in
                    HeadlessPlatform.makeStackContainer(with: [SavedChatScreen(id: 1).eraseToAnyScreen().build(navigator: navigator)])
                })
        }
        let key = try #require(app.navigator.restorationRecord().nodes.first?.key)
        #expect(key.traits == [.bool(false), .bool(true), .int(1), .int(3), .string("a"), .string("b")])
        let json = String(decoding: try JSONEncoder().encode(key), as: UTF8.self)
        #expect(try JSONDecoder().decode(ScreenRestorationRecord.Key.self, from: Data(json.utf8)) == key)
        let relaunched = RelaunchedApp()
        try await relaunched.navigator.restore(from: app.navigator.restorationRecord(), using: registry)
        #expect(relaunched.window.hierarchyDescription == app.window.hierarchyDescription)

        try await app.navigator.run {
            $0.setRoot(
                to: AnyScreen(name: "Odd", traits: [1.5]) { navigator in
                    HeadlessPlatform.makeStackContainer(with: [SavedChatScreen(id: 1).eraseToAnyScreen().build(navigator: navigator)])
                })
        }
        #expect(app.navigator.restorationRecord().nodes.first?.key == nil)
        #expect(ScreenRestorationTrait(AnyHashable(1.5)) == nil)
        let omission = ScreenRestorationRecord.Omission(container: "Settings", reason: "not a RestorableScreen")
        #expect(omission.description == "Settings: not a RestorableScreen")
    }
}

extension RestorationRecordTests {
    @Test func aFailedRestoreOverAPresentingRootPutsTheRootAndItsModalBack() async throws {
        let app = try await homeApp()
        try await app.navigator.run { $0.top(.container).present(HeadlessScreen(name: "Login").withStackContainer()) }
        let before = app.window.hierarchyDescription
        let error = await #expect(throws: ScreenRestorationError.self) {
            try await restore(
                [Node(kind: .stack), Self.chat(1, parent: 0), Self.chat(2, parent: 1, .presented, style: "currentContext")], into: app)
        }
        #expect(error?.code == .presenterMismatch)
        #expect(app.window.hierarchyDescription == before)
        #expect(app.window.violations.isEmpty)
    }
}
