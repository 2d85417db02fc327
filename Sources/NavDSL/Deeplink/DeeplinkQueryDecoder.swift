/// Decodes query items into a `Decodable` parameter struct, with no dependencies.
///
/// Supports `String`, integers, `Double`, `Float`, `Bool` (`true/false/1/0/yes/no`), `Date` (see
/// ``DeeplinkDecodingOptions``), optionals, flat arrays from repeated items (`tag=a&tag=b`), and
/// `RawRepresentable` enums. A missing, repeated or malformed parameter throws a
/// ``DeeplinkError`` that names it:
/// ```swift
/// struct SearchFilter: Decodable { let tag: [String]; let page: Int?; let sort: Sort }
/// let filter = try DeeplinkQueryDecoder().decode(SearchFilter.self, from: link.queryItems)
/// ```
/// - Note: Rejects nested objects and lists of lists (`unsupportedParameter`), control characters
///   (`forbiddenCharacter`), NaN, infinities and overflowing decimals (`invalidParameter`).
public struct DeeplinkQueryDecoder: Sendable {
    /// How names and dates are read.
    public var options: DeeplinkDecodingOptions

    /// Creates a decoder.
    ///
    /// ```swift
    /// DeeplinkQueryDecoder(options: DeeplinkDecodingOptions(keyDecodingStrategy: .convertFromSnakeCase))
    /// ```
    /// - Note: Never fails.
    public init(options: DeeplinkDecodingOptions = DeeplinkDecodingOptions()) {
        self.options = options
    }

    /// Decodes `type` from query items (names may repeat).
    ///
    /// ```swift
    /// try DeeplinkQueryDecoder().decode(SearchFilter.self, from: [("tag", "a"), ("page", "2")])
    /// ```
    /// - Throws: ``DeeplinkError`` naming the parameter that is missing, repeated or malformed.
    public func decode<Parameters: Decodable>(_ type: Parameters.Type, from items: [(name: String, value: String)]) throws -> Parameters {
        var values: [String: [String]] = [:]
        var names: [String: String] = [:]
        for item in items {
            let property = options.key(for: item.name)
            names[property] = item.name
            values[property, default: []].append(item.value)
        }
        let decoder = DeeplinkParameterDecoder(values: values, options: options, codingPath: [])
        return try DeeplinkParameterDecoder.mappingErrors(names: names, options: options) { try Parameters(from: decoder) }
    }
}
