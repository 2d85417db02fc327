import Foundation
import NavDSL
import NavDSLHeadless
import Testing

/// What bounds a restore's cost, held without timing anything (NavBench measures the times): one
/// wide container restores in time linear in its width, a record over the default size limit is
/// refused before it is decoded, and a restore gives the main actor back at least every 1,000
/// nodes while keeping other navigations queued behind it.
@MainActor
@Suite struct RestorationBoundsTests {
    let app = RelaunchedApp()
    let registry = ScreenRestorationRegistry<HeadlessPlatform>.suites

    /// One stack or tab bar as the window's root, holding `width` saved `HeadlessScreen`s.
    static func wide(_ kind: ScreenRestorationRecord.Node.Kind, _ width: Int) -> ScreenRestorationRecord {
        ScreenRestorationRecord(nodes: [.init(kind: kind)] + (0..<width).map(screen(parent: 0, relation: .child)))
    }

    /// A screen presenting a screen, ..., `depth` screens.
    static func chain(_ depth: Int) -> ScreenRestorationRecord {
        ScreenRestorationRecord(
            nodes: (0..<depth).map { index in
                var node = screen(parent: index == 0 ? nil : index - 1, relation: index == 0 ? nil : .presented)(index)
                node.presentation = index == 0 ? nil : .init(style: "fullScreen")
                return node
            })
    }

    static func screen(parent: Int?, relation: ScreenRestorationRecord.Node.Relation?) -> (Int) -> ScreenRestorationRecord.Node {
        { index in
            .init(
                kind: .screen, parent: parent, relation: relation, screen: HeadlessScreen.screenRestorationType,
                state: #"{"name":"S","traits":[\#(index)]}"#)
        }
    }

    // MARK: - Linear in one container's width (quadratic before: 30,000 screens took minutes)

    @Test(.timeLimit(.minutes(1))) func aStackOfThirtyThousandScreensRestores() async throws {
        let report = try await app.navigator.restore(from: Self.wide(.stack, 30_000), using: registry)
        #expect(report.restoredNodeCount == 30_001)
        #expect((app.window.rootViewController as? HeadlessNavigationController)?.viewControllers.count == 30_000)
    }

    @Test(.timeLimit(.minutes(1))) func aTabBarOfThirtyThousandTabsRestores() async throws {
        let report = try await app.navigator.restore(from: Self.wide(.tabs, 30_000), using: registry)
        #expect(report.restoredNodeCount == 30_001)
        #expect((app.window.rootViewController as? HeadlessTabBarController)?.viewControllers?.count == 30_000)
    }

    @Test(.timeLimit(.minutes(1))) func aChainOfThirtyThousandPresentationsRestores() async throws {
        let report = try await app.navigator.restore(from: Self.chain(30_000), using: registry)
        #expect(report.restoredNodeCount == 30_000)
        #expect(app.window.transitions.count(where: { $0.kind == .present }) == 29_999)
    }

    // MARK: - The size limit, checked before decoding

    @Test func theDefaultLimitIsOneMebibyteAndIsCheckedBeforeDecoding() throws {
        #expect(ScreenRestorationRecord.defaultMaximumByteCount == 1 << 20)
        let record = try Self.wide(.stack, 2).jsonData()
        // Valid JSON padded with whitespace: only the size can refuse it.
        let padded = record + Data(repeating: UInt8(ascii: " "), count: (1 << 20) - record.count)
        #expect(try ScreenRestorationRecord(jsonData: padded).nodes.count == 3)
        #expect(
            throws: ScreenRestorationError(
                .tooLarge, "the record has \((1 << 20) + 1) bytes; at most \(1 << 20) are read. Save less state per screen.")
        ) {
            try ScreenRestorationRecord(jsonData: padded + Data(" ".utf8))
        }
    }

    @Test func theArticleStatesTheLimitAndTheBoundTheTestsHold() {
        let article = DocsCoverageTests.text(
            DocsCoverageTests.root.appendingPathComponent("Sources/NavDSL/NavDSL.docc/Articles/RestoringAfterRelaunch.md"))
        #expect(article.contains("1 MiB"))
        #expect(article.contains("every 1,000 nodes"))
    }

    // MARK: - Yielding, with the queue kept

    /// Set by a completion that runs after the main actor was given back.
    final class Flag {
        var isSet = false
    }

    @Test(.timeLimit(.minutes(1))) func restoringYieldsAtLeastEveryThousandNodesAndKeepsTheQueue() async throws {
        let done = Flag()
        app.navigator.restore(from: Self.wide(.stack, 4_999), using: registry) { result in
            if case .success = result { done.isSet = true }
        }
        // A navigation requested meanwhile waits for the whole restore, then lands on its tree.
        app.navigator.navigate(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Linked")), completion: { _ in })
        #expect(!done.isSet, "the first 1,000 nodes are built in this turn; the rest after yielding")
        #expect(app.window.rootViewController == nil)
        var turnsGivenBack = 0
        while !done.isSet {
            turnsGivenBack += 1
            await Task.yield()
        }
        // 5,000 nodes: four yields between five batches, each letting this loop run once.
        #expect(turnsGivenBack >= 4)
        let stack = try #require(app.window.rootViewController as? HeadlessNavigationController)
        #expect(stack.viewControllers.count == 5_000)
        #expect(stack.topViewController?.description == "Linked")
    }

    @Test func aRecordOfOneBatchRestoresInTheCallersTurn() {
        let done = Flag()
        app.navigator.restore(from: Self.wide(.stack, 999), using: registry) { _ in done.isSet = true }
        #expect(done.isSet)
    }
}
