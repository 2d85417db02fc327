#if canImport(UIKit)
    import ObjectiveC
    import UIKit

    /// The addresses of these values are the associated-object keys; they are never read or written.
    nonisolated(unsafe) private var screenKeyAssociation: UInt8 = 0
    nonisolated(unsafe) private var screenPayloadAssociation: UInt8 = 0

    extension UIViewController: ScreenAssignedKeyContainer, ScreenPayloadedContainer {
        /// The key NavDSL stored when a screen built the controller, kept as an associated object
        /// (not named `screenKey`, so an app's subclass can declare `let screenKey: ScreenKey`; see
        /// ``ScreenKeyedContainer``).
        public var assignedScreenKey: ScreenKey? {
            get { (objc_getAssociatedObject(self, &screenKeyAssociation) as? ScreenAssociatedKey)?.key }
            set {
                objc_setAssociatedObject(
                    self, &screenKeyAssociation, newValue.map(ScreenAssociatedKey.init), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            }
        }

        /// The decorators' payload, kept as an associated object: released with the controller.
        public var screenPayload: ScreenPayload? {
            get { objc_getAssociatedObject(self, &screenPayloadAssociation) as? ScreenPayload }
            set { objc_setAssociatedObject(self, &screenPayloadAssociation, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
        }
    }

    /// Boxes a key so it can be an associated object.
    final class ScreenAssociatedKey {
        let key: ScreenKey

        init(_ key: ScreenKey) {
            self.key = key
        }
    }
#endif
