import NavDSL
import NavDSLSwiftUI
import NavDSLTestSupport
import Testing

/// How the window completes changes in one run: who acknowledges, and whether one update may
/// dismiss several layers (iOS 17) or goes top-down, one layer per acknowledgement (iOS 16).
struct SwiftUIFaultSetting: Sendable, CustomStringConvertible {
    let completion: SwiftUICompletionMode
    let allowsMultipleDismissals: Bool

    static let all = [
        SwiftUIFaultSetting(completion: .deferred, allowsMultipleDismissals: true),
        SwiftUIFaultSetting(completion: .deferred, allowsMultipleDismissals: false),
        SwiftUIFaultSetting(completion: .acknowledged, allowsMultipleDismissals: true),
        SwiftUIFaultSetting(completion: .acknowledged, allowsMultipleDismissals: false),
    ]

    var description: String { "\(completion), \(allowsMultipleDismissals ? "multiple dismissals" : "top-down dismissals")" }
}

/// One seeded fault run over a SwiftUI window model (issue 44, item 6).
///
/// Operations interleave navigations (queued, nested in a step or a completion, cancelled), what
/// SwiftUI writes back for the user (paths, prefixes or not, swipe-downs, tab taps, split
/// visibility and size class) and acknowledgements: on time, late, or lost while the probe is
/// silent, so the watchdog completes the change. ``check(at:)`` settles and holds the invariants; a
/// broken one is recorded with the seed, setting and operation index.
@MainActor
final class SwiftUIFaultRun {
    /// Settle rounds (each a few yields, then an acknowledgement or a short sleep) before a
    /// navigation counts as never completing.
    static let settleRounds = 600
    /// The watchdog's bound in the run: short, so lost acknowledgements cost milliseconds.
    static let watchdog = Duration.milliseconds(3)

    let seed: UInt64
    let setting: SwiftUIFaultSetting
    let window: SwiftUIWindowModel
    let navigator: ScreenNavigator
    let built = SwiftUIFaultBuilt()
    var random: SwiftUIFaultRoutes
    let ledger: FaultRunLedger
    var userEdits = 0
    private(set) var watchdogNotes = 0
    /// Whether the views' probe is silent now: its acknowledgements are lost (`.acknowledged` only).
    private var isProbeSilent = false

    var place: String { "seed \(seed), \(setting)" }

    init(seed: UInt64, setting: SwiftUIFaultSetting) async throws {
        self.seed = seed
        self.setting = setting
        random = SwiftUIFaultRoutes(seed: seed, built: built)
        ledger = FaultRunLedger(place: "seed \(seed), \(setting)")
        window = SwiftUIWindowModel()
        window.watchdog = Self.watchdog
        window.allowsMultipleDismissalsInOneUpdate = setting.allowsMultipleDismissals
        navigator = ScreenNavigator(window: window, logger: nil)
        try await navigator.navigateAndWait(to: SwiftUIWindowRoute().setRoot(to: random.rootScreen(), animation: nil).makeKeyAndVisible())
        window.completion = setting.completion
    }

    /// Runs one random operation.
    func operate(_ index: Int) {
        switch random.int(0..<100) {
        case 0..<28: request(random.route())
        case 28..<34: requestNested()
        case 34..<40: requestCancelled()
        case 40..<60: userEdit()
        case 60..<63 where setting.completion == .acknowledged: isProbeSilent.toggle()
        default: acknowledge()
        }
    }

    func request(_ route: SwiftUIWindowRoute, then next: (() -> Void)? = nil) {
        ledger.request(route, on: navigator, then: next)
    }

    /// A navigation started from another one's completion, as an app chains them.
    private func requestNested() {
        let inner = random.route()
        request(random.route()) { [self] in request(inner) }
    }

    /// An awaited navigation whose task is cancelled half of the time.
    private func requestCancelled() {
        let route = random.route()
        ledger.requestAwaited(route, on: navigator, cancel: random.chance(50))
    }

    /// The views' probe: the oldest change or every pending one, unless it is silent.
    private func acknowledge() {
        guard !isProbeSilent else { return }
        if random.chance(50) { window.completeNextTransition() } else { window.completePendingTransitions() }
    }

    /// Lets every navigation finish within ``settleRounds``: acknowledging when the probe works,
    /// waiting for the watchdog when it is silent.
    func settle() async {
        for _ in 0..<Self.settleRounds {
            for _ in 0..<3 { await Task.yield() }
            if ledger.allCompleted, !window.hasPendingTransitions, !navigator.isChangingContainers,
                navigator.pendingNavigationCount == 0
            {
                return
            }
            if isProbeSilent {
                try? await Task.sleep(for: .milliseconds(1))
            } else {
                window.completePendingTransitions()
            }
        }
    }

    /// Checks what must hold at every moment, changes in flight or not.
    func checkTree(at index: Int) -> Bool {
        let problems = SwiftUITreeInvariants.violations(in: window)
        #expect(problems.isEmpty, "\(place), operation \(index), mid-flight: \(problems)")
        return problems.isEmpty
    }

    /// Settles, then checks the invariants; `false` after the first broken one stops the run.
    func check(at index: Int) async -> Bool {
        await settle()
        let place = "\(place), operation \(index)"
        let missing = ledger.missing
        let twice = ledger.twice
        #expect(missing.isEmpty, "\(place): navigations \(missing) never completed within \(Self.settleRounds) settle rounds")
        #expect(twice.isEmpty, "\(place): navigations \(twice) completed more than once")
        let isHeld = navigator.isChangingContainers || navigator.pendingNavigationCount > 0 || window.hasPendingTransitions
        #expect(!isHeld, "\(place): the queue is held")
        let problems = SwiftUITreeInvariants.violations(in: window)
        #expect(problems.isEmpty, "\(place): \(problems)")
        let inTree = Set(SwiftUITreeInvariants.retained(in: window).map(ObjectIdentifier.init))
        built.compact()
        let outlived = built.live.filter { !inTree.contains(ObjectIdentifier($0)) }
        #expect(outlived.isEmpty, "\(place): \(outlived) left the tree (or never entered it) but live on")
        // What is in the tree now must be gone once it leaves it, whoever built it.
        for model in SwiftUITreeInvariants.models(in: window) { built.add(model) }
        watchdogNotes += window.notes.filter { $0.hasPrefix("divergence") }.count
        window.resetLogs()
        ledger.checkpoint()
        return missing.isEmpty && twice.isEmpty && !isHeld && problems.isEmpty && outlived.isEmpty
    }
}
