/// A persistent list: each node links to the elements before it, so appending is O(1) and values
/// that share a prefix share its nodes.
///
/// Routes keep their steps in it (`route.push(a)` and `route.push(b)` point at the same nodes for
/// `route`), and merged stack edits keep their modifiers in it, so a route of thousands of merged
/// pushes is built in linear time.
final class ScreenListNode<Element>: ScreenListLink {
    let element: Element

    init(previous: ScreenListNode?, element: Element) {
        self.element = element
        super.init(previous: previous)
    }

    /// The node before this one.
    var previousNode: ScreenListNode? {
        guard let previous else { return nil }
        // Every link before a node holds the same element type: `init` takes only such nodes.
        return unsafeDowncast(previous, to: ScreenListNode.self)
    }

    /// A list of `elements`, in order; `nil` when empty.
    static func list(of elements: [Element]) -> ScreenListNode? {
        var last: ScreenListNode?
        for index in 0..<elements.count { last = ScreenListNode(previous: last, element: elements[index]) }
        return last
    }

    /// This list's elements appended after `previous`, sharing nothing with this list.
    func appended(after previous: ScreenListNode?) -> ScreenListNode {
        var last = previous
        forEach { last = ScreenListNode(previous: last, element: $0) }
        return last ?? self
    }

    /// The elements from the first to this one.
    ///
    /// Gathered back to front and reversed in place, in one array; runs specialized for a route's
    /// steps, which the navigator reads once per navigation.
    var elements: [Element] {
        var elements: [Element] = []
        elements.reserveCapacity(count)
        var node: ScreenListNode? = self
        while let current = node {
            elements.append(current.element)
            node = current.previousNode
        }
        elements.reverse()
        return elements
    }

    /// The element at `index` counted from the first, walking back from this one; `nil` out of range.
    func element(at index: Int) -> Element? {
        guard index >= 0, index < count else { return nil }
        var node = self
        for _ in 0..<(count - 1 - index) {
            guard let previous = node.previousNode else { return nil }
            node = previous
        }
        return node.element
    }

    /// Calls `body` with every element, from the first to this one.
    ///
    /// The links are gathered in an array of the non-generic ``ScreenListLink``: this runs
    /// unspecialized for an app's stack class, where an array of `Element` looks up its storage
    /// type's metadata, and a one-element list (a lone push or pop) needs no array at all.
    func forEach(_ body: (Element) throws -> Void) rethrows {
        guard previous != nil else { return try body(element) }
        var links: [ScreenListLink] = []
        links.reserveCapacity(count)
        var link: ScreenListLink? = self
        while let current = link {
            links.append(current)
            link = current.previous
        }
        for index in stride(from: links.count - 1, through: 0, by: -1) {
            try body(unsafeDowncast(links[index], to: ScreenListNode.self).element)
        }
    }
}

/// The chain of a ``ScreenListNode`` list without its elements: its length, and a release that
/// does not recurse.
class ScreenListLink {
    fileprivate(set) var previous: ScreenListLink?
    let count: Int

    fileprivate init(previous: ScreenListLink?) {
        self.previous = previous
        self.count = (previous?.count ?? 0) + 1
    }

    /// Releases a long chain iteratively: the default release would recurse once per node.
    deinit {
        var pending = previous
        previous = nil
        while isKnownUniquelyReferenced(&pending), let node = pending {
            pending = node.previous
            node.previous = nil
        }
    }
}
