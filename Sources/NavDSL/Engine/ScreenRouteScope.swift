/// How a step that wraps a whole route ends: the runner runs the wrapped steps in a frame of its
/// own instead of calling the step's `perform`, so routes nested to any depth (a `fallback(to:)`
/// or `resolve()` after every step) run in constant stack depth.
package enum ScreenRouteScope {
    /// `resolve()` and the nested forms: a failure fails the enclosing step.
    case nested
    /// `cauterize()`: a failure is undone, logged and ignored.
    case cauterize
    /// `fallback(to:)`: a failure is undone, then the steps built from the error run instead.
    case fallback(@MainActor (any Error) -> [AnyScreenRouteAction])
}

/// A step that wraps a route, run by the runner as a frame (see ``ScreenRouteScope``).
@MainActor
package protocol ScreenRouteScoping {
    /// The wrapped steps, which start on the container the step runs on.
    var scopedActions: [AnyScreenRouteAction] { get }
    /// What a failure of the wrapped steps does.
    var scope: ScreenRouteScope { get }
    /// The step's route-syntax text, with its wrapped steps as pieces.
    var textPieces: [ScreenRouteText.Piece] { get }
    /// The container type the step runs on.
    var containerType: Any.Type { get }
    /// Whether the step runs on `container`'s type.
    func accepts(_ container: any ScreenContainer) -> Bool
}

extension ScreenRouteScoping where Self: ScreenAction {
    package var containerType: Any.Type { Container.self }

    package func accepts(_ container: any ScreenContainer) -> Bool {
        container is Container
    }
}

/// Whether `error` means the navigation was cancelled, which no fallback catches.
///
/// NavDSL's ``ScreenCanceledError`` (a cancelled task or `cancel()`) and Swift's `CancellationError`
/// count; an app's own errors, even ones that mean "the user cancelled", are ordinary failures that
/// fallbacks catch.
package func isNavigationCancellation(_ error: any Error) -> Bool {
    error is ScreenCanceledError || error is CancellationError
}
