/// One thing a navigator did: a navigation requested, started or finished, an action run, a
/// container changed, a fallback taken, a change undone, a policy's decision.
///
/// Listeners receive events in the order they happen, on the main actor, while the navigation runs:
/// ```swift
/// let token = navigator.addListener { event in
///     if case .finished(.failure(let error), let duration) = event.kind { analytics.failed(error, duration) }
/// }
/// ```
/// Events are values: the route, actions and containers appear as text (route syntax, as in the
/// log), so keeping events never keeps a controller alive. The navigator builds an event only when
/// someone listens (a listener, or a logger that uses the message).
///
/// - Note: `description` leaves out durations, so a recording compares exactly in tests:
///   `"#2 push(Chat) on HeadlessNavigationController"`.
public struct ScreenNavigationEvent: Sendable, CustomStringConvertible {
    /// The navigation the event belongs to (a run nested in an action belongs to its navigation).
    public let navigation: ScreenNavigationID
    /// What happened.
    public let kind: Kind

    /// Creates an event.
    package init(navigation: ScreenNavigationID, kind: Kind) {
        self.navigation = navigation
        self.kind = kind
    }

    /// What happened, with what it happened to.
    public enum Kind: Sendable {
        /// `navigate` was called: the navigation waits in the queue, or runs nested in another.
        case requested(route: String, placement: Placement)
        /// The navigation's first step is about to run; `nestedIn` is the navigation it runs inside.
        case started(route: String, nestedIn: ScreenNavigationID?)
        /// A policy decided about the navigation (or, with `step`, about one action).
        case policy(name: String, decision: String, step: ScreenStep?)
        /// An action starts on a container: its description in route syntax and the container.
        case action(ScreenStep)
        /// A container changed: the transition the user sees.
        case transition(ScreenTransition)
        /// A step failed and the route's `fallback(to:)` runs instead.
        case fallback(after: any Error)
        /// A step failed inside `cauterize()`; the route goes on.
        case cauterized(any Error)
        /// A step failed: the changes made so far in its scope are undone, newest first.
        case undoStarted(changes: Int)
        /// One change was undone.
        case undone(ScreenTransition)
        /// The navigation was cancelled (its task, or `cancel()`); it finishes with ``ScreenCanceledError``.
        case cancelled
        /// An action did not complete within ``ScreenNavigator/actionTimeout``.
        case timedOut(ScreenStep, after: Duration)
        /// The navigation ended, with its result and how long it took from its start.
        case finished(Result<Void, any Error>, duration: Duration)
        /// Someone else changed the tree, usually the user: a back swipe that finished, a sheet
        /// swiped down, a tab tapped. Belongs to no navigation (``ScreenNavigationID/userDriven``).
        ///
        /// ```swift
        /// if case .userChange(let change) = event.kind, change.kind == .dismiss { flow.end() }
        /// ```
        /// - Note: Reported when the next navigation starts, or at once when a headless gesture
        ///   or ``ScreenNavigator/noticeUserChanges()`` reports it; never while a navigation runs.
        case userChange(ScreenTransition)
    }

    /// Where a requested navigation goes.
    public enum Placement: Sendable, Hashable {
        /// Into the queue, behind `ahead` navigations waiting (0: it starts when the queue is free).
        case queued(ahead: Int)
        /// Into the running navigation, which it runs inside, at once.
        case nested(in: ScreenNavigationID)
    }

    /// `"#2 push(Chat) on HeadlessNavigationController"`: the navigation's number and what happened.
    public var description: String { "\(navigation) \(kind)" }

    /// The line a ``ScreenLogger`` receives for this event, or `nil` for events it does not log
    /// (requests, transitions, undone changes, success: the log stays one line per step).
    package var logMessage: ScreenLogMessage? {
        switch kind {
        case .started(let route, let parent): .info(parent == nil ? "Navigating: \(route)" : "Navigating (nested): \(route)")
        case .policy(let name, let decision, let step): .info("Policy \(name): \(decision)\(step.map { " before \($0)" } ?? "")")
        case .action(let step): .info(step.description)
        case .fallback(let error): .info("Falling back after: \(error)")
        case .cauterized(let error): .info("Ignored by cauterize(): \(error)")
        case .undoStarted: .info("Undoing the changes of the failed steps")
        case .finished(.failure(let error), _): .error(error)
        case .requested, .transition, .undone, .cancelled, .timedOut, .finished(.success, _), .userChange: nil
        }
    }
}

extension ScreenNavigationEvent.Kind: CustomStringConvertible {
    /// `"requested (queued, 0 ahead): top(.stack)"`, `"transition: stack on HeadlessNavigationController"`, ...
    public var description: String {
        switch self {
        case .requested(let route, .queued(let ahead)): "requested (queued, \(ahead) ahead): \(route)"
        case .requested(let route, .nested(let parent)): "requested (nested in \(parent)): \(route)"
        case .started(let route, _): "started: \(route)"
        case .policy(let name, let decision, let step): "policy \(name): \(decision)\(step.map { " before \($0)" } ?? "")"
        case .action(let step): "\(step)"
        case .transition(let change): "transition: \(change.kindAndContainer)"
        case .fallback(let error): "fallback after: \(error)"
        case .cauterized(let error): "cauterized: \(error)"
        case .undoStarted(let count): "undo \(count) change\(count == 1 ? "" : "s")"
        case .undone(let change): "undone: \(change.kindAndContainer)"
        case .cancelled: "cancelled"
        case .timedOut(let step, let timeout): "timed out: \(step) after \(timeout)"
        case .finished(.success, _): "finished"
        case .finished(.failure(let error), _): "failed: \(error)"
        case .userChange(let change): "user changed: \(change.kindAndContainer)"
        }
    }
}

/// A navigation's number on its navigator, counted from 1 in request order.
///
/// ```swift
/// if event.navigation == deepLinkNavigation { ... }
/// ```
/// - Note: Written `#3`.
public struct ScreenNavigationID: Hashable, Sendable, CustomStringConvertible {
    /// The number.
    public let value: Int

    /// Creates an identifier.
    package init(_ value: Int) {
        self.value = value
    }

    /// `#3`.
    public var description: String { "#\(value)" }

    /// `#0`: the number of events that belong to no navigation, such as a user's change.
    ///
    /// ```swift
    /// let userChanges = recorder.events.filter { $0.navigation == .userDriven }
    /// ```
    /// - Note: Navigations are numbered from 1, so no navigation has it.
    public static let userDriven = ScreenNavigationID(0)
}

/// A log line made from an event: an informational text or an error.
///
/// Package-only: the navigator sends it to its ``ScreenLogger``; a listener reads the event itself.
package enum ScreenLogMessage: Sendable {
    /// Sent to ``ScreenLogger/info(_:)``.
    case info(String)
    /// Sent to ``ScreenLogger/error(_:)``.
    case error(any Error)
}
