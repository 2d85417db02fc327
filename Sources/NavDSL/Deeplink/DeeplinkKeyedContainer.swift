/// Reads named parameters: one value for scalars, every value for arrays.
struct DeeplinkKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let values: [String: [String]]
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { values.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool {
        values[key.stringValue] != nil
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        values[key.stringValue]?.isEmpty ?? true
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let name = key.stringValue
        let found = values[name] ?? []
        if T.self is any DeeplinkArrayMarker.Type {
            return try T(from: DeeplinkValueDecoder(name: name, values: found))
        }
        guard let value = found.first else {
            throw DeeplinkError(.missingParameter, subject: name, detail: "the link has no '\(name)'; expected a \(T.self).")
        }
        guard found.count == 1 else {
            throw DeeplinkError(.duplicatedParameter, subject: name, detail: "'\(name)' appears \(found.count) times; it takes one value.")
        }
        return try T(from: DeeplinkValueDecoder(name: name, values: [value]))
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        throw DeeplinkError(
            .unsupportedParameter, subject: key.stringValue, detail: "nested objects are not supported in a deep link query.")
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        DeeplinkUnkeyedContainer(name: key.stringValue, values: values[key.stringValue] ?? [])
    }

    func superDecoder() throws -> any Decoder {
        DeeplinkParameterDecoder(values: values, codingPath: [])
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        DeeplinkValueDecoder(name: key.stringValue, values: values[key.stringValue] ?? [])
    }
}

/// Marks `Array` so the keyed container hands it every value of a repeated name.
protocol DeeplinkArrayMarker {}

extension Array: DeeplinkArrayMarker {}
