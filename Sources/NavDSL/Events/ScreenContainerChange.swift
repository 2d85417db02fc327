/// The name the navigator's change reports had before they became ``ScreenTransition``s, the one
/// type for a change to the container tree (the window's log and the navigator's reports hold it).
///
/// ```swift
/// recorder.transitions.map(\.kind)   // [ScreenTransition.Kind]
/// ```
/// - Note: Deprecated: kept for one release; write ``ScreenTransition``.
@available(*, deprecated, renamed: "ScreenTransition")
public typealias ScreenContainerChange = ScreenTransition

extension ScreenTransition {
    /// Creates a change as a navigator reports it, the initializer `ScreenContainerChange` had.
    ///
    /// ```swift
    /// ScreenTransition(kind: .stack, animation: nil, container: "HeadlessNavigationController")
    /// ```
    /// - Note: Deprecated: kept for one release; write ``init(kind:animation:container:detail:)``
    ///   with `animation: nil`.
    @available(*, deprecated, message: "ScreenContainerChange is ScreenTransition now: use init(kind:animation:container:detail:)")
    public init(kind: Kind, container: String) {
        self.init(kind: kind, animation: nil, container: container)
    }
}
