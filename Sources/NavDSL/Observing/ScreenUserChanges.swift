/// User-driven changes as navigation events: one platform-free mechanism for UIKit and headless.
///
/// A navigator remembers the shape of its window's tree when its last navigation has ended (the
/// stacks, the selected tabs, the presentations) and compares it with the tree it finds later.
/// What differs was changed by someone else, usually the user (a back swipe that finished, a sheet
/// swiped down, a tab tapped), and reaches listeners as
/// ``ScreenNavigationEvent/Kind-swift.enum/userChange(_:)``.
///
/// The comparison runs when the next navigation starts (so nothing needs a delegate: the app's
/// `UINavigationController`, `UITabBarController` and presentation controller delegates stay the
/// app's) and whenever a platform or the app reports a change
/// (``ScreenNavigator/noticeUserChanges()``; the headless gestures report themselves).
@MainActor
package final class ScreenUserChanges {
    /// One container as the last navigation left it.
    private struct Node {
        weak var container: (any ScreenContainer)?
        let kind: ScreenTransition.Kind?
        /// The nested containers (stack order; a set's worth for tabs, whose search order moves).
        let children: [ObjectIdentifier]
        let visible: ObjectIdentifier?
        let presented: ObjectIdentifier?
        /// Named now: a dismissed controller is usually gone by the time it is compared.
        let presentedName: String?
    }

    private var nodes: [ObjectIdentifier: Node] = [:]
    private var order: [ObjectIdentifier] = []
    /// Top-level navigations started and not finished: while one is running, the tree is the
    /// navigator's to change, and no snapshot is valid.
    private var running = 0
    private var hasSnapshot = false

    package init() {}

    /// A top-level navigation starts: returns the changes made since the last one ended, then
    /// forgets the snapshot until navigations stop running.
    package func navigationStarts(in window: (any ScreenWindowContainer)?, listened: Bool) -> [ScreenTransition] {
        let changes = running == 0 && listened ? compare(with: window) : []
        running += 1
        hasSnapshot = false
        return changes
    }

    /// A top-level navigation ended: with none left running, the tree is remembered.
    package func navigationEnds(in window: (any ScreenWindowContainer)?, listened: Bool) {
        running = max(0, running - 1)
        guard running == 0 else { return }
        if listened { take(window) } else { forget() }
    }

    /// A change of the navigator's landed with no navigation running (a late completion after a
    /// timeout): it is the navigator's, so the snapshot takes it in.
    package func navigatorChanged(in window: @autoclosure () -> (any ScreenWindowContainer)?) {
        guard running == 0, hasSnapshot else { return }
        take(window())
    }

    /// The changes since the snapshot, which then follows the tree; none while a navigation runs.
    package func compare(with window: (any ScreenWindowContainer)?) -> [ScreenTransition] {
        guard running == 0, hasSnapshot, let window else { return [] }
        let before = (nodes, order)
        take(window)
        var changes: [ScreenTransition] = []
        for id in before.1 {
            guard let old = before.0[id], let container = old.container, let new = nodes[id], new.container === container else { continue }
            if let kind = old.kind {
                if kind == .tabs {
                    if Set(old.children) != Set(new.children) {
                        changes.append(.user(.tabs, on: String(describing: container)))
                    } else if old.visible != new.visible {
                        changes.append(.user(.selectTab, on: String(describing: container)))
                    }
                } else if old.children != new.children {
                    changes.append(.user(kind, on: String(describing: container)))
                }
            }
            if old.presented != new.presented {
                if let name = old.presentedName { changes.append(.user(.dismiss, on: name)) }
                if let name = new.presentedName { changes.append(.user(.present, on: name)) }
            }
        }
        return changes
    }

    private func forget() {
        nodes = [:]
        order = []
        hasSnapshot = false
    }

    /// Walks the tree iteratively (its depth is the app's, not bounded by the call stack).
    private func take(_ window: (any ScreenWindowContainer)?) {
        forget()
        guard let window else { return }
        var pending: [any ScreenContainer] = [window]
        while let container = pending.popLast() {
            let id = ObjectIdentifier(container)
            guard nodes[id] == nil else { continue }
            let nested = (container as? any ScreenIterableContainer)?.nestedContainers ?? []
            let presented = container.directlyPresentedContainer
            nodes[id] = Node(
                container: container, kind: Self.kind(of: container),
                children: nested.map { ObjectIdentifier($0) }, visible: container.visibleNestedContainer.map { ObjectIdentifier($0) },
                presented: presented.map { ObjectIdentifier($0) }, presentedName: presented.map { String(describing: $0) })
            order.append(id)
            if let presented { pending.append(presented) }
            pending.append(contentsOf: nested.reversed())
        }
        hasSnapshot = true
    }

    /// The change a container's nested list stands for; split views report no user change (their
    /// columns move with the size class, which is not a navigation).
    private static func kind(of container: any ScreenContainer) -> ScreenTransition.Kind? {
        if container is any ScreenWindowContainer { return .root }
        if container is any ScreenTabsContainer { return .tabs }
        if container is any ScreenStackContainer { return .stack }
        return nil
    }
}

extension ScreenTransition {
    /// A user change as events report it: what and where, like a navigator's own changes.
    fileprivate static func user(_ kind: Kind, on container: String) -> ScreenTransition {
        ScreenTransition(kind: kind, animation: nil, container: container)
    }
}
