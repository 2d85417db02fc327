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
    var step: ScreenErrorStep? { get set }
}

extension ScreenError {
    /// `"push(Chat) on HeadlessNavigationController: <reason>"`, or the reason alone before the
    /// navigator has placed the error.
    public var description: String {
        guard let step else { return reason }
        return "\(step.action) on \(step.container): \(reason)"
    }
}

/// The action that failed and the container it ran on, both as readable text.
public struct ScreenErrorStep: Hashable, Sendable, CustomStringConvertible {
    /// The action in route syntax, for example `push(Chat(42))`.
    public let action: String
    /// The container the action ran on, for example `HeadlessNavigationController(Chats)`.
    public let container: String

    /// Creates a step description.
    public init(action: String, container: String) {
        self.action = action
        self.container = container
    }

    /// `"push(Chat) on HeadlessNavigationController"`.
    public var description: String { "\(action) on \(container)" }
}
