/// Searches a container tree; behind `top(_:)`, `first(_:)` and `last(_:)`.
///
/// Replace it to change what "visible" means for custom containers.
@MainActor
public protocol ScreenIterator {
    /// The deepest container matching `predicate` on the visible path from `container`, inside the
    /// top layer: what the user is looking at, never something under a modal.
    func topContainer(
        in container: any ScreenContainer,
        where predicate: (any ScreenContainer) -> Bool
    ) -> (any ScreenContainer)?

    /// The first match of a depth-first walk: a container, its nested containers, then what it presents.
    func firstContainer(
        in container: any ScreenContainer,
        where predicate: (any ScreenContainer) -> Bool
    ) -> (any ScreenContainer)?

    /// The last match of the same depth-first walk.
    func lastContainer(
        in container: any ScreenContainer,
        where predicate: (any ScreenContainer) -> Bool
    ) -> (any ScreenContainer)?
}
