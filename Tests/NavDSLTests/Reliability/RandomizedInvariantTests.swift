import NavDSL
import NavDSLHeadless
import Testing

/// Thousands of random navigations over random trees; after each one the tree's invariants hold,
/// a failed navigation without a fallback leaves the tree exactly as it was, and every controller
/// that left the tree is deallocated.
@MainActor
@Suite struct RandomizedInvariantTests {
    nonisolated static let seeds: [UInt64] = [1, 2, 3, 42, 2026]
    static let navigationsPerSeed = 1_400

    @Test(arguments: seeds)
    func randomNavigationsKeepTheTreeSound(seed: UInt64) async throws {
        var random = RandomRoutes(seed: seed)
        let window = HeadlessWindow()
        let navigator = ScreenNavigator(window: window, logger: nil)
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().setRoot(to: random.rootScreen()).makeKeyAndVisible())
        var failures = 0
        for index in 0..<Self.navigationsPerSeed {
            if random.chance(4) { window.traitCollection = window.traitCollection == .pad ? .phone : .pad }
            let (route, mayChangeOnFailure) = random.navigation()
            let before = TreeInvariants.fingerprint(of: window)
            let weakBefore = TreeInvariants.controllers(in: window).map { WeakController($0) }
            let violationsBefore = window.violations.count
            var failed = false
            do {
                try await navigator.navigateAndWait(to: route)
            } catch {
                failed = true
                failures += 1
                #expect(error is any ScreenError, "seed \(seed) #\(index): untyped error \(error)")
            }
            let problems = TreeInvariants.violations(in: window)
            #expect(problems.isEmpty, "seed \(seed) #\(index) \(route.routeDescription): \(problems)")
            #expect(window.violations.count == violationsBefore, "seed \(seed) #\(index): the DSL broke a UIKit rule")
            if failed && !mayChangeOnFailure {
                #expect(
                    TreeInvariants.fingerprint(of: window) == before,
                    "seed \(seed) #\(index): failed route changed the tree: \(route.routeDescription)")
            }
            let inTree = Set(TreeInvariants.retained(in: window).map(ObjectIdentifier.init))
            for reference in weakBefore {
                guard let controller = reference.value, !inTree.contains(ObjectIdentifier(controller)) else { continue }
                Issue.record("seed \(seed) #\(index): \(controller) left the tree but is still alive after \(route.routeDescription)")
            }
            guard problems.isEmpty else { return }
        }
        #expect(failures > Self.navigationsPerSeed / 10, "seed \(seed): too few failing routes (\(failures)) to test failures")
        #expect(failures < Self.navigationsPerSeed * 9 / 10, "seed \(seed): too few succeeding routes")
    }
}

extension RandomizedInvariantTests {
    /// The same random navigations with deferred animations, fired in batches of one to three
    /// before the pending transitions complete: each must finish exactly once, in a sound tree, and
    /// a lone failing one must undo itself completely.
    @Test(arguments: seeds)
    func randomNavigationsWithDeferredAnimationsSettleSoundly(seed: UInt64) async throws {
        var random = RandomRoutes(seed: seed &+ 1_000)
        let window = HeadlessWindow()
        let navigator = ScreenNavigator(window: window, logger: nil)
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().setRoot(to: random.rootScreen()).makeKeyAndVisible())
        window.animationMode = .deferred
        for index in 0..<Self.navigationsPerSeed / 2 {
            if random.chance(4) { window.traitCollection = window.traitCollection == .pad ? .phone : .pad }
            let batch = (0..<random.int(1..<4)).map { _ in random.navigation() }
            let before = TreeInvariants.fingerprint(of: window)
            var outcomes: [Int: [Result<Void, any Error>]] = [:]
            for (position, navigation) in batch.enumerated() {
                navigator.navigate(to: navigation.route) { outcomes[position, default: []].append($0) }
            }
            window.completePendingTransitions()
            let described = batch.map(\.route.routeDescription).joined(separator: " | ")
            #expect(
                batch.indices.allSatisfy { outcomes[$0]?.count == 1 }, "seed \(seed) #\(index): completions \(outcomes) for \(described)")
            #expect(!window.hasPendingTransitions)
            let problems = TreeInvariants.violations(in: window)
            #expect(problems.isEmpty, "seed \(seed) #\(index) \(described): \(problems)")
            if batch.count == 1, !batch[0].mayChangeOnFailure, case .failure = outcomes[0]?.first {
                #expect(
                    TreeInvariants.fingerprint(of: window) == before, "seed \(seed) #\(index): failed route changed the tree: \(described)")
            }
            guard problems.isEmpty else { return }
        }
    }
}

/// A weak reference to a controller, to see whether it was deallocated.
@MainActor
final class WeakController {
    weak var value: HeadlessViewController?

    init(_ value: HeadlessViewController) {
        self.value = value
    }
}
