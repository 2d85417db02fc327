/// One change a navigation made to the container tree (or undid): what kind, and on which container.
///
/// ```swift
/// recorder.transitions.map(\.kind)   // [.selectTab, .stack]: one tab switch, one stack transition
/// ```
/// - Note: Reported by NavDSL's own actions and by custom ones that use
///   ``ScreenNavigator/performUndoableChange(_:undo:completion:)`` (as `.custom`).
public struct ScreenContainerChange: Hashable, Sendable, CustomStringConvertible {
    /// What changed, in UIKit's terms.
    public enum Kind: String, Hashable, Sendable {
        /// The window's root was replaced.
        case root
        /// The window was made key and visible.
        case keyWindow
        /// A controller was presented.
        case present
        /// A presented controller was dismissed.
        case dismiss
        /// A navigation stack was set (a push, a pop, any merged stack edit).
        case stack
        /// A tab bar's tabs were set.
        case tabs
        /// A tab was selected.
        case selectTab
        /// A split view's column, display mode or detail changed.
        case split
        /// A custom action's change.
        case custom
    }

    /// What changed.
    public let kind: Kind
    /// The container the change was made on, as text (`HeadlessNavigationController`, `Home`).
    public let container: String

    /// Creates a change.
    public init(kind: Kind, container: String) {
        self.kind = kind
        self.container = container
    }

    /// `"stack on HeadlessNavigationController"`.
    public var description: String { "\(kind.rawValue) on \(container)" }
}

/// A change as it is made: the container itself, described only when an event or a trace is built.
@MainActor
package struct ScreenChangeRecord {
    package let kind: ScreenContainerChange.Kind
    package let container: (any ScreenContainer)?

    package init(_ kind: ScreenContainerChange.Kind, on container: (any ScreenContainer)?) {
        self.kind = kind
        self.container = container
    }

    package var change: ScreenContainerChange {
        ScreenContainerChange(kind: kind, container: container.map { String(describing: $0) } ?? "a container")
    }
}
