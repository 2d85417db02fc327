/// A weak reference to a container, a window or a scene: the one box NavDSL holds objects in when
/// it must not keep them alive (routes, predicates, the leak check, a scene's windows).
package struct ScreenWeakReference<Value: AnyObject> {
    /// The object, while something else keeps it alive.
    package weak var value: Value?

    package init(_ value: Value) {
        self.value = value
    }
}
