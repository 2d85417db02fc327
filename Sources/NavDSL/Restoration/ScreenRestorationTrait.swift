/// A trait a record can hold: an integer, a string or a boolean.
///
/// ```swift
/// ScreenRestorationTrait(AnyHashable(42))      // .int(42)
/// ScreenRestorationTrait(AnyHashable(1.5))     // nil: a record cannot hold it
/// ```
/// - Note: Encodes as the plain JSON value; decoding tries an integer, a boolean, then a string.
///   Package-only, like the record's nodes and keys it serves: an app's ``RestorableScreen`` saves
///   its own `Codable` state.
package enum ScreenRestorationTrait: Codable, Hashable, Sendable, Comparable {
    /// An integer trait (an id).
    case int(Int)
    /// A string trait.
    case string(String)
    /// A boolean trait.
    case bool(Bool)

    /// The trait of `value`, or `nil` for a type a record cannot hold.
    package init?(_ value: AnyHashable) {
        switch value.base {
        case let value as Bool: self = .bool(value)
        case let value as Int: self = .int(value)
        case let value as String: self = .string(value)
        default: return nil
        }
    }

    /// The value, to put back into a key's traits.
    package var hashable: AnyHashable {
        switch self {
        case .int(let value): value
        case .string(let value): value
        case .bool(let value): value
        }
    }

    /// Decodes a JSON number, string or boolean.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    /// Encodes the plain value.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .int(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .bool(let value): try container.encode(value)
        }
    }

    /// Booleans, then integers, then strings, each in their own order: a stable order for records.
    package static func < (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.bool(let left), .bool(let right)): !left && right
        case (.int(let left), .int(let right)): left < right
        case (.string(let left), .string(let right)): left < right
        default: lhs.rank < rhs.rank
        }
    }

    private var rank: Int {
        switch self {
        case .bool: 0
        case .int: 1
        case .string: 2
        }
    }

    /// The traits of `traits` a record can hold, sorted, or `nil` when one of them cannot be held.
    package static func traits(of traits: Set<AnyHashable>) -> [Self]? {
        var result: [Self] = []
        for trait in traits {
            guard let value = Self(trait) else { return nil }
            result.append(value)
        }
        return result.sorted()
    }
}
