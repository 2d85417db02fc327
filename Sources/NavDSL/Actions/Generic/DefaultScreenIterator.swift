/// The standard search over windows, view controllers, stacks and tab bars.
///
/// - Visible path: a window shows its root; a tab bar its selected tab; a stack its top; any
///   controller also shows what it presents, above everything before it on the path.
/// - Depth-first walk: a container, then its nested containers (stack bottom to top, tabs in
///   order with the selected one last), then what it presents.
///
/// Both walks use an explicit work list, so tree depth never grows the call stack, and ask every
/// container only what the public container protocols answer (see ``ScreenContainer``), the same
/// way on every platform.
public struct DefaultScreenIterator: ScreenIterator {
    /// Creates the iterator.
    public init() {}

    /// Walks the visible path.
    ///
    /// Entering a presentation forgets the matches under it. A start
    /// container covered by an ancestor's presentation (UIKit's `presentedViewController`) leads
    /// into that presentation, because that is what the user sees.
    public func topContainer(
        in container: any ScreenContainer,
        where predicate: (any ScreenContainer) -> Bool
    ) -> (any ScreenContainer)? {
        ScreenSearchWalk.top(in: container, where: predicate)
    }

    /// Returns the first match of the depth-first walk.
    public func firstContainer(
        in container: any ScreenContainer,
        where predicate: (any ScreenContainer) -> Bool
    ) -> (any ScreenContainer)? {
        var found: (any ScreenContainer)?
        ScreenSearchWalk.walk(from: container) { next in
            guard predicate(next) else { return true }
            found = next
            return false
        }
        return found
    }

    /// Returns the last match of the depth-first walk.
    public func lastContainer(
        in container: any ScreenContainer,
        where predicate: (any ScreenContainer) -> Bool
    ) -> (any ScreenContainer)? {
        var found: (any ScreenContainer)?
        ScreenSearchWalk.walk(from: container) { next in
            if predicate(next) { found = next }
            return true
        }
        return found
    }
}
