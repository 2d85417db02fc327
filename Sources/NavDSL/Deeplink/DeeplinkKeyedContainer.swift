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
