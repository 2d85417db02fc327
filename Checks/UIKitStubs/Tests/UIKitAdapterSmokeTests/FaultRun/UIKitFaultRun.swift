import NavDSL
import Testing
import UIKit

/// One seeded fault run through the UIKit adapter on the behavioural UIKit, under one setting of
/// the device answers (issue 39, item 5).
///
/// Operations interleave navigations (queued, nested in a completion, cancelled), the user's
/// gestures and run-loop turns; the stubs add the late and dropped completions their answers call
/// for. ``check(at:)`` settles the loop and holds the invariants; a broken one is recorded with the
/// seed and the operation index, so `UIKitFaultRun(seed:answers:)` replays it.
@MainActor
final class UIKitFaultRun {
    /// Run-loop turns a settle may take before a navigation counts as never completing.
    static let settleTurns = 600

    let seed: UInt64
    let answers: StubDeviceAnswers
    let scene = UIWindowScene()
    let window: UIWindow
    let navigator: ScreenNavigator
    let built = FaultRunBuilt()
    var random: UIKitFaultRoutes
    let ledger: FaultRunLedger
    /// The turn each navigation was requested at, to hold its bound.
    private var requestTurns: [Int] = []
    private var gesture: StubInteractiveGesture?

    // The invariant that matters (RULES.md, "The fault run"): a failed navigation leaves the tree
    // as it was, modulo the user's changes, which the run knows from its own record of the
    // gestures it injected, never from the adapter's user-change tracking.
    /// The tree when each watched navigation started (it started at once: the queue was free).
    private var watched: [Int: (tree: String, gestures: Int)] = [:]
    /// Gestures injected so far, and the last turn one of them may still change the tree.
    private var gestures = 0
    private var gestureBusyUntil = -1
    /// Failed navigations compared with the tree they started from, and those exempted (a
    /// gesture during them, a timeout whose late completion is undone later, not started at once).
    private(set) var compared = 0
    private(set) var exempted = 0
    /// Navigations requested with a 2 ms `actionTimeout` (two turns), to end steps mid-transition.
    private(set) var timedRequests = 0
    /// Gestures injected while a rollback ran.
    private(set) var gesturesDuringRollbacks = 0

    var loop: StubRunLoop { window.stubRunLoop }
    var place: String { "seed \(seed), \(answers)" }

    init(seed: UInt64, answers: StubDeviceAnswers) async throws {
        self.seed = seed
        self.answers = answers
        random = UIKitFaultRoutes(seed: seed, built: built)
        ledger = FaultRunLedger(place: "seed \(seed), \(answers)")
        scene.stubRunLoop.answers = answers
        window = UIWindow(windowScene: scene)
        navigator = ScreenNavigator.onStubs(window: window)
        // A backstop only: the invariant is the bound in turns, which a working adapter meets long before.
        navigator.actionTimeout = .seconds(30)
        ledger.completed = { [weak self] number in self?.holdBound(of: number) }
        ledger.resulted = { [weak self] number, result in self?.compare(number, result) }
        let start = ScreenWindowRoute().setRoot(to: random.rootScreen(), animation: nil).makeKeyAndVisible()
        _ = try await loop.drive { try await self.navigator.navigateAndWait(to: start) }
    }

    /// Runs one random operation.
    func operate(_ index: Int) {
        switch random.int(0..<100) {
        case 0..<30: request(random.route())
        case 30..<38: requestNested()
        case 38..<46: requestCancelled()
        case 46..<62: userGesture()
        default: loop.runTurns(random.int(1..<(StubRunLoop.animatedTurns + 2)))
        }
    }

    func request(_ route: ScreenWindowRoute, then next: (() -> Void)? = nil) {
        requestTurns.append(loop.turn)
        // One request in ten runs with a bound of two turns: its steps time out mid-transition.
        let timed = random.chance(10)
        navigator.actionTimeout = timed ? .milliseconds(2) : .seconds(30)
        if timed { timedRequests += 1 }
        let startsNow = navigator.pendingNavigationCount == 0 && !navigator.isChangingContainers && gesture == nil
        // Watched only when it starts alone on a settled tree: no transition or late completion of
        // an earlier navigation still running, no gesture.
        if startsNow, loop.isIdle, loop.turn > gestureBusyUntil {
            watched[ledger.requested] = (UIKitTreeInvariants.fingerprint(of: window), gestures)
        }
        ledger.request(route, on: navigator, then: next)
    }

    /// A failed navigation: the tree must be the one it started from, unless the user acted meanwhile.
    private func compare(_ number: Int, _ result: Result<Void, any Error>) {
        let start = watched.removeValue(forKey: number)
        guard case .failure(let error) = result else { return }
        // A navigation requested later that already ended ran in between (this one waited).
        let overtaken = ledger.completions.keys.contains { $0 > number }
        guard let start, start.gestures == gestures, loop.turn > gestureBusyUntil, gesture == nil, !overtaken,
            !(error is ScreenActionTimeoutError)
        else { return exempted += 1 }
        compared += 1
        let now = UIKitTreeInvariants.fingerprint(of: window)
        if now != start.tree {
            Issue.record("\(place): failed navigation \(number) (\(error)) left the tree changed:\n\(start.tree)\n--- now ---\n\(now)")
        }
    }

    /// A navigation started from another one's completion, as an app chains them.
    private func requestNested() {
        let inner = random.route()
        request(random.route()) { [self] in request(inner) }
    }

