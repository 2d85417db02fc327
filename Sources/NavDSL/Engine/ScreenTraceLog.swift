/// The trace a run keeps while it runs: cheap references, turned into text only when the
/// navigation fails.
///
/// Its state is `@exclusivity(unchecked)`, for the reason ``ScreenRouteRun`` gives.
@MainActor
package final class ScreenTraceLog {
    /// What happened, with the container held weakly: a run waiting for a transition must not keep
    /// the window alive through its trace.
    private struct Entry {
        enum What {
            // The wide payloads are boxed (`indirect`): every step appends an entry, and a
            // one-reference entry is copied and destroyed for a fraction of a wide one's cost.
            case action(AnyScreenRouteAction)
            indirect case scope(any ScreenRouteScoping)
            /// Errors are values: their text is built only if the navigation fails in the end (a
            /// fallback that recovers never reads it).
            case failed(any Error)
            case fellBack(after: any Error)
            case cauterized(any Error)
            indirect case done(ScreenNavigationTrace.Entry)
        }

        let what: What
        weak var container: (any ScreenContainer)?

        /// Whether the entry names a container, which must be described before undo can release it.
        var holdsContainer: Bool {
            switch what {
            case .action, .scope: true
            case .failed, .fellBack, .cauterized, .done: false
            }
        }
    }

    private static let limit = 32
    /// Entries kept after the last failure, whatever follows it (`limit` are kept before it).
    private static let afterFailure = 8
    @exclusivity(unchecked) private var entries: [Entry] = []
    /// Entries left out before `entries[0]`, and between the kept failure and the tail.
    @exclusivity(unchecked) private var omittedBefore = 0
    @exclusivity(unchecked) private var omittedAfter = 0
    /// Entries before this index are the last failure's window, which trimming skips.
    @exclusivity(unchecked) private var protected = 0
    /// Entries before this index name no container still to describe.
    @exclusivity(unchecked) private var described = 0

    package init() {
        // One allocation for the few steps most navigations take, where growing from empty took one
        // per step.
        entries.reserveCapacity(4)
    }

    package func step(_ action: AnyScreenRouteAction, on container: any ScreenContainer) {
        append(Entry(what: .action(action), container: container))
    }

    package func scope(_ scoping: any ScreenRouteScoping, on container: any ScreenContainer) {
        append(Entry(what: .scope(scoping), container: container))
    }

    /// Records a failure, describing the steps so far first: undo may release their containers.
    package func failed(_ error: any Error) {
        for index in described..<entries.count where entries[index].holdsContainer {
            entries[index] = Entry(what: .done(Self.describe(entries[index])), container: nil)
        }
        described = entries.count
        protectFailure(at: entries.count)
        append(Entry(what: .failed(error), container: nil))
    }

    /// Keeps the entries around the failure about to be appended at `index`: the ones before it
    /// (older entries, an earlier failure's window included, become a gap) and the ones after it.
    private func protectFailure(at index: Int) {
        let start = max(0, index - Self.limit)
        if start > 0 {
            omittedBefore += omittedAfter + start
            omittedAfter = 0
            entries = Array(entries[start...])
            described = max(0, described - start)
        }
        protected = index - start + 1 + Self.afterFailure
    }

    package func fellBack(after error: any Error) {
        append(Entry(what: .fellBack(after: error), container: nil))
    }

    package func cauterized(_ error: any Error) {
        append(Entry(what: .cauterized(error), container: nil))
    }

    package func undone(_ change: ScreenChangeRecord) {
        append(Entry(what: .done(.undone(change.change)), container: nil))
    }

    private func append(_ entry: Entry) {
        entries.append(entry)
        if case .done = entry.what { described = entries.count }
        // Trimming in batches keeps appends amortized O(1) on routes of any length; the failure's
        // window (the first `protected` entries) stays.
        if entries.count - protected >= 2 * Self.limit {
            let dropped = entries.count - protected - Self.limit
            omittedAfter += dropped
            // A new array rather than `removeSubrange(_:)`, which releases the dropped entries (an
            // app's error among them) in the middle of the edit; see ``ScreenRouteRun`` on exclusivity.
            entries = Array(entries[..<protected] + entries[(protected + dropped)...])
            described = described > protected ? max(protected, described - dropped) : described
        }
    }

    /// `error` with this trace in its step, when it is a ``ScreenError`` with a step and no trace yet.
    package func attach(to error: any Error, navigation: ScreenNavigationID, route: String) -> any Error {
        guard var placed = error as? any ScreenError, var step = placed.step, step.trace == nil else { return error }
        step.trace = trace(navigation: navigation, route: route)
        placed.step = step
        return placed
    }

    private func trace(navigation: ScreenNavigationID, route: String) -> ScreenNavigationTrace {
        var described = entries.map(Self.describe)
        if omittedAfter > 0 { described.insert(.omitted(omittedAfter), at: min(protected, described.count)) }
        if omittedBefore > 0 { described.insert(.omitted(omittedBefore), at: 0) }
        return ScreenNavigationTrace(
            navigation: navigation, route: route, entries: described, omittedEntries: omittedBefore + omittedAfter)
    }

    private static func describe(_ entry: Entry) -> ScreenNavigationTrace.Entry {
        let container = entry.container.map { String(describing: $0) } ?? "a released container"
        return switch entry.what {
        case .action(let action): .step(ScreenStep(action: action.description, container: container))
        case .scope(let scoping): .step(ScreenStep(action: ScreenRouteText.outline(scoping.textPieces), container: container))
        case .failed(let error): .failed((error as? any ScreenError)?.step, message: "\(error)")
        case .fellBack(let error): .fallback(after: "\(error)")
        case .cauterized(let error): .cauterized("\(error)")
        case .done(let entry): entry
        }
    }
}
