/// The standard search over windows, view controllers, stacks and tab bars.
///
/// - Visible path: a window shows its root; a tab bar its selected tab; a stack its top; a split
///   view the column the user works in (the secondary while expanded, the collapsed stack or the
///   compact column while collapsed); any
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
        if Self.ownPresented(of: container) == nil, let covering = Self.coveringPresented(of: container) {
            pending.insert((covering, true), at: 0)
        }
        while let (next, isPresented) = pending.popLast() {
            if isPresented { match = nil }
            if predicate(next) { match = next }
            let presented: (any ScreenContainer)?
            let child: (any ScreenContainer)?
            if let node = ScreenSearchNodeLookup.node(next) {
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
            if let node = ScreenSearchNodeLookup.node(next) {
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
        case let split as any ScreenSplitContainer: split.visibleSplitContainer
        default: nil
        }
    }

    /// What `container` presents as the presenter itself.
    package static func ownPresented(of container: any ScreenContainer) -> (any ScreenContainer)? {
        if let node = ScreenSearchNodeLookup.node(container) { return node.directlyPresentedContainer }
        return (container as? any ScreenModalContainer)?.ownPresentedContainer
    }

    /// What covers `container` as UIKit's `presentedViewController` says: its own presentation or
    /// its nearest presenting ancestor's; `nil` for a container that presents nothing.
    package static func coveringPresented(of container: any ScreenContainer) -> (any ScreenContainer)? {
        if let node = ScreenSearchNodeLookup.node(container) { return node.coveringPresentedContainer }
        return (container as? any ScreenModalContainer)?.presentedContainer
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
