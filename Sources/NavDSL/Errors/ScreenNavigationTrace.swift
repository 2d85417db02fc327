/// What a failed navigation did before it failed: the steps it ran, the failure, the fallbacks it
/// tried and the changes it undid, in order. A ``ScreenError`` of a failed navigation carries it
/// (``ScreenError/trace``); its description tells the story:
///
/// ```text
/// Navigation #2 failed: top(.stack).push(Chat).present(Sheet)
///   ran top(.stack) on HeadlessWindow
///   ran push(Chat) on HeadlessNavigationController
///   ran present(Sheet) on Chat
///   failed: present(Sheet) on Chat: Chat is already presenting Alert. ...
///   undid stack on HeadlessNavigationController
/// ```
/// The error's own message stays as it was (tests and logs compare it); read the trace for the
/// story. A failure of a custom error type that does not adopt ``ScreenError`` carries no trace;
/// the navigator's events (``ScreenNavigationEvent``) tell the same story for every error.
///
/// - Note: A long trace is trimmed, never its failure: it keeps the last failure with up to 32
///   entries before it and 8 after it, and the last 32 to 63 entries (the log trims in batches, so
///   that a step costs the same on any route). Each gap is an ``Entry/omitted(_:)`` entry saying
///   how many entries it left out; ``omittedEntries`` is their total. Entries of earlier failures
///   (recovered by a fallback or `cauterize()`) may be left out.
public struct ScreenNavigationTrace: Hashable, Sendable, CustomStringConvertible {
    /// One thing the navigation did.
    public enum Entry: Hashable, Sendable {
        /// An action ran on a container (a wrapping step shows its outline).
        case step(ScreenErrorStep)
        /// A step failed: its step, when the error names one, and the error's message.
        case failed(ScreenErrorStep?, message: String)
        /// A `fallback(to:)` took over after this error message.
        case fallback(after: String)
        /// `cauterize()` swallowed this error message.
        case cauterized(String)
        /// A change was undone.
        case undone(HeadlessTransition)
        /// This many entries were left out here, to keep a long trace short.
        case omitted(Int)
    }

    /// The navigation.
    public let navigation: ScreenNavigationID
    /// Its route in route syntax.
    public let route: String
    /// What it did, oldest first.
    public let entries: [Entry]
    /// How many entries a long route left out in all (the ``Entry/omitted(_:)`` entries' sum).
    public let omittedEntries: Int

    /// Creates a trace.
    public init(navigation: ScreenNavigationID, route: String, entries: [Entry], omittedEntries: Int = 0) {
        self.navigation = navigation
        self.route = route
        self.entries = entries
        self.omittedEntries = omittedEntries
    }

    /// The steps that ran, in order, the failing ones included.
    public var steps: [ScreenErrorStep] {
        entries.compactMap { if case .step(let step) = $0 { step } else { nil } }
    }

    /// The step whose failure ended the navigation.
    public var failingStep: ScreenErrorStep? {
        for entry in entries.reversed() { if case .failed(let step, _) = entry { return step } }
        return nil
    }

    /// The error messages after which fallbacks ran.
    public var fallbacks: [String] {
        entries.compactMap { if case .fallback(let message) = $0 { message } else { nil } }
    }

    /// The changes undone, in the order they were undone.
    public var undone: [HeadlessTransition] {
        entries.compactMap { if case .undone(let change) = $0 { change } else { nil } }
    }

    /// The story: one line for the route, one per entry.
    public var description: String {
        var lines = ["Navigation \(navigation) failed: \(route)"]
        for entry in entries {
            switch entry {
            case .step(let step): lines.append("  ran \(step)")
            case .failed(_, let message): lines.append("  failed: \(message)")
            case .fallback(let message): lines.append("  fell back after: \(message)")
            case .cauterized(let message): lines.append("  ignored by cauterize(): \(message)")
            case .undone(let change): lines.append("  undid \(change.kindAndContainer)")
            case .omitted(let count): lines.append("  (\(count) entries left out)")
            }
        }
        return lines.joined(separator: "\n")
    }
}

extension ScreenError {
    /// What the navigation did before it failed with this error; `nil` for an error that did not
    /// come from a navigation, or that failed before its first step.
    ///
    /// ```swift
    /// catch let error as ScreenContainerNotFoundError { print(error.trace ?? error) }
    /// ```
    public var trace: ScreenNavigationTrace? { step?.trace }
}

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
            case action(AnyScreenRouteAction)
            case scope(any ScreenRouteScoping)
            /// Errors are values: their text is built only if the navigation fails in the end (a
            /// fallback that recovers never reads it).
            case failed(any Error)
            case fellBack(after: any Error)
            case cauterized(any Error)
            case done(ScreenNavigationTrace.Entry)
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
        case .action(let action): .step(ScreenErrorStep(action: action.description, container: container))
        case .scope(let scoping): .step(ScreenErrorStep(action: ScreenRouteText.outline(scoping.textPieces), container: container))
        case .failed(let error): .failed((error as? any ScreenError)?.step, message: "\(error)")
        case .fellBack(let error): .fallback(after: "\(error)")
        case .cauterized(let error): .cauterized("\(error)")
        case .done(let entry): entry
        }
    }
}
