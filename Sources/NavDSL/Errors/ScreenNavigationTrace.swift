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
        case step(ScreenStep)
        /// A step failed: its step, when the error names one, and the error's message.
        case failed(ScreenStep?, message: String)
        /// A `fallback(to:)` took over after this error message.
        case fallback(after: String)
        /// `cauterize()` swallowed this error message.
        case cauterized(String)
        /// A change was undone.
        case undone(ScreenTransition)
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
    package init(navigation: ScreenNavigationID, route: String, entries: [Entry], omittedEntries: Int = 0) {
        self.navigation = navigation
        self.route = route
        self.entries = entries
        self.omittedEntries = omittedEntries
    }

    /// The steps that ran, in order, the failing ones included.
    public var steps: [ScreenStep] {
        entries.compactMap { if case .step(let step) = $0 { step } else { nil } }
    }

    /// The step whose failure ended the navigation.
    public var failingStep: ScreenStep? {
        for entry in entries.reversed() { if case .failed(let step, _) = entry { return step } }
        return nil
    }

    /// The error messages after which fallbacks ran.
    public var fallbacks: [String] {
        entries.compactMap { if case .fallback(let message) = $0 { message } else { nil } }
    }

    /// The changes undone, in the order they were undone.
    public var undone: [ScreenTransition] {
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
