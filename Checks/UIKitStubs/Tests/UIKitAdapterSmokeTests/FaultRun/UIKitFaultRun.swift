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
    /// Run-loop turns a controller out of the tree may live on before it counts as leaked: a
    /// bound's sleep is woken on the turn after its step ends, and lets go then; 50 turns (50 ms
    /// of the shared clock) leave room for the other suites sharing the main actor.
    static let leakGraceTurns = 50
    /// Turns a request alone waits for the changes earlier timeouts abandoned: longer than the
    /// adapter's wait for a presenter's view (100 ms), shorter than the settle gate's bound.
    static let abandonedChangeTurns = 200

    /// Whether a change abandoned at a timeout has not completed yet.
    private var abandonedChangesPending: Bool {
        navigator.undoCounts.changesAbandonedAtTimeout > navigator.undoCounts.lateCompletionsUndone
    }
    /// Controllers out of the tree and alive at the last checkpoint.
    private var suspects: [WeakFaultController] = []

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

    /// The invariant that matters: failed navigations compared with the tree they started from.
    let comparisons: FaultRunComparisons
    /// Gestures injected so far; the ones still running (ended by the stubs' run loop or the run).
    private var gestures = 0
    private var runningGestures: [StubInteractiveGesture] = []
    /// The top of the stack the held interactive pop (``gesture``) took off, and the controller it goes back to.
    private var heldPop: (top: ObjectIdentifier, back: ObjectIdentifier?)?
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
        // Animated transitions last 1 to 6 turns, drawn from the run's seed (printed with every failure).
        scene.stubRunLoop.transitionSeed = seed
        window = UIWindow(windowScene: scene)
        navigator = ScreenNavigator.onStubs(window: window)
        comparisons = FaultRunComparisons(place: "seed \(seed), \(answers)", navigator: navigator) { [window] in FaultTreeShape(of: window)
        }
        // A backstop only: the invariant is the bound in turns, which a working adapter meets long before.
        navigator.actionTimeout = .seconds(30)
        ledger.completed = { [weak self] number in self?.holdBound(of: number) }
        comparisons.gesturesEnded = { [weak self] in self?.gesturesEnded ?? true }
        comparisons.builtCount = { [built] in built.total }
        comparisons.builtSince = { [built] count in built.built(since: count) }
        random.user.swipeBack = { [weak self] stack in self?.swipeBack(on: stack) }
        let start = ScreenWindowRoute().setRoot(to: random.rootScreen(), animation: nil).makeKeyAndVisible()
        _ = try await loop.drive { try await self.navigator.navigateAndWait(to: start) }
    }

    /// Runs one random operation.
    func operate(_ index: Int) {
        switch random.int(0..<100) {
        case 0..<6: wantsAlone = !comparisons.holdsRequests
        case 6..<30: request(random.route())
        case 30..<38: requestNested()
        case 38..<46: requestCancelled()
        case 46..<62: userGesture()
        default: loop.runTurns(random.int(1..<(StubRunLoop.animatedTurns + 2)))
        }
    }

    func request(_ route: ScreenWindowRoute, then next: (() -> Void)? = nil) {
        // A watched navigation runs alone until it has settled: the user and the run loop go on.
        guard !comparisons.holdsRequests else { return loop.runTurn() }
        requestTurns.append(loop.turn)
        // One request in ten runs with a bound of two turns: its steps time out mid-transition.
        let timed = random.chance(10)
        navigator.actionTimeout = timed ? .milliseconds(2) : .seconds(30)
        if timed { timedRequests += 1 }
        ledger.request(route, on: navigator, then: next)
    }

    /// Whether the next operation is a navigation requested alone (``requestAlone()``).
    private(set) var wantsAlone = false

    /// Settles, then requests a navigation alone.
    ///
    /// The run requests nothing else until it has ended and settled, and compares it if it failed
    /// (``FaultRunComparisons``). Half of them run with a bound of two turns, so the timeout is
    /// compared after its late completion.
    func requestAlone() async {
        wantsAlone = false
        await settle()
        // A change abandoned at an earlier timeout can still be waiting in the adapter (for a
        // presenter's view, at the settle gate) with the run loop idle, and make its UIKit call
        // later: wait, a bounded number of turns, until every one has completed (and its undo been
        // queued); when one has not, nothing is requested alone this time.
        for _ in 0..<Self.abandonedChangeTurns where abandonedChangesPending {
            for _ in 0..<4 { await Task.yield() }
            loop.runTurn()
        }
        await settle()
        guard !abandonedChangesPending else { return }
        // A settle that ran out of turns (a step waiting out a longer bound) leaves others queued:
        // the next navigation to start would not be this one, so nothing is requested alone.
        guard ledger.allCompleted, navigator.pendingNavigationCount == 0, !navigator.isChangingContainers, loop.isIdle,
            gesturesEnded
        else { return }
        requestTurns.append(loop.turn)
        let timed = random.chance(50)
        navigator.actionTimeout = timed ? .milliseconds(2) : .seconds(30)
        if timed { timedRequests += 1 }
        comparisons.requestAlone()
        ledger.request(random.route(), on: navigator)
    }

    /// A navigation started from another one's completion, as an app chains them.
    private func requestNested() {
        let inner = random.route()
        request(random.route()) { [self] in request(inner) }
    }

    /// An awaited navigation whose task is cancelled half of the time.
    private func requestCancelled() {
        guard !comparisons.holdsRequests else { return loop.runTurn() }
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
            "UIKit fault run, \(place): \(ledger.requested) navigations; failed ones "
                + "\(comparisons.summary); 2 ms bounds \(timedRequests), changes in flight at a timeout "
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
    ///
    /// Each gesture's effect on the tree is recorded from the run's own call and its outcome.
    private func userGesture() {
        gestures += 1
        if navigator.undoCounts.rollbacksRunning > 0 { gesturesDuringRollbacks += 1 }
        if let running = gesture, !running.hasEnded {
            endHeldPop(finishing: random.chance(50))
            return
        }
        let controllers = UIKitTreeInvariants.controllers(in: window)
        guard !controllers.isEmpty else { return }
        let controller = controllers[random.int(0..<controllers.count)]
        switch random.int(0..<4) {
        case 0:
            let stack = controller as? UINavigationController
            let top = stack?.topViewController.map(ObjectIdentifier.init)
            gesture = stack?.stubBeginInteractivePop()
            // The pop takes the top off at once: the new top is where the user goes back to.
            heldPop = gesture == nil ? nil : top.map { ($0, stack?.topViewController.map(ObjectIdentifier.init)) }
        case 1: (controller as? UINavigationController).map { swipeBack(on: $0, finishing: random.chance(60)) }
        case 2:
            guard controller.presentingViewController != nil else { return }
            var layerRoot = controller
            while let parent = layerRoot.parent { layerRoot = parent }
            let finishing = random.chance(70)
            guard let swipe = controller.stubSwipeDown(finishing: finishing) else { return }
            runningGestures.append(swipe)
            if finishing { comparisons.record(.dismissed(ObjectIdentifier(layerRoot))) }
        default:
            guard let tabs = controller as? UITabBarController, let count = tabs.viewControllers?.count, count > 0 else { return }
            let index = random.int(0..<count)
            let selected = tabs.selectedIndex
            if tabs.stubTap(index), index != selected { comparisons.record(.selected(tabs: ObjectIdentifier(tabs), index: index)) }
        }
    }

    /// A whole swipe back on `stack`, finished or cancelled a transition later (also the seeded
    /// fault of ``FaultSwipeThenFailAction``, with a seeded outcome).
    private func swipeBack(on stack: UINavigationController, finishing outcome: Bool? = nil) {
        // From a route's step the gesture is not counted yet.
        if outcome == nil { gestures += 1 }
        let finishing = outcome ?? random.chance(50)
        let top = stack.topViewController.map(ObjectIdentifier.init)
        guard let swipe = stack.stubInteractivePop(finishing: finishing) else { return }
        runningGestures.append(swipe)
        let back = stack.topViewController.map(ObjectIdentifier.init)
        if finishing, let top { comparisons.record(.popped(top, back: back)) }
    }

    /// Ends the interactive pop the run holds.
    private func endHeldPop(finishing: Bool) {
        guard let running = gesture else { return }
        gesture = nil
        guard !running.hasEnded else { return }
        if finishing {
            running.finish()
            if let heldPop { comparisons.record(.popped(heldPop.top, back: heldPop.back)) }
        } else {
            running.cancel()
        }
    }

    /// Whether every gesture the run injected has ended.
    var gesturesEnded: Bool {
        runningGestures.removeAll(where: \.hasEnded)
        return runningGestures.isEmpty && (gesture?.hasEnded ?? true)
    }

    /// Ends the user's gesture, then turns the loop until every navigation completed and nothing
    /// runs, within ``settleTurns``; then compares the failures that waited for it.
    func settle() async {
        if let running = gesture, !running.hasEnded {
            gestures += 1
            endHeldPop(finishing: false)
        }
        gesture = nil
        for _ in 0..<Self.settleTurns {
            for _ in 0..<4 { await Task.yield() }
            if ledger.allCompleted, navigator.pendingNavigationCount == 0, !navigator.isChangingContainers, loop.isIdle,
                gesturesEnded
            {
                break
            }
            loop.runTurn()
        }
        comparisons.compare(with: FaultTreeShape(of: window))
    }

    /// Checks what must hold at every moment, transitions running or not: the tree UIKit shows.
    func checkTree(at index: Int) -> Bool {
        let problems = UIKitTreeInvariants.violations(in: window)
        #expect(problems.isEmpty, "\(place), operation \(index), mid-flight: \(problems)")
        #expect(loop.crashes.isEmpty, "\(place), operation \(index): UIKit would have crashed: \(loop.crashes)")
        return problems.isEmpty && loop.crashes.isEmpty
    }

    /// Settles, then checks the invariants; `false` after the first broken one stops the run.
    func check(at index: Int, atEnd: Bool = false) async -> Bool {
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
        // its run then: the grace is counted on the shared clock (turns, each giving the main actor
        // the hops a turn gives, as `settle()` does), not in yields another suite could use up.
        for _ in 0..<(atEnd ? Self.leakGraceTurns * 4 : Self.leakGraceTurns) where !outlived.isEmpty {
            for _ in 0..<4 { await Task.yield() }
            loop.runTurn()
            outlived = outlivers()
        }
        // A controller counts as leaked when it is still out of the tree and alive one checkpoint
        // (25 operations, their turns and hops) after it was first seen so, or at the run's end:
        // under a loaded machine a woken bound's hop can come later than the grace above.
        let suspected = outlived.filter { controller in suspects.contains { $0.value === controller } }
        suspects = outlived.map { WeakFaultController($0) }
        outlived = atEnd ? outlived : suspected
        let leakMessage: Comment = "\(place): \(outlived.map(UIKitTreeInvariants.name)) left the tree (or never entered it) but live on"
        #expect(outlived.isEmpty, leakMessage)
        built.compact()
        ledger.checkpoint()
        return missing.isEmpty && twice.isEmpty && problems.isEmpty && outlived.isEmpty && loop.crashes.isEmpty
    }
}
