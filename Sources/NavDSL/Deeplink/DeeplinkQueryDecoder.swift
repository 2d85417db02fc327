/// Decodes query items into a `Decodable` parameter struct, with no dependencies.
///
/// Supports `String`, integers, `Double`, `Float`, `Bool` (`true/false/1/0/yes/no`), optionals,
/// arrays from repeated items (`tag=a&tag=b`), and `RawRepresentable` enums. A missing, repeated
/// or malformed parameter throws a ``DeeplinkError`` that names it:
/// ```swift
/// struct SearchFilter: Decodable { let tag: [String]; let page: Int?; let sort: Sort }
/// let filter = try DeeplinkQueryDecoder().decode(SearchFilter.self, from: link.queryItems)
/// ```
public struct DeeplinkQueryDecoder: Sendable {
    /// Creates a decoder.
    public init() {}

    /// Decodes `type` from query items (names may repeat).
    ///
    /// - Throws: ``DeeplinkError`` naming the parameter that is missing, repeated or malformed.
    public func decode<Parameters: Decodable>(_ type: Parameters.Type, from items: [(name: String, value: String)]) throws -> Parameters {
        var values: [String: [String]] = [:]
        for item in items {
            values[item.name, default: []].append(item.value)
        }
        do {
            return try Parameters(from: DeeplinkParameterDecoder(values: values, codingPath: []))
        } catch let error as DeeplinkError {
            throw error
        } catch let error as DecodingError {
            throw Self.deeplinkError(from: error)
        }
    }

    /// Maps errors thrown by the parameter types' own `init(from:)` onto deep link errors.
    private static func deeplinkError(from error: DecodingError) -> DeeplinkError {
        switch error {
        case .keyNotFound(let key, _):
            return DeeplinkError(.missingParameter, subject: key.stringValue, detail: "the link has no '\(key.stringValue)'.")
        case .valueNotFound(_, let context), .typeMismatch(_, let context), .dataCorrupted(let context):
            let name = context.codingPath.map(\.stringValue).joined(separator: ".")
            return DeeplinkError(.invalidParameter, subject: name, detail: context.debugDescription)
        @unknown default:
            return DeeplinkError(.invalidParameter, subject: "", detail: "\(error)")
        }
    }
}
