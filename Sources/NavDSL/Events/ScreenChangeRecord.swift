/// The name the navigator's change reports had before they became ``HeadlessTransition``s, the one
/// type for a change to the container tree (the window's log and the navigator's reports hold it).
///
/// ```swift
/// recorder.transitions.map(\.kind)   // [HeadlessTransition.Kind]
/// ```
/// - Note: Deprecated: kept for one release; write ``HeadlessTransition``.
@available(*, deprecated, renamed: "HeadlessTransition")
public typealias ScreenContainerChange = HeadlessTransition

/// A change as it is made: the container itself, described only when an event or a trace is built.
@MainActor
package struct ScreenChangeRecord {
    package let kind: HeadlessTransition.Kind
    package let container: (any ScreenContainer)?

    package init(_ kind: HeadlessTransition.Kind, on container: (any ScreenContainer)?) {
        self.kind = kind
        self.container = container
    }

    /// The change as a navigator reports it: what and where (no animation, no detail: those are
    /// what only the container that made the change knows, and its own log records them).
    package var change: HeadlessTransition {
        HeadlessTransition(kind: kind, animation: nil, container: container.map { String(describing: $0) } ?? "a container")
    }
}

extension HeadlessTransition {
    /// Creates a change as a navigator reports it, the initializer `ScreenContainerChange` had.
    ///
    /// ```swift
    /// HeadlessTransition(kind: .stack, animation: nil, container: "HeadlessNavigationController")
    /// ```
    /// - Note: Deprecated: kept for one release; write ``init(kind:animation:container:detail:)``
    ///   with `animation: nil`.
    @available(*, deprecated, message: "ScreenContainerChange is HeadlessTransition now: use init(kind:animation:container:detail:)")
    public init(kind: Kind, container: String) {
        self.init(kind: kind, animation: nil, container: container)
    }

    /// `"stack on HeadlessNavigationController"`: the change as the events and traces write it.
    package var kindAndContainer: String { "\(kind.rawValue) on \(container)" }
}
