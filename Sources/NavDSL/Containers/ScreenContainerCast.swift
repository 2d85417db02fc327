/// Casts a container to a class type without paying for Swift's generic `as?` on every node.
///
/// Routes are generic over their container classes, so the runner and the searches cast through
/// type parameters (`input as? Action.Container`, `container as? Output`). Swift compiles such a
/// cast to a runtime call that looks up `Optional<T>`'s metadata, walks the cast rules and, when
/// the cast fails, tries Foundation's boxed values: about 2,000 instructions, more than the rest of
/// a search step. Most casts NavDSL makes have one of two answers it can know in a few
/// instructions: the container is exactly of the class (a stack searched for `.stack`), or this
/// pair of classes never casts (a window searched for `.stack`). Everything else (subclasses,
/// protocol types) takes Swift's own cast, so the answer is always the one `as?` gives.
@MainActor
package enum ScreenContainerCast {
    /// Pairs of (container class, target type) known not to cast.
    ///
    /// A direct-mapped table: an entry a collision overwrites is only asked of Swift again. A pair
    /// never changes its answer, so the table never needs clearing.
    private static let misses: UnsafeMutablePointer<Miss> = {
        let table = UnsafeMutablePointer<Miss>.allocate(capacity: slotCount)
        table.initialize(repeating: Miss(source: 0, target: 0), count: slotCount)
        return table
    }()
    private static let slotCount = 256

    private struct Miss {
        var source: UInt
        var target: UInt
    }

    /// `container as? Target`, answered at once for an exact class and for a pair known to fail.
    package static func cast<Target: AnyObject>(_ container: any ScreenContainer, to _: Target.Type) -> Target? {
        let source = UInt(bitPattern: ObjectIdentifier(type(of: container)))
        let target = UInt(bitPattern: ObjectIdentifier(Target.self))
        // The dynamic class is the target class itself, so the downcast cannot be wrong.
        if source == target { return unsafeDowncast(container, to: Target.self) }
        if isKnownMiss(source, target) { return nil }
        guard let result = container as? Target else {
            remember(source, target)
            return nil
        }
        return result
    }

    /// `cast(container)`, a cast to a protocol (`{ $0 as? any ScreenKeyedContainer }`) answered at
    /// once for a class known not to conform.
    package static func conformance<Target>(
        of container: any ScreenContainer, to _: Target.Type, _ cast: (any ScreenContainer) -> Target?
    ) -> Target? {
        let source = UInt(bitPattern: ObjectIdentifier(type(of: container)))
        let target = UInt(bitPattern: ObjectIdentifier(Target.self))
        return remembering(source, target) { cast(container) }
    }

    /// `cast()`, a cast of a value whose type alone decides the answer (a route step's action to
    /// the protocols the runner looks for), answered at once for a type known not to conform.
    package static func conformance<Target>(ofType source: Any.Type, to _: Target.Type, _ cast: () -> Target?) -> Target? {
        remembering(UInt(bitPattern: ObjectIdentifier(source)), UInt(bitPattern: ObjectIdentifier(Target.self)), cast)
    }

    /// `nil` for a pair known to fail; otherwise `cast()`, remembering the pair when it fails.
    private static func remembering<Target>(_ source: UInt, _ target: UInt, _ cast: () -> Target?) -> Target? {
        if isKnownMiss(source, target) { return nil }
        guard let result = cast() else {
            remember(source, target)
            return nil
        }
        return result
    }

    // The table is read and written by these two non-generic functions, and `cast(_:to:)` does its
    // cast inline: a generic function handing back `Target?` from a closure, unspecialized, looks up
    // the metadata of `Optional<Target>` on every call, which cost more than the cast it saves.

    /// Whether the pair is known not to cast.
    private static func isKnownMiss(_ source: UInt, _ target: UInt) -> Bool {
        let slot = slot(source, target)
        return misses[slot].source == source && misses[slot].target == target
    }

    /// Records that the pair does not cast.
    private static func remember(_ source: UInt, _ target: UInt) {
        misses[slot(source, target)] = Miss(source: source, target: target)
    }

    private static func slot(_ source: UInt, _ target: UInt) -> Int {
        Int(truncatingIfNeeded: (source >> 4 ^ target >> 3) & UInt(slotCount - 1))
    }
}
