/// The standard search over windows, view controllers, stacks and tab bars.
///
/// - Visible path: a window shows its root; a tab bar its selected tab; a stack its top; any
///   controller also shows what it presents, above everything before it on the path.
/// - Depth-first walk: a container, then its nested containers (stack bottom to top, tabs in
///   order with the selected one last), then what it presents.
///
/// Both walks use an explicit work list, so tree depth never grows the call stack.
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
        var match: (any ScreenContainer)?
        var pending: [(container: any ScreenContainer, isPresented: Bool)] = [(container, false)]
        if Self.ownPresented(of: container) == nil, let covering = (container as? any ScreenModalContainer)?.presentedContainer {
            pending.insert((covering, true), at: 0)
        }
        while let (next, isPresented) = pending.popLast() {
            if isPresented { match = nil }
            if predicate(next) { match = next }
            let presented: (any ScreenContainer)?
            let child: (any ScreenContainer)?
            if let node = next as? any ScreenSearchNode {
                (presented, child) = (node.directlyPresentedContainer, node.visibleNestedContainer)
            } else {
                (presented, child) = ((next as? any ScreenModalContainer)?.ownPresentedContainer, Self.visibleChild(of: next))
            }
            if let presented { pending.append((presented, true)) }
            if let child { pending.append((child, false)) }
        }
        return match
    }

    /// Returns the first match of the depth-first walk.
    public func firstContainer(
        in container: any ScreenContainer,
        where predicate: (any ScreenContainer) -> Bool
    ) -> (any ScreenContainer)? {
        var found: (any ScreenContainer)?
        Self.walk(from: container) { next in
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
        Self.walk(from: container) { next in
            if predicate(next) { found = next }
            return true
        }
        return found
    }

    /// Visits every container depth first until `visit` returns `false`.
    package static func walk(from container: any ScreenContainer, _ visit: (any ScreenContainer) -> Bool) {
        var pending: [any ScreenContainer] = [container]
        while let next = pending.popLast() {
            guard visit(next) else { return }
            let presented: (any ScreenContainer)?
            let nested: [any ScreenContainer]
            if let node = next as? any ScreenSearchNode {
                (presented, nested) = (node.directlyPresentedContainer, node.nestedContainers)
            } else {
                presented = (next as? any ScreenModalContainer)?.ownPresentedContainer
                nested = (next as? any ScreenIterableContainer)?.nestedContainers ?? []
            }
            if let presented { pending.append(presented) }
            pending.append(contentsOf: nested.reversed())
        }
    }

    /// The child the user sees (a window's root, the selected tab, the top of a stack), worked out
    /// from the container protocols; a ``ScreenSearchNode`` answers it itself.
    package static func visibleChild(of container: any ScreenContainer) -> (any ScreenContainer)? {
        switch container {
        case let window as any ScreenWindowContainer: window.rootContainer
        case let tabs as any ScreenTabsContainer: tabs.selectedTabContainer
        case let stack as any ScreenStackContainer: stack.topStackContainer
        default: nil
        }
    }

    /// What `container` presents as the presenter itself.
    package static func ownPresented(of container: any ScreenContainer) -> (any ScreenContainer)? {
        if let node = container as? any ScreenSearchNode { return node.directlyPresentedContainer }
        return (container as? any ScreenModalContainer)?.ownPresentedContainer
    }
}

extension ScreenStackContainer {
    /// The top of the stack, read where the element type is known.
    ///
    /// Reading `stackContainers` through `any ScreenStackContainer` converts the whole array to
    /// existentials first (one dynamic cast per controller), which made `top(.stack)` cost as much
    /// as the stack is deep.
    fileprivate var topStackContainer: (any ScreenContainer)? { stackContainers.last }
}

/// A container that answers the search's questions itself: what it presents, which child the user
/// sees and what it holds.
///
/// The search otherwise asks by casting each container it visits to up to five container
/// protocols. Those protocols have associated types, and a cast to one costs about as much as the
/// rest of a search step, so the headless classes answer through this one protocol instead.
/// Containers that do not conform (UIKit's classes, an app's own) are searched by casting, with the
/// same result.
@MainActor
package protocol ScreenSearchNode: ScreenIterableContainer {
    /// What this container presents as the presenter itself, in O(1):
    /// ``ScreenModalContainer/presentedContainer`` walks up the parents, which made walking a deep
    /// containment chain quadratic.
    var directlyPresentedContainer: (any ScreenContainer)? { get }
    /// The child the user sees (a window's root, the selected tab, the top of a stack), as
    /// ``DefaultScreenIterator/visibleChild(of:)`` works it out.
    var visibleNestedContainer: (any ScreenContainer)? { get }
}