    /// An awaited navigation whose task is cancelled half of the time.
    private func requestCancelled() {
        let route = random.route()
        requestTurns.append(loop.turn)
        ledger.requestAwaited(route, on: navigator, cancel: random.chance(50))
    }

    /// Controllers the run built that are alive but not in the tree.
    private func outlivers() -> [UIViewController] {
        let inTree = Set(UIKitTreeInvariants.controllers(in: window).map(ObjectIdentifier.init))
        return built.controllers.compactMap(\.value).filter { !inTree.contains(ObjectIdentifier($0)) }
    }

    /// Prints what the run reached, per setting (CI's log shows it).
    func report() {
        let counts = navigator.undoCounts
        print(
            "UIKit fault run, \(place): \(ledger.requested) navigations; failed ones compared with the tree they started from "
                + "\(compared), exempted \(exempted); 2 ms bounds \(timedRequests), changes in flight at a timeout "
                + "\(counts.changesAbandonedAtTimeout), late completions undone \(counts.lateCompletionsUndone), undo steps retried "
                + "\(counts.retriedSteps), failed \(counts.failedSteps), timed out \(counts.timedOutSteps); gestures during "
                + "rollbacks \(gesturesDuringRollbacks)")
    }

    /// A completion within ``settleTurns`` of its request.
    private func holdBound(of number: Int) {
        let turns = loop.turn - requestTurns[number]
        if turns > Self.settleTurns {
            Issue.record("\(place): navigation \(number) took \(turns) run-loop turns (bound \(Self.settleTurns))")
        }
    }

    /// What a user does: an interactive pop finished or cancelled, a sheet swiped down, a tab tapped.
    private func userGesture() {
        gestures += 1
        if navigator.undoCounts.rollbacksRunning > 0 { gesturesDuringRollbacks += 1 }
        // A whole swipe ends by itself a transition later.
        gestureBusyUntil = loop.turn + StubRunLoop.animatedTurns + 1
        if let running = gesture, !running.hasEnded {
            random.chance(50) ? running.finish() : running.cancel()
            gesture = nil
            return
        }
        let controllers = UIKitTreeInvariants.controllers(in: window)
        guard !controllers.isEmpty else { return }
        let controller = controllers[random.int(0..<controllers.count)]
        switch random.int(0..<4) {
        case 0: gesture = (controller as? UINavigationController)?.stubBeginInteractivePop()
        case 1: _ = (controller as? UINavigationController)?.stubInteractivePop(finishing: random.chance(60))
        case 2: _ = controller.presentingViewController.flatMap { _ in controller.stubSwipeDown(finishing: random.chance(70)) }
        default:
            guard let tabs = controller as? UITabBarController, let count = tabs.viewControllers?.count, count > 0 else { return }
            _ = tabs.stubTap(random.int(0..<count))
        }
    }

    /// Ends the user's gesture, then turns the loop until every navigation completed and nothing
    /// runs, within ``settleTurns``.
    func settle() async {
        if let running = gesture, !running.hasEnded {
            gestures += 1
            running.cancel()
        }
        gesture = nil
        for _ in 0..<Self.settleTurns {
            for _ in 0..<4 { await Task.yield() }
            if ledger.allCompleted, navigator.pendingNavigationCount == 0, !navigator.isChangingContainers, loop.isIdle {
                return
            }
            loop.runTurn()
        }
    }

    /// Checks what must hold at every moment, transitions running or not: the tree UIKit shows.
    func checkTree(at index: Int) -> Bool {
        let problems = UIKitTreeInvariants.violations(in: window)
        #expect(problems.isEmpty, "\(place), operation \(index), mid-flight: \(problems)")
        #expect(loop.crashes.isEmpty, "\(place), operation \(index): UIKit would have crashed: \(loop.crashes)")
        return problems.isEmpty && loop.crashes.isEmpty
    }

    /// Settles, then checks the invariants; `false` after the first broken one stops the run.
    func check(at index: Int) async -> Bool {
        await settle()
        let place = "\(place), operation \(index)"
        let missing = ledger.missing
        let twice = ledger.twice
        #expect(missing.isEmpty, "\(place): navigations \(missing) never completed within \(Self.settleTurns) turns")
        #expect(twice.isEmpty, "\(place): navigations \(twice) completed more than once")
        #expect(!navigator.isChangingContainers && navigator.pendingNavigationCount == 0, "\(place): the queue is held")
        let problems = UIKitTreeInvariants.violations(in: window)
        #expect(problems.isEmpty, "\(place): \(problems)")
        #expect(loop.crashes.isEmpty, "\(place): UIKit would have crashed: \(loop.crashes)")
        var outlived = outlivers()
        // A bound whose step ended is woken a main-actor hop after its cancellation, and lets go of
        // its run then: give those hops (other suites share the main actor) before calling a leak.
        for _ in 0..<200 where !outlived.isEmpty {
            await Task.yield()
            outlived = outlivers()
        }
        #expect(outlived.isEmpty, "\(place): \(outlived.map(UIKitTreeInvariants.name)) left the tree (or never entered it) but live on")
        built.compact()
        ledger.checkpoint()
        return missing.isEmpty && twice.isEmpty && problems.isEmpty && outlived.isEmpty && loop.crashes.isEmpty
    }
}
