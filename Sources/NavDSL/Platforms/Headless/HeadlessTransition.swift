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
        /// A presented sheet changed (its detents or its selected detent).
        case sheet
        /// A split view column got another controller (`setViewController(_:for:)`).
        case column
        /// An expanded split view showed or hid a column (its display mode changed).
        case displayMode
        /// A split view collapsed into one column (the window became compact).
        case collapse
        /// A split view split its columns apart again (the window became regular).
        case expand
    }

    /// What changed.
    public let kind: Kind
    /// Whether the change was animated.
    public let animated: Bool
    /// Which animation ran (`nil` when none did): ``ScreenAnimation/default`` for the platform's
    /// own, a view transition or a custom animation by name (a presentation through a
    /// transitioning delegate records the delegate's type name).
    public let animation: ScreenAnimation?
    /// The container that changed (the presented or dismissed one for modals), as text.
    public let container: String
    /// The state after the change, for example the stack `[Chats, Chat(42)]`.
    public let detail: String

    /// Creates a transition record; `animated` records the ``ScreenAnimation/default`` animation.
    public init(kind: Kind, animated: Bool, container: String, detail: String = "") {
        self.init(kind: kind, animation: .animated(animated), container: container, detail: detail)
    }

    /// Creates a transition record of the animation that ran (`nil`: none).
    public init(kind: Kind, animation: ScreenAnimation?, container: String, detail: String = "") {
        self.kind = kind
        self.animated = animation != nil
        self.animation = animation
        self.container = container
        self.detail = detail
    }

    /// `stack HeadlessNavigationController [Chats, Chat(42)] animated`, with the animation when it
    /// is not the default one: `root Home animated crossDissolve(0.3)`.
    public var description: String {
        let custom = animation.flatMap { $0 == .default ? nil : $0.description } ?? ""
        return [kind.rawValue, container, detail, animated ? "animated" : "", custom].filter { !$0.isEmpty }.joined(separator: " ")
    }
}
