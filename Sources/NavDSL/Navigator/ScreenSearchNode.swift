/// A container that answers the search's questions itself: what it presents, which child the user
/// sees and what it holds.
///
/// The search otherwise asks by casting each container it visits to up to five container
/// protocols. Those protocols have associated types, and a cast to one costs about as much as the
/// rest of a search step, so the headless classes answer through this one protocol instead, found
/// once per class by ``ScreenSearchNodeLookup``. Containers that do not conform (UIKit's classes,
/// an app's own) are searched by casting, with the same result.
@MainActor
package protocol ScreenSearchNode: ScreenIterableContainer {
    /// What this container presents as the presenter itself, in O(1):
    /// ``ScreenModalContainer/presentedContainer`` walks up the parents, which made walking a deep
    /// containment chain quadratic.
    var directlyPresentedContainer: (any ScreenContainer)? { get }
    /// The child the user sees (a window's root, the selected tab, the top of a stack), as
    /// ``DefaultScreenIterator/visibleChild(of:)`` works it out.
    var visibleNestedContainer: (any ScreenContainer)? { get }
    /// What covers this container, as ``DefaultScreenIterator/coveringPresented(of:)`` works it
    /// out: ``ScreenModalContainer/presentedContainer`` for a modal container, else `nil`.
    var coveringPresentedContainer: (any ScreenContainer)? { get }
}

/// Finds a container's ``ScreenSearchNode`` conformance by its class, once per class.
///
/// A search asks every container it visits for it, and Swift's `as? any ScreenSearchNode` looks
/// the conformance up in the runtime's cache each time: about 330 instructions, as much as the rest
/// of a search step. A class's conformance never changes, so a direct-mapped table remembers the
/// answer, yes or no, by class; a collision overwrites an entry, which is only asked of Swift again.
@MainActor
package enum ScreenSearchNodeLookup {
    private struct Entry {
        /// The class's metadata address; 0 for an empty slot (no class lives at 0).
        var key: UInt
        /// The class as a search node, `nil` when it is not one.
        var nodeType: (any ScreenSearchNode.Type)?
    }

    private static let slotCount = 64
    private static let table: UnsafeMutablePointer<Entry> = {
        let table = UnsafeMutablePointer<Entry>.allocate(capacity: slotCount)
        table.initialize(repeating: Entry(key: 0, nodeType: nil), count: slotCount)
        return table
    }()

    /// `container as? any ScreenSearchNode`, answered from the table after the class's first visit.
    package static func node(_ container: any ScreenContainer) -> (any ScreenSearchNode)? {
        let type = type(of: container)
        let key = UInt(bitPattern: ObjectIdentifier(type))
        let slot = Int(truncatingIfNeeded: (key >> 4) & UInt(slotCount - 1))
        if table[slot].key != key {
            table[slot] = Entry(key: key, nodeType: type as? any ScreenSearchNode.Type)
        }
        guard let nodeType = table[slot].nodeType else { return nil }
        return node(container, as: nodeType)
    }

    /// `container` as the class the table found; the table is keyed by its exact class.
    private static func node<Node: ScreenSearchNode>(_ container: any ScreenContainer, as _: Node.Type) -> any ScreenSearchNode {
        unsafeDowncast(container, to: Node.self)
    }
}
