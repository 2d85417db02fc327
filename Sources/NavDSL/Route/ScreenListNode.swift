/// A persistent list: each node links to the elements before it, so appending is O(1) and values
/// that share a prefix share its nodes.
///
/// Routes keep their steps in it (`route.push(a)` and `route.push(b)` point at the same nodes for
/// `route`), and merged stack edits keep their modifiers in it, so a route of thousands of merged
/// pushes is built in linear time.
final class ScreenListNode<Element> {
    private(set) var previous: ScreenListNode?
    let element: Element
    let count: Int

    init(previous: ScreenListNode?, element: Element) {
        self.previous = previous
        self.element = element
        self.count = (previous?.count ?? 0) + 1
    }

    /// A list of `elements`, in order; `nil` when empty.
    static func list(of elements: some Sequence<Element>, after previous: ScreenListNode? = nil) -> ScreenListNode? {
        elements.reduce(previous) { ScreenListNode(previous: $0, element: $1) }
    }

    /// The elements from the first to this one.
    var elements: [Element] {
        var elements: [Element] = []
        elements.reserveCapacity(count)
        var node: ScreenListNode? = self
        while let current = node {
            elements.append(current.element)
            node = current.previous
        }
        return elements.reversed()
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
