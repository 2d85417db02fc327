// Stub of UTType for the document picker, for the UIKit adapter check on Linux.
import Foundation

/// https://developer.apple.com/documentation/uniformtypeidentifiers/uttype-swift.struct
@available(iOS 14.0, *)
public struct UTType: Hashable, Sendable {
    /// https://developer.apple.com/documentation/uniformtypeidentifiers/uttype-swift.struct/identifier
    @available(iOS 14.0, *)
    public let identifier: String

    /// https://developer.apple.com/documentation/uniformtypeidentifiers/uttype-swift.struct/init(_:)
    /// (stub: knows reverse-DNS identifiers only)
    @available(iOS 14.0, *)
    public init?(_ identifier: String) {
        guard identifier.contains("."), !identifier.contains(" ") else { return nil }
        self.identifier = identifier
    }
}
