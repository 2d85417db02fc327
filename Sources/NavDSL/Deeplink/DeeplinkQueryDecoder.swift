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

// MARK: - The containers DeeplinkParameterDecoder hands to a parameter struct's init(from:)

/// Reads named parameters: one value for scalars, every value for arrays.
struct DeeplinkKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let values: [String: [String]]
    /// Names present with a value no deep link parameter can be (a nested object or list in a
    /// payload); decoding one throws `unsupportedParameter` naming it.
    let unsupported: Set<String>
    let options: DeeplinkDecodingOptions
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { (Array(values.keys) + unsupported).compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool {
        values[key.stringValue] != nil || unsupported.contains(key.stringValue)
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        guard !unsupported.contains(key.stringValue) else { return false }
        return values[key.stringValue]?.isEmpty ?? true
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let name = key.stringValue
        try checkSupported(name)
        let found = values[name] ?? []
        if T.self is any DeeplinkArrayMarker.Type {
            return try DeeplinkValueDecoder(name: name, values: found, options: options).decode(T.self)
        }
        guard let value = found.first else {
            throw DeeplinkError(.missingParameter, subject: name, detail: "the link has no '\(name)'; expected a \(T.self).")
        }
        guard found.count == 1 else {
            throw DeeplinkError(.duplicatedParameter, subject: name, detail: "'\(name)' appears \(found.count) times; it takes one value.")
        }
        return try DeeplinkValueDecoder(name: name, values: [value], options: options).decode(T.self)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        throw DeeplinkError(
            .unsupportedParameter, subject: key.stringValue, detail: "nested objects are not supported in a deep link query.")
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try checkSupported(key.stringValue)
        return DeeplinkUnkeyedContainer(name: key.stringValue, values: values[key.stringValue] ?? [], options: options)
    }

    func superDecoder() throws -> any Decoder {
        DeeplinkParameterDecoder(values: values, unsupported: unsupported, options: options, codingPath: [])
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        try checkSupported(key.stringValue)
        return DeeplinkValueDecoder(name: key.stringValue, values: values[key.stringValue] ?? [], options: options)
    }

    private func checkSupported(_ name: String) throws {
        guard !unsupported.contains(name) else {
            throw DeeplinkError(
                .unsupportedParameter, subject: name,
                detail: "'\(name)' holds a nested object or list; parameters are text, numbers, "
                    + "booleans or flat lists of them.")
        }
    }
}

/// Marks `Array` so the keyed container hands it every value of a repeated name.
protocol DeeplinkArrayMarker {}

extension Array: DeeplinkArrayMarker {}

/// Reads the values of a repeated parameter, one element at a time.
struct DeeplinkUnkeyedContainer: UnkeyedDecodingContainer {
    let name: String
    let values: [String]
    let options: DeeplinkDecodingOptions
    var codingPath: [any CodingKey] { [] }
    var count: Int? { values.count }
    var isAtEnd: Bool { currentIndex >= values.count }
    private(set) var currentIndex = 0

    init(name: String, values: [String], options: DeeplinkDecodingOptions) {
        self.name = name
        self.values = values
        self.options = options
    }

    mutating func decodeNil() throws -> Bool {
        false
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        guard !isAtEnd else {
            throw DeeplinkError(.missingParameter, subject: name, detail: "fewer '\(name)' values than expected.")
        }
        let element = DeeplinkValueDecoder(
            name: "\(name)[\(currentIndex)]", values: [values[currentIndex]], options: options, isElement: true)
        let value = try element.decode(T.self)
        currentIndex += 1
        return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        throw DeeplinkError(.unsupportedParameter, subject: name, detail: "nested objects are not supported in a deep link query.")
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw DeeplinkError(.unsupportedParameter, subject: name, detail: "nested lists are not supported in a deep link query.")
    }

    mutating func superDecoder() throws -> any Decoder {
        DeeplinkValueDecoder(name: name, values: values, options: options, isElement: true)
    }
}
