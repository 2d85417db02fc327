/// User-driven changes as navigation events: one platform-free mechanism for UIKit and headless.
///
/// A navigator remembers the part of its window's tree a user can change when its last navigation
/// has ended, and compares it with the tree it finds later. What differs was changed by someone
/// else, usually the user (a back swipe that finished, a sheet swiped down, a tab tapped), and
/// reaches listeners as ``ScreenNavigationEvent/Kind-swift.enum/userChange(_:)``.
///
/// What a user can change is the visible part of every presentation layer: a back swipe or the
/// back button's menu truncates a stack the user sees (so a stack is remembered by its count and
/// its top, and only its top is walked further), a swipe-down dismisses a layer (any layer, as a
/// sheet with undimmed detents lets the user reach the layers below it), a tap selects a tab (every
/// tab is walked, so a stack popped before its tab was left is still compared). A snapshot then
/// costs as much as the layers and their visible containers, never as much as the stacks are
/// deep, so a navigation with a listener costs the same on a stack of 10 or of 10,000.
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
        /// A tab bar's tabs (a set's worth: their search order moves with the selection); empty
        /// for the other kinds, which a user changes only at the end (`count` and `visible` say it).
        let tabs: [ObjectIdentifier]
        /// How many children a stack or a window holds.
        let count: Int
        /// A stack's top, a tab bar's selection, a window's root.
        let visible: ObjectIdentifier?
        let presented: ObjectIdentifier?
        /// Named now: a dismissed controller is usually gone by the time it is compared.
        let presentedName: String?

        /// Whether the user changed the container's own children (what it presents aside).
        func changedChildren(from old: Node) -> ScreenTransition.Kind? {
            switch kind {
            case .tabs?:
                if Set(old.tabs) != Set(tabs) { return .tabs }
                return old.visible != visible ? .selectTab : nil
            case let kind?:
                return old.count != count || old.visible != visible ? kind : nil
            case nil:
                return nil
            }
        }
    }

    private var nodes: [ObjectIdentifier: Node] = [:]
    private var order: [ObjectIdentifier] = []
    /// Top-level navigations started and not finished: while one is running, the tree is the
    /// navigator's to change, and no snapshot is valid.
    ///
    /// This and the two flags below are unchecked for the reason ``ScreenRouteRun`` gives its
    /// state: plain values stored on the main actor, read by every navigation.
    @exclusivity(unchecked) private var running = 0
    @exclusivity(unchecked) private var hasSnapshot = false
    /// Whether `nodes` or `order` may hold anything: a navigation with no listener then forgets
    /// nothing, without touching either.
    @exclusivity(unchecked) private var holdsNodes = false

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
            if let kind = new.changedChildren(from: old) {
                changes.append(.user(kind, on: String(describing: container)))
            }
            if old.presented != new.presented {
                if let name = old.presentedName { changes.append(.user(.dismiss, on: name)) }
                if let name = new.presentedName { changes.append(.user(.present, on: name)) }
            }
        }
        return changes
    }

    private func forget() {
        hasSnapshot = false
        guard holdsNodes else { return }
        holdsNodes = false
        nodes = [:]
        order = []
    }

    /// Walks what a user can change, iteratively (the layers are the app's, not bounded by the
    /// call stack): every container, then the ones it shows (a stack: only its top), then what it
    /// presents.
    private func take(_ window: (any ScreenWindowContainer)?) {
        forget()
        guard let window else { return }
        holdsNodes = true
        var pending: [any ScreenContainer] = [window]
        while let container = pending.popLast() {
            let id = ObjectIdentifier(container)
            guard nodes[id] == nil else { continue }
            let kind = Self.kind(of: container)
            let visible = container.visibleNestedContainer
            let shown: [any ScreenContainer]
            var count = 0
            var tabs: [ObjectIdentifier] = []
            if let stack = container as? any ScreenStackContainer {
                // Never the whole list: what is under the top is out of the user's reach.
                count = stack.stackContainerCount
                shown = visible.map { [$0] } ?? []
            } else {
                shown = (container as? any ScreenIterableContainer)?.nestedContainers ?? []
                count = shown.count
                if kind == .tabs { tabs = shown.map { ObjectIdentifier($0) } }
            }
            let presented = container.directlyPresentedContainer
            nodes[id] = Node(
                container: container, kind: kind, tabs: tabs, count: count, visible: visible.map { ObjectIdentifier($0) },
                presented: presented.map { ObjectIdentifier($0) }, presentedName: presented.map { String(describing: $0) })
            order.append(id)
            if let presented { pending.append(presented) }
            pending.append(contentsOf: shown.reversed())
        }
        hasSnapshot = true
    }

    /// The change a container's children stand for; split views report no user change (their
    /// columns move with the size class, which is not a navigation).
    private static func kind(of container: any ScreenContainer) -> ScreenTransition.Kind? {
        if container is any ScreenWindowContainer { return .root }
        if container is any ScreenTabsContainer { return .tabs }
        if container is any ScreenStackContainer { return .stack }
        return nil
    }
}

extension ScreenStackContainer {
    /// The stack's count, read where the element type is known: through `any ScreenStackContainer`
    /// the list would be converted to existentials first, at the cost of the whole stack.
    fileprivate var stackContainerCount: Int { stackContainers.count }
}

extension ScreenTransition {
    /// A user change as events report it: what and where, like a navigator's own changes.
    fileprivate static func user(_ kind: Kind, on container: String) -> ScreenTransition {
        ScreenTransition(kind: kind, animation: nil, container: container)
    }
}
