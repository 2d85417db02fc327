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
    static func list(of elements: [Element], after previous: ScreenListNode? = nil) -> ScreenListNode? {
        var last = previous
        for index in 0..<elements.count { last = ScreenListNode(previous: last, element: elements[index]) }
        return last
    }

    /// The elements from the first to this one.
    ///
    /// Filled back to front in place: this runs unspecialized for every route and stack edit,
    /// where appending and then reversing costs several times more.
    var elements: [Element] {
        [Element](unsafeUninitializedCapacity: count) { buffer, initializedCount in
            guard let base = buffer.baseAddress else { return }
            var node: ScreenListNode? = self
            var index = count
            while let current = node, index > 0 {
                index -= 1
                (base + index).initialize(to: current.element)
                node = current.previous
            }
            initializedCount = count
        }
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
