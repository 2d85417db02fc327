// Stub-only: the run loop a test drives (Checks/UIKitStubs/RULES.md §8 "Transitions take time"). Not UIKit API.
// Each window (through its scene, when it has one) owns one, so parallel tests share nothing.

/// Stub-only: a line UIKit would print to the console, or the exception it would raise.
public struct StubUIKitMessage: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// A console warning: UIKit changed nothing and dropped the completion (§7 warning rows).
        case warning
        /// An uncaught exception on a device (§7 crash rows): the stub changes nothing instead.
        case crash
    }

    public let kind: Kind
    public let text: String

    public var description: String { kind == .crash ? "crash: \(text)" : text }
}

/// Stub-only: the run loop a test drives; transitions, layout passes and late completions happen
/// on its turns, never in the caller's turn.
///
/// ```swift
/// let loop = window.stubRunLoop
/// nav.pushViewController(chat, animated: true)  // viewControllers changes now, the transition runs
/// loop.runTurns(StubRunLoop.animatedTurns)       // ...until here: viewDidAppear, then completions
/// try await loop.drive { try await navigator.navigate(to: route) }  // turns until the body ends
/// ```
@MainActor
public final class StubRunLoop {
    /// How many turns an animated transition takes; a non-animated one ends at the next turn (§8, [P3]).
    public static let animatedTurns = 3

    /// Stub-only: the seed of the lengths of this loop's animated transitions (Checks/UIKitStubs/RULES.md
    /// §8 "Transitions take time"); `nil` (the default) gives every one ``animatedTurns``. A seeded
    /// loop draws each length from 1 to 6 turns, so a bound or a gesture meets transitions at
    /// every stage; the fault run sets it from its own seed and prints it.
    public var transitionSeed: UInt64? {
        didSet { transitionState = transitionSeed ?? 0 }
    }
    private var transitionState: UInt64 = 0

    /// The turns the next animated transition takes: ``animatedTurns``, or a seeded length (§8
    /// "Transitions take time").
    func nextTransitionTurns() -> Int {
        guard transitionSeed != nil else { return Self.animatedTurns }
        // SplitMix64: a small, stable generator, so one seed gives one sequence of lengths.
        transitionState &+= 0x9E37_79B9_7F4A_7C15
        var value = transitionState
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        value ^= value >> 31
        return 1 + Int(value % 6)
    }

    /// The device answers this loop's windows behave by; set them before building the tree.
    public var answers = StubDeviceAnswers.likely
    /// The turns run so far.
    public private(set) var turn = 0
    /// Every warning and refused crash, in order.
    public private(set) var messages: [StubUIKitMessage] = []
    /// The warnings' texts (§7 warning rows).
    public var warnings: [String] { messages.filter { $0.kind == .warning }.map(\.text) }
    /// The refused crashes' texts (§7 crash rows); a device would have terminated.
    public var crashes: [String] { messages.filter { $0.kind == .crash }.map(\.text) }
    /// How many completion blocks UIKit kept forever after refusing their call (device question 3).
    public var keptCompletionCount: Int { keptCompletions.count }
    /// The transition calls (present, dismiss, `setViewControllers`, `rootViewController =`,
    /// `selectedIndex =`) made from inside a completion UIKit was still delivering: a present's or
    /// dismiss's completion, a coordinator's alongside completion, `transition(with:...)`'s
    /// completion. UIKit is still tearing the previous transition down then, and what it does with
    /// such a call is device question 5's second half; review R14 asks the adapter to make none.
    public internal(set) var callsFromCallbacks: [String] = []
    /// The controllers a call put on screen inside an animation block while animations were
    /// enabled (`transition(with:...)`'s `animations` without `performWithoutAnimation`): their
    /// first layout (bars, safe-area insets) animates from zero-sized frames, the "bars fly in"
    /// glitch of a root swap (review R17).
    public internal(set) var layoutsInsideAnimations: [String] = []

    /// How long one turn lasts on this loop's clock (``sleep(for:)``).
    public static let turnDuration = Duration.milliseconds(1)

    private var scheduled: [(due: Int, work: @MainActor () -> Void)] = []
    /// Sleepers still waiting (woken at their turn, when cancelled, or when the loop goes away):
    /// kept apart from the scheduled work, so a bound that has not run out keeps no loop busy.
    private var sleepers: [Int: (due: Int, continuation: CheckedContinuation<Void, Never>)] = [:]
    private var nextSleeper = 0
    private var keptCompletions: [Any] = []
    var windows: [StubWeakWindow] = []

    public init() {}

    deinit {
        for sleeper in sleepers.values { sleeper.continuation.resume() }
    }

