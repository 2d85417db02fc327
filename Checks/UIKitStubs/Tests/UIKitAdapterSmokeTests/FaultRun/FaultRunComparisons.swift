import NavDSL
import Testing
import UIKit

/// The invariant that matters in the UIKit fault run (`Checks/UIKitStubs/RULES.md`, "The fault
/// run"): a failed navigation leaves the tree as it was, except for what the user changed meanwhile.
///
/// The run requests some navigations alone (``UIKitFaultRun/requestAlone()``): after settling
/// (every navigation ended, the queue free, no transition, hop or gesture running), and nothing
/// else until they have ended and settled again. The tree is taken when the navigator starts
/// one (its `started` event); until it has settled only it, its late completions and the user's
/// gestures change the tree. A failure is compared when its rollback has ended (its `finished`
/// event) or, when a late completion may still land (a timeout) or a gesture still runs, once the
/// run has settled. The expected tree is the tree it started from with the effects of the gestures
/// the run injected meanwhile (the run's own record, never the adapter's user-change tracking).
/// Every other failure is exempted, with its reason.
@MainActor
final class FaultRunComparisons {
    /// Why a failed navigation was not compared, as the report prints them.
    enum Exemption: String, CaseIterable {
        /// Requested while others ran or were queued: whatever runs between its request and its
        /// start (another navigation's late completion undone as queued work of its own, a hop
        /// completing a change) changes the tree it starts from, so the tree it should end on is
        /// not one the run can name without the adapter's help.
        case requestedAmongOthers = "requested among others"
        /// Requested alone, but another navigation started before it settled.
        case anotherStartedBeforeItSettled = "another navigation started before it settled"
        /// Requested alone, but a change an earlier navigation abandoned at its timeout landed
        /// meanwhile and was undone (a change still waiting in the adapter, on a bound of its
        /// own, leaves the run loop idle, so the settle before the request could not see it).
        case earlierLateCompletion = "an earlier navigation's late completion landed meanwhile"
        /// Requested alone, and its tree is the one it started from plus screens it did not build:
        /// a change an earlier navigation abandoned at its timeout made its UIKit call meanwhile
        /// (it is undone when it completes, after this comparison).
        case earlierLateCall = "an earlier navigation's abandoned change put screens on meanwhile"
    }

    private struct Watch {
        let tree: FaultTreeShape
        let effects: Int
        /// Top-level navigations started so far, this one included.
        let starts: Int
        /// Undo steps the navigator had reported failed or timed out when it started.
        let undoFailures: Int
        /// Late completions undone and changes abandoned at a timeout when it started.
        let lateUndone: Int
        let abandoned: Int
        /// Controllers the run had built when it started.
        let built: Int
    }

    private struct Pending {
        let navigation: ScreenNavigationID
        let watch: Watch
        let error: any Error
    }

    private let place: String
    /// The effects of the gestures the run injected, in order.
    private var effects: [FaultTreeShape.Effect] = []
    private var watched: [ScreenNavigationID: Watch] = [:]
    private var pending: [Pending] = []
    private var starts = 0
    private var aloneRequests = 0
    private var token: ScreenRegistrationToken?
    private let undoFailures: @MainActor () -> Int
    /// Late completions undone and changes abandoned at a timeout, so far.
    private let lateCounts: @MainActor () -> (lateUndone: Int, abandoned: Int)
    private(set) var compared = 0
    /// Compared failures whose tree differed although the navigation's error named an undo step
    /// that failed or timed out (the rollback said it was incomplete), by the failing step's kind.
    private(set) var reportedIncomplete: [String: Int] = [:]
    private(set) var comparedTimeouts = 0
    private(set) var exemptions: [Exemption: Int] = [:]
    var exempted: Int { exemptions.values.reduce(0, +) }
    /// Whether a failure waits for the run to settle before it is compared.
    var awaitsSettle: Bool { !pending.isEmpty }
    /// Whether a navigation requested alone runs or waits to be compared: the run requests nothing then.
    var holdsRequests: Bool { aloneRequests > 0 || !watched.isEmpty || !pending.isEmpty }

    /// The next navigation started is the one the run requests alone.
    func requestAlone() {
        aloneRequests += 1
    }

    /// How many controllers the run has built, and those built since a count (the run sets them).
    var builtCount: @MainActor () -> Int = { 0 }
    var builtSince: @MainActor (Int) -> Set<ObjectIdentifier> = { _ in [] }
    /// Whether every gesture the run injected has ended (the run sets it).
    var gesturesEnded: @MainActor () -> Bool = { true }

