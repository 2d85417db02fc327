/// One change to the container tree: NavDSL's one type, and one vocabulary, for it.
///
/// Two logs hold it. A headless window records every change its containers make in
/// `HeadlessWindow.transitions`, one transition each, with the animation and the state after
/// the change, so tests can assert both the result and how many animations the user would have
/// seen. A navigator reports, on every platform, each change its steps make and each it undoes
/// (``ScreenNavigationEvent/Kind-swift.enum/transition(_:)``, ``ScreenNavigationRecorder/transitions``,
/// ``ScreenNavigationTrace/undone``): there it says what changed and on which container, with
/// `animation` `nil` and `detail` empty, since only the container knows those.
/// ```swift
/// #expect(window.transitions.map(\.kind) == [.root, .stack])
/// #expect(recorder.transitions.map(\.kind) == [.root, .stack])
/// ```
/// - Note: Declared in the core, not in the headless platform: a UIKit app's listeners and
///   recorders receive it too. It was `HeadlessTransition` until this release.
public struct ScreenTransition: Hashable, Sendable, CustomStringConvertible {
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
        /// The window was made key and visible. Navigators report it; a window's log does not
        /// record it, as the user sees no transition.
        case keyWindow
        /// A custom action's change, made with
        /// ``ScreenNavigator/performUndoableChange(_:undo:completion:)``. Navigators report it; the
        /// window's log records the container changes the action made.
        case custom
        /// A split view column got another controller (`setViewController(_:for:)`, `showDetail`).
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

extension ScreenTransition {
    /// `"stack on HeadlessNavigationController"`: the change as the events and traces write it.
    package var kindAndContainer: String { "\(kind.rawValue) on \(container)" }
}
