/// The two walks behind `top`, `first` and `last` (``DefaultScreenIterator`` is their public face).
///
/// Every container is asked the same questions, through the public container protocols only:
/// ``ScreenContainer/visibleNestedContainer``, ``ScreenContainer/directlyPresentedContainer`` and
/// ``ScreenIterableContainer/nestedContainers``, and the container a `top` walk starts from
/// ``ScreenContainer/coveringPresentedContainer``. A headless class, a UIKit class and an app's own
/// container class are searched by the same code; what makes a platform's classes cheap to visit is
/// that they answer those requirements directly instead of by the defaults' casts.
///
/// Both walks keep an explicit work list, so the depth of the tree never grows the call stack.
@MainActor
package enum ScreenSearchWalk {
    /// The deepest match on the visible path from `container`, inside the top layer.
    ///
    /// Entering a presentation forgets the matches under it. A start container covered by an
    /// ancestor's presentation (UIKit's `presentedViewController`) leads into that presentation,
    /// because that is what the user sees.
    package static func top(
        in container: any ScreenContainer, where predicate: (any ScreenContainer) -> Bool
    ) -> (any ScreenContainer)? {
        var match: (any ScreenContainer)?
        var pending: [(container: any ScreenContainer, isPresented: Bool)] = [(container, false)]
        if container.directlyPresentedContainer == nil, let covering = container.coveringPresentedContainer {
            pending.insert((covering, true), at: 0)
        }
        while let (next, isPresented) = pending.popLast() {
            if isPresented { match = nil }
            if predicate(next) { match = next }
            if let presented = next.directlyPresentedContainer { pending.append((presented, true)) }
            if let child = next.visibleNestedContainer { pending.append((child, false)) }
        }
        return match
    }

    /// Visits every container depth first (a container, its nested containers, then what it
    /// presents) until `visit` returns `false`.
    package static func walk(from container: any ScreenContainer, _ visit: (any ScreenContainer) -> Bool) {
        var pending: [any ScreenContainer] = [container]
        while let next = pending.popLast() {
            guard visit(next) else { return }
            if let presented = next.directlyPresentedContainer { pending.append(presented) }
            if let iterable = next as? any ScreenIterableContainer { pending.append(contentsOf: iterable.nestedContainers.reversed()) }
        }
    }

    /// The default of ``ScreenContainer/visibleNestedContainer``: worked out from the container
    /// kinds, for a class that does not answer it itself.
    package static func visibleChild(of container: any ScreenContainer) -> (any ScreenContainer)? {
        switch container {
        case let window as any ScreenWindowContainer: window.rootContainer
        case let tabs as any ScreenTabsContainer: tabs.selectedTabContainer
        case let stack as any ScreenStackContainer: stack.topStackContainer
        case let split as any ScreenSplitContainer: split.visibleSplitContainer
        default: nil
        }
    }
}

extension ScreenStackContainer {
    /// The top of the stack, read where the element type is known: through
    /// `any ScreenStackContainer`, `stackContainers` would convert the whole array to existentials
    /// first, and the default answer would cost as much as the stack is deep.
    fileprivate var topStackContainer: (any ScreenContainer)? { stackContainers.last }
}
