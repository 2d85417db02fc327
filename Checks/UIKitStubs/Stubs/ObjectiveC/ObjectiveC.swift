// Stub of the Objective-C runtime's associated objects, for the UIKit adapter check on Linux.
// Signatures: https://developer.apple.com/documentation/objectivec/1418865-objc_getassociatedobject
//             https://developer.apple.com/documentation/objectivec/1418509-objc_setassociatedobject
//             https://developer.apple.com/documentation/objectivec/objc_associationpolicy

/// https://developer.apple.com/documentation/objectivec/objc_associationpolicy
public enum objc_AssociationPolicy: UInt, Sendable {
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
}

/// Stub storage: values are kept per (object, key) while the object lives.
private final class AssociationTable: @unchecked Sendable {
    struct Entry {
        weak var object: AnyObject?
        var value: Any?
    }

    var entries: [String: Entry] = [:]

    func key(_ object: Any, _ key: UnsafeRawPointer) -> String {
        "\(ObjectIdentifier(object as AnyObject).hashValue)-\(Int(bitPattern: key))"
    }

    func purge() {
        entries = entries.filter { $0.value.object != nil }
    }
}

private let table = AssociationTable()

/// https://developer.apple.com/documentation/objectivec/1418865-objc_getassociatedobject
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    table.purge()
    return table.entries[table.key(object, key)]?.value
}

/// https://developer.apple.com/documentation/objectivec/1418509-objc_setassociatedobject
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    table.purge()
    table.entries[table.key(object, key)] = AssociationTable.Entry(object: object as AnyObject, value: value)
}
