/// A persistent list: each node links to the elements before it, so appending is O(1) and values
/// that share a prefix share its nodes.
///
/// Routes keep their steps in it (`route.push(a)` and `route.push(b)` point at the same nodes for
/// `route`), and merged stack edits keep their modifiers in it, so a route of thousands of merged
/// pushes is built in linear time.
final class ScreenListNode<Element> {
    let element: Element
    /// The node before this one.
    private(set) var previousNode: ScreenListNode?
    /// How many elements the list holds up to this node.
    let count: Int

    init(previous: ScreenListNode?, element: Element) {
        self.element = element
        self.previousNode = previous
        self.count = (previous?.count ?? 0) + 1
    }

    /// A list of `elements`, in order; `nil` when empty.
    static func list(of elements: [Element]) -> ScreenListNode? {
        var last: ScreenListNode?
        for element in elements { last = ScreenListNode(previous: last, element: element) }
        return last
    }

    /// This list's elements appended after `previous`, sharing nothing with this list.
    func appended(after previous: ScreenListNode?) -> ScreenListNode {
        var last = previous
        // Nodes of this list's own class: a generic class's metadata is then read from this node
        // rather than looked up in the Swift runtime's cache once per node.
        forEach { last = type(of: self).init(previous: last, element: $0) }
        return last ?? self
    }

    /// The elements from the first to this one.
    ///
    /// Read back from this node, then reversed in place: every navigation reads its route's steps
    /// this way, and `forEach`'s list of nodes would be a second array per navigation.
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

    /// Calls `body` with every element, from the first to this one, walking the links back to
    /// front once and then forward, without recursion.
    func forEach(_ body: (Element) throws -> Void) rethrows {
        // A lone push or pop is a one-element list.
        guard previousNode != nil else { return try body(element) }
        var nodes: [ScreenListNode] = []
        nodes.reserveCapacity(count)
        var node: ScreenListNode? = self
        while let current = node {
            nodes.append(current)
            node = current.previousNode
        }
        for current in nodes.reversed() { try body(current.element) }
    }

    /// Releases a long chain iteratively: the default release would recurse once per node.
    deinit {
        guard var node = previousNode else { return }
        previousNode = nil
        while isKnownUniquelyReferenced(&node), let next = node.previousNode {
            node.previousNode = nil
            node = next
        }
    }
}
