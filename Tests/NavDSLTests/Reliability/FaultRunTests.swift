import NavDSL
import NavDSLHeadless
import NavDSLTestSupport
import Testing

/// A seeded run of ten thousand operations that interleaves navigations (queued, nested,
/// cancelled), user gestures, late completions, completions a platform drops and undo entries that
/// drop theirs (issue 39, item 5).
///
/// At every checkpoint: every navigation has completed exactly once (success or a typed error), the
/// queue is free and moves, the tree is one UIKit could show, and every controller that left the tree
/// is gone. A failure names its seed and operation, so `FaultRun(seed:)` replays it.
@MainActor
@Suite struct FaultRunTests {
    nonisolated static let seeds: [UInt64] = [7, 2027]
    static let operationsPerSeed = 5_000
    static let checkpointEvery = 50

    @Test(.timeLimit(.minutes(2)), arguments: seeds)
    func faultsNeverHangLeakOrBreakTheTree(seed: UInt64) async throws {
        let run = try await FaultRun(seed: seed)
        for index in 0..<Self.operationsPerSeed {
            run.operate(index)
            if index % 7 == 0 { await Task.yield() }
            if index % Self.checkpointEvery == Self.checkpointEvery - 1 {
                await run.settle()
                guard run.check(at: index) else { return }
            }
        }
        #expect(run.ledger.completions.values.allSatisfy { $0 == 1 }, "seed \(seed)")
        #expect(
            run.ledger.failures > 0 && run.ledger.successes > 0,
            "seed \(seed): \(run.ledger.successes) succeeded, \(run.ledger.failures) failed")
    }
}

/// One seeded fault run over a headless window with deferred transitions.
@MainActor
final class FaultRun {
    let seed: UInt64
    private var random: RandomRoutes
    let window = HeadlessWindow()
    let navigator: ScreenNavigator
    let ledger: FaultRunLedger
    private var seen: [WeakController] = []

    init(seed: UInt64) async throws {
        self.seed = seed
        random = RandomRoutes(seed: seed)
        ledger = FaultRunLedger(place: "seed \(seed)", requiresNamedStep: false)
        navigator = ScreenNavigator(window: window, logger: nil)
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().setRoot(to: random.rootScreen()).makeKeyAndVisible())
        window.animationMode = .deferred
    }

    /// Runs one random operation.
    func operate(_ index: Int) {
        switch random.int(0..<100) {
        case 0..<40: request(random.navigation().route)
        case 40..<48: request(random.step().then(DroppedChangeAction()).then(random.step()))
        case 48..<53: request(random.step().then(DroppedUndoAction()).fail(with: ScreenContainerNotFoundError("fault run")))
        case 53..<60: requestCancelled(random.navigation().route)
        case 60..<75: userGesture()
        case 75..<95: window.completePendingTransitions()
        default: break
        }
    }

    private func request(_ route: HeadlessWindowRoute) {
        ledger.request(route, on: navigator)
    }

    private func requestCancelled(_ route: HeadlessWindowRoute) {
        ledger.requestAwaited(route, on: navigator, cancel: random.chance(50))
    }

    /// What a user does with UIKit's own calls: a swipe back, a sheet swiped down, a tab tapped.
    private func userGesture() {
        let controllers = TreeInvariants.controllers(in: window)
        guard !controllers.isEmpty else { return }
        let controller = controllers[random.int(0..<controllers.count)]
        switch random.int(0..<3) {
        case 0: (controller as? HeadlessNavigationController)?.popViewController(animated: random.chance(50))
        case 1: controller.presentingViewController?.dismiss(animated: random.chance(50))
        default:
            guard let tabs = controller as? HeadlessTabBarController, let count = tabs.viewControllers?.count, count > 0 else { return }
            tabs.selectedIndex = random.int(0..<count)
        }
    }

    /// Lets every transition, hop and queued navigation finish, within a bound.
    func settle() async {
        for _ in 0..<400 {
            window.completePendingTransitions()
            await Task.yield()
            if ledger.allCompleted, !window.hasPendingTransitions, navigator.pendingNavigationCount == 0 { return }
        }
    }

    /// Checks the invariants; `false` stops the run after the first broken one.
    func check(at index: Int) -> Bool {
        let place = "seed \(seed), operation \(index)"
        let missing = ledger.missing
        let twice = ledger.twice
        #expect(missing.isEmpty, "\(place): navigations \(missing) never completed")
        #expect(twice.isEmpty, "\(place): navigations \(twice) completed more than once")
        #expect(navigator.pendingNavigationCount == 0, "\(place): the queue is held")
        let problems = TreeInvariants.violations(in: window)
        #expect(problems.isEmpty, "\(place): \(problems)")
        let inTree = Set(TreeInvariants.retained(in: window).map(ObjectIdentifier.init))
        for reference in seen {
            guard let controller = reference.value, !inTree.contains(ObjectIdentifier(controller)) else { continue }
            Issue.record("\(place): \(controller) left the tree but is still alive")
        }
        seen = TreeInvariants.controllers(in: window).map { WeakController($0) }
        ledger.checkpoint()
        return missing.isEmpty && twice.isEmpty && problems.isEmpty
    }
}

/// A change whose platform call drops its completion, as UIKit does when it refuses with a log.
struct DroppedChangeAction: ScreenAction {
    var description: String { "droppedChange()" }

    func perform(container: HeadlessWindow, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        navigator.performUndoableChange({ _ in }, undo: { done in done() }, completion: completion)
    }
}

/// A step that records an undo entry whose platform call drops its completion (review R1).
struct DroppedUndoAction: ScreenAction {
    var description: String { "droppedUndo()" }

    func perform(container: HeadlessWindow, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        navigator.recordUndoableChange { _ in }
        completion(.success(()))
    }
}
