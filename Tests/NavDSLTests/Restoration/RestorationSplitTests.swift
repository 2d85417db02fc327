import Foundation
import NavDSL
import NavDSLHeadless
import NavDSLTestSupport
import Testing

/// Split views in a restoration record: saved with their style, display mode and columns, rebuilt
/// through the platform, collapsed or expanded by the relaunched window's traits.
@MainActor
@Suite struct RestorationSplitTests {
    typealias Node = ScreenRestorationRecord.Node
    let window = HeadlessWindow()
    let navigator: ScreenNavigator
    let registry = ScreenRestorationRegistry<HeadlessPlatform>.suites

    init() {
        navigator = ScreenNavigator(window: window, logger: nil)
    }

    /// The mail app in `traits`: [Folders] | [Inbox, Thread(7), Photo], each column its own stack.
    func launchMail(_ traits: HeadlessTraitCollection) async throws {
        window.traitCollection = traits
        let folders = HeadlessScreen(name: "Folders").withStackContainer()
        let inbox = HeadlessScreen(name: "Inbox").withStackContainer()
        let split = folders.withSplitContainer(secondary: inbox)
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().setRoot(to: split).makeKeyAndVisible())
        try await navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.split).column(.secondary).push(HeadlessScreen(name: "Thread", traits: [7]))
                .push(HeadlessScreen(name: "Photo")))
    }

    /// The record through JSON, restored into a fresh window with `traits`.
    func relaunch(_ record: ScreenRestorationRecord, in traits: HeadlessTraitCollection) async throws -> (
        RelaunchedApp, ScreenRestorationReport
    ) {
        let decoded = try ScreenRestorationRecord(jsonData: try record.jsonData())
        #expect(decoded == record)
        let app = RelaunchedApp()
        app.window.traitCollection = traits
        let report = try await app.navigator.restore(from: decoded, using: registry)
        return (app, report)
    }

    @Test(arguments: [HeadlessTraitCollection.pad, .phone])
    func aListAndDetailSplitViewComesBackAsItWas(traits: HeadlessTraitCollection) async throws {
        try await launchMail(traits)
        let record = navigator.restorationRecord()
        #expect(record.omissions.isEmpty)
        #expect(record.version == 2)
        #expect(record.nodes.map(\.kind) == [.split, .stack, .screen, .stack, .screen, .screen, .screen])
        #expect(record.nodes.compactMap(\.column) == ["primary", "secondary"])
        #expect(record.nodes[0].splitStyle == "doubleColumn")
        let (app, report) = try await relaunch(record, in: traits)
        #expect(report.drops.isEmpty)
        #expect(report.restoredNodeCount == record.nodes.count)
        #expect(app.window.hierarchyDescription == window.hierarchyDescription)
        #expect(try app.navigator.restorationRecord().jsonData() == record.jsonData())
    }

    @Test func aSplitViewSavedOnIPhoneExpandsOnIPad() async throws {
        try await launchMail(.phone)
        let (app, _) = try await relaunch(navigator.restorationRecord(), in: .pad)
        let split = try #require(app.window.rootViewController as? HeadlessSplitViewController)
        #expect(!split.isCollapsed)
        #expect(HeadlessTrees.names(split.splitColumnStack(for: .primary)) == ["Folders"])
        #expect(HeadlessTrees.names(split.splitColumnStack(for: .secondary)) == ["Inbox", "Thread(7)", "Photo"])
    }

    @Test func aDetailClosedOnIPhoneStaysClosedAfterARelaunch() async throws {
        try await launchMail(.phone)
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.split).column(.primary).popToRoot())
        let record = navigator.restorationRecord()
        #expect(record.nodes.compactMap(\.column) == ["primary"])
        let (app, _) = try await relaunch(record, in: .phone)
        let split = try #require(app.window.rootViewController as? HeadlessSplitViewController)
        #expect(HeadlessTrees.names(split.splitColumnStack(for: .primary)) == ["Folders"])
    }

    @Test func aTripleColumnSplitViewKeepsItsColumnsAndDisplayMode() async throws {
        window.traitCollection = .pad
        let accounts = HeadlessScreen(name: "Accounts")
        try await navigator.navigateAndWait(
            to: HeadlessWindowRoute().setRoot(
                to: accounts.withSplitContainer(
                    supplementary: HeadlessScreen(name: "Inbox"), secondary: HeadlessScreen(name: "Thread"),
                    preferredDisplayMode: .twoBesideSecondary)
            ).makeKeyAndVisible())
        let record = navigator.restorationRecord()
        #expect(record.nodes[0].splitStyle == "tripleColumn")
        #expect(record.nodes[0].splitDisplayMode == "twoBesideSecondary")
        #expect(record.nodes.compactMap(\.column) == ["primary", "supplementary", "secondary"])
        let (app, report) = try await relaunch(record, in: .pad)
        #expect(report.drops.isEmpty)
        #expect(app.window.hierarchyDescription == window.hierarchyDescription)
        let split = try #require(app.window.rootViewController as? HeadlessSplitViewController)
        #expect(split.preferredDisplayMode == .twoBesideSecondary)
    }

    @Test func aColumnThatCannotBeSavedIsLeftOutAndTheOthersComeBack() async throws {
        window.traitCollection = .pad
        try await navigator.navigateAndWait(
            to: HeadlessWindowRoute().setRoot(to: HeadlessScreen(name: "Folders").withSplitContainer(secondary: UnsavedLegacyScreen()))
                .makeKeyAndVisible())
        let record = navigator.restorationRecord()
        #expect(record.omissions.map(\.reason) == ["the secondary column's content is not a RestorableScreen"])
        let (app, report) = try await relaunch(record, in: .pad)
        #expect(report.drops.isEmpty)
        let split = try #require(app.window.rootViewController as? HeadlessSplitViewController)
        #expect(HeadlessTrees.names(split.splitColumnStack(for: .primary)) == ["Folders"])
        #expect(split.splitColumnContainer(for: .secondary) == nil)
    }

    @Test func aRecordWithoutSplitViewsIsWrittenAsVersionOneAndAnOldRecordStillReads() async throws {
        window.traitCollection = .pad
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().setRoot(to: HeadlessScreen(name: "Home").withStackContainer()))
        #expect(navigator.restorationRecord().version == 1)
        let old = Data(
            #"{"nodes":[{"kind":"stack"},{"kind":"screen","parent":0,"relation":"child","screen":"chat","state":"1"}],"omissions":[],"version":1}"#
                .utf8)
        let record = try ScreenRestorationRecord(jsonData: old)
        #expect(record.nodes.allSatisfy { $0.column == nil && $0.splitStyle == nil && $0.splitDisplayMode == nil })
        let app = RelaunchedApp()
        let report = try await app.navigator.restore(from: record, using: registry)
        #expect(report.restoredNodeCount == 2)
        #expect(try record.jsonData() == old)
    }

    @Test func columnsThatBreakTheTreeRulesFailBeforeAnythingChanges() async throws {
        let chat = Node(kind: .screen, parent: 0, relation: .child, screen: "chat", state: "1")
        let split = Node(kind: .split, splitStyle: "doubleColumn")
        var inSupplementary = chat
        inSupplementary.column = "supplementary"
        var primary = chat
        primary.column = "primary"
        var inStack = chat
        inStack.column = "primary"
        let broken: [[Node]] = [
            [split, chat], [split, inSupplementary], [split, primary, primary], [Node(kind: .split)],
            [Node(kind: .split, splitStyle: "doubleColumn", splitDisplayMode: "sideways")], [Node(kind: .stack), inStack],
        ]
        for nodes in broken {
            let app = RelaunchedApp()
            let error = await #expect(throws: ScreenRestorationError.self) {
                try await app.navigator.restore(from: ScreenRestorationRecord(version: 2, nodes: nodes), using: registry)
            }
            #expect(error?.code == .malformed, "\(nodes)")
            #expect(app.window.rootViewController == nil)
        }
    }

    @Test func aFailedPresentationFromAColumnUndoesTheWholeRestore() async throws {
        try await launchMail(.pad)
        let before = window.hierarchyDescription
        let nodes = [
            Node(kind: .split, splitStyle: "doubleColumn"), Node(kind: .stack, parent: 0, relation: .child, column: "primary"),
            Node(kind: .screen, parent: 1, relation: .child, screen: "chat", state: "1"),
            Node(
                kind: .screen, parent: 2, relation: .presented, screen: "chat", state: "2",
                presentation: .init(style: "overCurrentContext")),
        ]
        let error = await #expect(throws: ScreenRestorationError.self) {
            try await navigator.restore(from: ScreenRestorationRecord(version: 2, nodes: nodes), using: registry)
        }
        #expect(error?.code == .presenterMismatch)
        #expect(window.hierarchyDescription == before)
        #expect(window.violations.isEmpty)
    }
}

