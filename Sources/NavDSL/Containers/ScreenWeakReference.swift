/// A weak reference to a container, a window or a scene: the one box NavDSL holds objects in when
/// it must not keep them alive (routes, predicates, the leak check, a scene's windows).
package struct ScreenWeakReference<Value: AnyObject> {
    /// The object, while something else keeps it alive.
    package weak var value: Value?

    package init(_ value: Value) {
        self.value = value
    }
}

/// Identity comparisons over lists of containers, at the cost of comparing pointers.
///
/// Stack edits compare the stack before and after (what changed, what came from elsewhere). NavDSL's
/// generic code runs unspecialized for an app's container classes, where reading each element costs a
/// retain, a release and a value-witness call; comparing the lists' raw references instead keeps a
/// push into a 10,000-deep stack as cheap as one into a short stack.
enum ScreenContainerIdentity {
    /// How many containers two lists share at their start, compared by identity.
    static func sharedPrefixCount<Element: AnyObject>(_ old: [Element], _ new: [Element]) -> Int {
        // Class references are single pointers; anything else (never a platform's container class)
        // takes the element-by-element path.
        guard MemoryLayout<Element>.size == MemoryLayout<UnsafeRawPointer>.size else {
            var common = 0
            while common < old.count, common < new.count, old[common] === new[common] { common += 1 }
            return common
        }
        return old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                old.withMemoryRebound(to: UnsafeRawPointer.self) { old in
                    new.withMemoryRebound(to: UnsafeRawPointer.self) { new in
                        var common = 0
                        while common < old.count, common < new.count, old[common] == new[common] { common += 1 }
                        return common
                    }
                }
            }
        }
    }

    /// Whether two lists hold the same containers in the same order.
    static func areIdentical<Element: AnyObject>(_ old: [Element], _ new: [Element]) -> Bool {
        old.count == new.count && sharedPrefixCount(old, new) == old.count
    }
}
