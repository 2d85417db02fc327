/// One change of a headless container tree, recorded in ``HeadlessWindow/transitions``.
///
/// Every change appends exactly one transition, so tests can assert both the result and how many
/// animations the user would have seen:
/// ```swift
/// #expect(window.transitions.map(\.kind) == [.root, .stack])
/// ```
public struct HeadlessTransition: Hashable, Sendable, CustomStringConvertible {
    /// What changed.
    public enum Kind: String, Hashable, Sendable {
        /// The window's root was replaced.
        case root
        /// A controller was presented.
        case present
        /// A presented controller (and what it presented) was dismissed.
        case dismiss
        /// A navigation stack was replaced, pushed or popped.
        case stack
        /// The list of tabs was replaced.
        case tabs
        /// Another tab was selected.
        case selectTab
    }

    /// What changed.
    public let kind: Kind
    /// Whether the change was animated.
    public let animated: Bool
    /// The container that changed (the presented or dismissed one for modals), as text.
    public let container: String
    /// The state after the change, for example the stack `[Chats, Chat(42)]`.
    public let detail: String

    /// Creates a transition record.
    public init(kind: Kind, animated: Bool, container: String, detail: String = "") {
        self.kind = kind
        self.animated = animated
        self.container = container
        self.detail = detail
    }

    /// `stack HeadlessNavigationController [Chats, Chat(42)] animated`.
    public var description: String {
        [kind.rawValue, container, detail, animated ? "animated" : ""].filter { !$0.isEmpty }.joined(separator: " ")
    }
}