    /// Listens to `navigator`'s events; `tree` reads the tree UIKit shows.
    init(place: String, navigator: ScreenNavigator, tree: @escaping @MainActor () -> FaultTreeShape) {
        self.place = place
        undoFailures = { [weak navigator] in navigator.map { $0.undoCounts.failedSteps + $0.undoCounts.timedOutSteps } ?? 0 }
        lateCounts = { [weak navigator] in
            navigator.map { ($0.undoCounts.lateCompletionsUndone, $0.undoCounts.changesAbandonedAtTimeout) } ?? (0, 0)
        }
        token = navigator.addListener { [weak self, weak navigator] event in
            guard let navigator else { return }
            guard let self else { return }
            switch event.kind {
            case .started(_, let parent):
                // Any navigation started meanwhile counts, nested ones too (none of the run's
                // routes nests one, so a nested start comes from elsewhere).
                starts += 1
                guard parent == nil else { return }
                guard aloneRequests > 0 else { return }
                aloneRequests -= 1
                watched[event.navigation] = Watch(
                    tree: tree(), effects: effects.count, starts: starts, undoFailures: undoFailures(),
                    lateUndone: navigator.undoCounts.lateCompletionsUndone, abandoned: navigator.undoCounts.changesAbandonedAtTimeout,
                    built: builtCount())
            case .finished(let result, _):
                let watch = watched.removeValue(forKey: event.navigation)
                guard case .failure(let error) = result else { return }
                guard let watch else { return exempt(.requestedAmongOthers) }
                // A navigation that started after this one ran because the queue moved on at a timeout.
                guard starts == watch.starts else { return exempt(.anotherStartedBeforeItSettled) }
                pending.append(Pending(navigation: event.navigation, watch: watch, error: error))
                // Its rollback has ended; unless the user is still acting or a late completion may
                // still land (a timeout), the tree can be compared now, before the queue moves on.
                if gesturesEnded(), !(error is ScreenActionTimeoutError) {
                    compare(with: tree(), only: event.navigation)
                }
            default: break
            }
        }
    }

    /// The run injected a gesture whose outcome changed the tree this way.
    func record(_ effect: FaultTreeShape.Effect) {
        effects.append(effect)
    }

    /// Compares the failures waiting for a settled run (or only `navigation`'s) with the tree now.
    func compare(with now: FaultTreeShape, only navigation: ScreenNavigationID? = nil) {
        for failure in pending where navigation == nil || failure.navigation == navigation {
            guard starts == failure.watch.starts else {
                exempt(.anotherStartedBeforeItSettled)
                continue
            }
            // Late completions undone beyond the changes this navigation abandoned are another's.
            let counts = lateCounts()
            guard counts.lateUndone - failure.watch.lateUndone <= counts.abandoned - failure.watch.abandoned else {
                exempt(.earlierLateCompletion)
                continue
            }
            compared += 1
            if failure.error is ScreenActionTimeoutError { comparedTimeouts += 1 }
            let expected = effects[failure.watch.effects...].reduce(failure.watch.tree) { $0.applying($1) }
            guard now != expected else { continue }
            if now.onlyAdds(to: expected, noneOf: builtSince(failure.watch.built)) {
                compared -= 1
                if failure.error is ScreenActionTimeoutError { comparedTimeouts -= 1 }
                exempt(.earlierLateCall)
                continue
            }
            if undoFailures() > failure.watch.undoFailures {
                // Not silent: the error's trace names the undo step that could not run.
                reportedIncomplete[Self.kind(of: failure.error), default: 0] += 1
            } else {
                // A timed-out navigation too: its change in flight is undone first, in its place,
                // so its late completion leaves the tree as it was.
                let trace = (failure.error as? any ScreenError)?.step?.trace.map { "\ntrace:\n\($0)" } ?? ""
                Issue.record(
                    "\(place): failed navigation \(failure.navigation) (\(failure.error)) left the tree changed:\n\(expected)\n--- now ---\n\(now)\(trace)"
                )
            }
        }
        pending.removeAll { navigation == nil || $0.navigation == navigation }
    }

    /// The failing step's action without its arguments, `setRoot` for `setRoot(Tabs) on …`.
    private static func kind(of error: any Error) -> String {
        guard let step = (error as? any ScreenError)?.step else { return "\(type(of: error))" }
        return String(step.action.prefix { $0.isLetter })
    }

    private func exempt(_ reason: Exemption) {
        exemptions[reason, default: 0] += 1
    }

    /// What the report prints: `compared 61 (timed out 12), exempted 40 (requested among others 40); …`.
    var summary: String {
        let reasons = Exemption.allCases.compactMap { reason in exemptions[reason].map { "\(reason.rawValue) \($0)" } }
        let incomplete = reportedIncomplete.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
        return "compared \(compared) (timed out \(comparedTimeouts)), exempted \(exempted)"
            + (reasons.isEmpty ? "" : " (" + reasons.joined(separator: ", ") + ")")
            + "; tree differs with the incomplete rollback reported \(reportedIncomplete.values.reduce(0, +))"
            + (incomplete.isEmpty ? "" : " (" + incomplete.joined(separator: ", ") + ")")
    }
}