    /// Stub-only: a clock that counts this loop's turns, one turn per ``turnDuration`` (at least
    /// one turn). Hand it to a navigator (`navigator.sleep = loop.sleep(for:)`) and its bounds
    /// (`actionTimeout`, an undo step's bound) run on the same time as the transitions, so a
    /// timeout can fire in the middle of one, deterministically.
    public func sleep(for duration: Duration) async {
        let due = turn + max(1, Int((duration / Self.turnDuration).rounded(.up)))
        let id = nextSleeper
        nextSleeper += 1
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                sleepers[id] = (due, continuation)
            }
        } onCancel: { [waker = StubSleepWaker(loop: self)] in
            Task { @MainActor in waker.loop?.wake(id) }
        }
    }

    fileprivate func wake(_ id: Int) {
        sleepers.removeValue(forKey: id)?.continuation.resume()
    }

    /// Whether nothing is scheduled and every window's views are where the last layout put them.
    public var isIdle: Bool {
        scheduled.isEmpty && windows.allSatisfy { $0.window?.stubLayoutIsCurrent ?? true }
    }

    /// Runs one turn: the work due now (transition ends, late completions), then a layout pass.
    public func runTurn() {
        turn += 1
        let due = scheduled.filter { $0.due <= turn }
        scheduled.removeAll { $0.due <= turn }
        for item in due { item.work() }
        // In the order they went to sleep: a dictionary's order changes from process to process,
        // and the sleepers' order is the order their tasks resume, so a seed replays one run.
        for id in sleepers.filter({ $0.value.due <= turn }).keys.sorted() { wake(id) }
        for window in windows.compactMap(\.window) { window.stubLayoutPass() }
    }

    /// Runs `count` turns.
    public func runTurns(_ count: Int) {
        for _ in 0..<count { runTurn() }
    }

    /// Runs turns until idle, at most `maxTurns`; `false` when still busy then.
    @discardableResult
    public func runUntilIdle(maxTurns: Int = 100) -> Bool {
        for _ in 0..<maxTurns where !isIdle { runTurn() }
        return isIdle
    }

    /// Runs `body` (a navigation, usually) and turns the loop until it returns, then until idle;
    /// throws ``StubRunLoopTimeout`` after `maxTurns` turns, so a navigation that never completes
    /// fails the test instead of hanging it.
    public func drive<T>(maxTurns: Int = 200, _ body: @escaping @MainActor () async throws -> T) async throws -> T {
        let box = StubDriveResult<T>()
        let task = Task { @MainActor in
            do { box.result = .success(try await body()) } catch { box.result = .failure(error) }
        }
        var turns = 0
        while true {
            for _ in 0..<8 where box.result == nil { await Task.yield() }
            if let result = box.result {
                runUntilIdle()
                return try result.get()
            }
            guard turns < maxTurns else {
                task.cancel()
                throw StubRunLoopTimeout(turns: turns)
            }
            runTurn()
            turns += 1
        }
    }

    /// Stub-only: runs `work` at the start of the turn `count` turns from now (at least one), as
    /// UIKit's own late work runs; a navigator's adapter is given this as its run-loop turns (§8
    /// "Time is the run loop's").
    public func afterTurns(_ count: Int, _ work: @escaping @MainActor () -> Void) {
        schedule(afterTurns: count, work)
    }

    // MARK: - What the behavioural UIKit calls

    func schedule(afterTurns count: Int, _ work: @escaping @MainActor () -> Void) {
        scheduled.append((turn + max(count, 1), work))
    }

    /// UIKit logs `text` and drops `completion`: released or kept by device question 3 (§8
    /// "Silent refusals drop the completion").
    func refuse(_ text: String, dropping completion: Any?) {
        messages.append(StubUIKitMessage(kind: .warning, text: text))
        if let completion, answers.droppedCompletion == .keptForever { keptCompletions.append(completion) }
    }

    /// UIKit would raise an exception (§7 crash rows); the stub records it and changes nothing.
    func crash(_ text: String) {
        messages.append(StubUIKitMessage(kind: .crash, text: text))
    }
}

/// The loop a cancelled sleeper wakes, held weakly.
@MainActor
private final class StubSleepWaker {
    weak var loop: StubRunLoop?

    init(loop: StubRunLoop) {
        self.loop = loop
    }
}

/// Whether UIKit is delivering a completion block now (review R14); blocks run synchronously on
/// the main actor, so one count serves every run loop.
@MainActor
enum StubCallbacks {
    private static var depth = 0

    /// Runs `callback` as a completion UIKit delivers.
    static func deliver(_ callback: () -> Void) {
        depth += 1
        callback()
        depth -= 1
    }

    /// Records `call` on `loop` when it is made from inside a completion UIKit is delivering.
    static func note(_ call: @autoclosure () -> String, on loop: StubRunLoop?) {
        guard depth > 0, let loop else { return }
        loop.callsFromCallbacks.append(call())
    }
}

/// Stub-only: ``StubRunLoop/drive(maxTurns:_:)`` ran out of turns (the body never finished).
public struct StubRunLoopTimeout: Error, CustomStringConvertible {
    public let turns: Int
    public var description: String { "the body had not finished after \(turns) run-loop turns" }
}

@MainActor
private final class StubDriveResult<T> {
    var result: Result<T, any Error>?
}
