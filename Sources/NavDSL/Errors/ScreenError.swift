/// An error raised while a route runs.
///
/// It carries the step that failed so its message names the
/// action and the container it ran on, never a raw structure dump.
///
/// The navigator fills ``step`` when an action fails; actions and platforms only describe the
/// reason. Custom errors can adopt this protocol to get the same treatment.
public protocol ScreenError: Error, CustomStringConvertible {
    /// What was refused and why, with a hint for the fix when there is one.
    var reason: String { get }

    /// The failing action and the container it ran on; set by the navigator.
    var step: ScreenStep? { get set }
}

extension ScreenError {
    /// `"push(Chat) on HeadlessNavigationController: <reason>"`, or the reason alone before the
    /// navigator has placed the error.
    public var description: String {
        guard let step else { return reason }
        return "\(step.action) on \(step.container): \(reason)"
    }
}

/// A route's step as logs, events, traces and errors name it: its action in route syntax and the
/// container it ran on, both as readable text.
///
/// ```swift
/// error.step?.description   // "push(Chat(42)) on HeadlessNavigationController"
/// ```
/// It is the failing step of an error, a step of a ``ScreenNavigationTrace`` and what the `action`
/// event of ``ScreenNavigationEvent`` reports: one word, *step*, for one thing, a route's step.
/// - Note: Text only: holds no container, never fails.
public struct ScreenStep: Hashable, Sendable, CustomStringConvertible {
    /// The action in route syntax, for example `push(Chat(42))`.
    public let action: String
    /// The container the action ran on, for example `HeadlessNavigationController(Chats)`.
    public let container: String
    /// For the failing step of a navigation's error: what the navigation did up to the failure.
    ///
    /// Not part of equality: two steps are equal when their action and container are.
    public internal(set) var trace: ScreenNavigationTrace? {
        get { traceBox?.trace }
        set { traceBox = newValue.map(ScreenTraceBox.init) }
    }
    private var traceBox: ScreenTraceBox?

    /// Creates a step description.
    public init(action: String, container: String) {
        self.action = action
        self.container = container
    }

    /// `"push(Chat) on HeadlessNavigationController"`.
    public var description: String { "\(action) on \(container)" }

    /// Whether both name the same action on the same container (traces are not compared).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.action == rhs.action && lhs.container == rhs.container
    }

    /// Hashes the action and the container, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(action)
        hasher.combine(container)
    }
}

/// Keeps a trace out of ``ScreenStep``'s inline storage (a trace holds a step: a step cannot
/// hold a trace inline).
private final class ScreenTraceBox: Sendable {
    let trace: ScreenNavigationTrace

    init(_ trace: ScreenNavigationTrace) {
        self.trace = trace
    }
}
