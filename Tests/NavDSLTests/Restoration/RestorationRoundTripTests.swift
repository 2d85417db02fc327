import Foundation
import NavDSL
import NavDSLHeadless
import Testing

/// Round trip as a property: random trees from the randomized suites' generator, recorded, encoded
/// to JSON, decoded and restored into a fresh window, come back identical, with one transition
/// for the root and one per presentation, and record to the same bytes again.
@MainActor
@Suite struct RestorationRoundTripTests {
    nonisolated static let seeds: [UInt64] = [7, 11, 101, 2027]
    static let treesPerSeed = 550
    let registry = ScreenRestorationRegistry<HeadlessPlatform>().registering(HeadlessScreen.self)

    @Test(arguments: seeds)
    func randomTreesSurviveARelaunch(seed: UInt64) async throws {
        var random = RandomRoutes(seed: seed)
        // A collapsed split view is saved as the user sees it, not with what only expanding would
        // bring back (kept in its hidden column stacks), so its tree is compared by records below.
        random.includesSplitViews = false
        let window = HeadlessWindow()
        let navigator = ScreenNavigator(window: window, logger: nil)
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().setRoot(to: random.rootScreen()).makeKeyAndVisible())
        var presentations = 0
        for index in 0..<Self.treesPerSeed {
            _ = try? await navigator.navigateAndWait(to: random.navigation().route)
            let record = navigator.restorationRecord()
            #expect(record.omissions.isEmpty, "seed \(seed) #\(index): \(record.omissions)")
            let data = try record.jsonData()
            let decoded = try ScreenRestorationRecord(jsonData: data)
            #expect(decoded == record)

            let relaunched = HeadlessWindow()
            relaunched.makeKeyAndVisible()
            relaunched.resetLogs()
            let fresh = ScreenNavigator(window: relaunched, logger: nil)
            let report = try await fresh.restore(from: decoded, using: registry)
            let presented = record.nodes.count { $0.relation == .presented }
            presentations += presented
            #expect(report.drops.isEmpty, "seed \(seed) #\(index): \(report.drops)")
            #expect(report.restoredNodeCount == record.nodes.count)
            #expect(
                relaunched.hierarchyDescription == window.hierarchyDescription,
                "seed \(seed) #\(index):\n\(window.hierarchyDescription)\nrestored as\n\(relaunched.hierarchyDescription)")
            #expect(relaunched.transitions.count == 1 + presented, "seed \(seed) #\(index): \(relaunched.transitions.map(\.kind))")
            #expect(relaunched.transitions.allSatisfy { !$0.animated })
            #expect(try fresh.restorationRecord().jsonData() == data, "seed \(seed) #\(index): the restored tree records other bytes")
            if relaunched.hierarchyDescription != window.hierarchyDescription { return }
        }
        #expect(presentations > Self.treesPerSeed / 4, "seed \(seed): too few presentations (\(presentations)) to test them")
    }

    /// With split views: every node restores, and the restored tree records the same bytes (a
    /// collapsed split view's hidden column stacks are not state, so trees are compared by records).
    @Test(arguments: seeds)
    func randomTreesWithSplitViewsRecordTheSameAfterARelaunch(seed: UInt64) async throws {
        var random = RandomRoutes(seed: seed)
        let window = HeadlessWindow()
        let navigator = ScreenNavigator(window: window, logger: nil)
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().setRoot(to: random.rootScreen()).makeKeyAndVisible())
        var splitRecords = 0
        for index in 0..<Self.treesPerSeed / 2 {
            _ = try? await navigator.navigateAndWait(to: random.navigation().route)
            let record = navigator.restorationRecord()
            #expect(record.omissions.isEmpty, "seed \(seed) #\(index): \(record.omissions)")
            if record.nodes.contains(where: { $0.kind == .split }) { splitRecords += 1 }
            let data = try record.jsonData()
            let relaunched = HeadlessWindow()
            relaunched.makeKeyAndVisible()
            let fresh = ScreenNavigator(window: relaunched, logger: nil)
            let report = try await fresh.restore(from: ScreenRestorationRecord(jsonData: data), using: registry)
            #expect(report.drops.isEmpty, "seed \(seed) #\(index): \(report.drops)")
            #expect(report.restoredNodeCount == record.nodes.count)
            let again = try fresh.restorationRecord().jsonData()
            let trees = "\(window.hierarchyDescription)\nrestored as\n\(relaunched.hierarchyDescription)"
            #expect(again == data, "seed \(seed) #\(index):\n\(trees)")
            if again != data { return }
        }
        #expect(splitRecords > 0, "seed \(seed): no split view to test")
    }
}
