/// The name the navigator's change reports had before they became ``HeadlessTransition``s, the one
/// type for a change to the container tree (the window's log and the navigator's reports hold it).
///
/// ```swift
/// recorder.transitions.map(\.kind)   // [HeadlessTransition.Kind]
/// ```
/// - Note: Deprecated: kept for one release; write ``HeadlessTransition``.
@available(*, deprecated, renamed: "HeadlessTransition")
public typealias ScreenContainerChange = HeadlessTransition

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