/// A restorable screen of ``PlainPlatform``, a platform without a split view.
struct PlainNoteScreen: RestorableScreen {
    let id: Int
    static let screenRestorationType = "note"
    var name: String { "Note" }
    var traits: Set<AnyHashable> { [id] }
    var screenRestorationState: Int? { id }

    init?(screenRestorationState id: Int) {
        self.id = id
    }

    func build(navigator: ScreenNavigator) -> PlainController { PlainController("Note(\(id))") }
}

/// A record with a split view restored on a platform that cannot make one.
@MainActor
@Suite struct RestorationSplitUnavailableTests {
    typealias Node = ScreenRestorationRecord.Node
    let window = PlainWindow()
    let navigator: ScreenNavigator
    let registry = ScreenRestorationRegistry<PlainPlatform>().registering(PlainNoteScreen.self)

    init() {
        window.makeKeyAndVisible()
        navigator = ScreenNavigator(window: window, logger: nil)
    }

    static func note(_ id: Int, parent: Int, _ relation: Node.Relation = .child, column: String? = nil) -> Node {
        Node(kind: .screen, parent: parent, relation: relation, screen: "note", state: "\(id)", column: column)
    }

    @Test func aPresentedSplitViewIsDroppedWithWhatItHolds() async throws {
        let nodes = [
            Node(kind: .stack), Self.note(1, parent: 0),
            Node(kind: .split, parent: 0, relation: .presented, presentation: .init(style: "fullScreen"), splitStyle: "doubleColumn"),
            Self.note(2, parent: 2, column: "primary"),
        ]
        let report = try await navigator.restore(from: ScreenRestorationRecord(version: 2, nodes: nodes), using: registry)
        #expect(report.drops == [.init(node: 2, reason: .splitViewUnavailable), .init(node: 3, reason: .insideDroppedNode(node: 2))])
        #expect(report.restoredNodeCount == 2)
        #expect(report.drops[0].description.contains("split view"))
        let root = try #require(window.rootContainer as? PlainStack)
        #expect(root.stackContainers.map(\.description) == ["Note(1)"])
        #expect(root.presentedContainer == nil)
    }

    @Test func aSplitRootFailsTheRestoreAndChangesNothing() async throws {
        let nodes = [Node(kind: .split, splitStyle: "doubleColumn"), Self.note(1, parent: 0, column: "primary")]
        let error = await #expect(throws: ScreenRestorationError.self) {
            try await navigator.restore(from: ScreenRestorationRecord(version: 2, nodes: nodes), using: registry)
        }
        #expect(error?.code == .rootNotRestorable)
        #expect(error?.drops.first == .init(node: 0, reason: .splitViewUnavailable))
        #expect(window.rootContainer == nil)
    }
}
