/// Decodes one parameter: a single value, or a list for arrays.
struct DeeplinkValueDecoder: Decoder, SingleValueDecodingContainer {
    let name: String
    let values: [String]
    var codingPath: [any CodingKey] { [DeeplinkParameterKey(name)] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        throw DeeplinkError(.unsupportedParameter, subject: name, detail: "nested objects are not supported in a deep link query.")
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        DeeplinkUnkeyedContainer(name: name, values: values)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        self
    }

    func decodeNil() -> Bool {
        values.isEmpty
    }

    func decode(_ type: Bool.Type) throws -> Bool {
        switch try text().lowercased() {
        case "true", "1", "yes": return true
        case "false", "0", "no": return false
        default: throw invalid(Bool.self)
        }
    }

    func decode(_ type: String.Type) throws -> String { try text() }
    func decode(_ type: Double.Type) throws -> Double { try parse(Double.self) }
    func decode(_ type: Float.Type) throws -> Float { try parse(Float.self) }
    func decode(_ type: Int.Type) throws -> Int { try parse(Int.self) }
    func decode(_ type: Int8.Type) throws -> Int8 { try parse(Int8.self) }
    func decode(_ type: Int16.Type) throws -> Int16 { try parse(Int16.self) }
    func decode(_ type: Int32.Type) throws -> Int32 { try parse(Int32.self) }
    func decode(_ type: Int64.Type) throws -> Int64 { try parse(Int64.self) }
    func decode(_ type: UInt.Type) throws -> UInt { try parse(UInt.self) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try parse(UInt8.self) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try parse(UInt16.self) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try parse(UInt32.self) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try parse(UInt64.self) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try T(from: self)
    }

    private func text() throws -> String {
        guard let value = values.first else {
            throw DeeplinkError(.missingParameter, subject: name, detail: "the link has no '\(name)'.")
        }
        guard values.count == 1 else {
            throw DeeplinkError(.duplicatedParameter, subject: name, detail: "'\(name)' appears \(values.count) times; it takes one value.")
        }
        return value
    }

    private func parse<T: LosslessStringConvertible>(_ type: T.Type) throws -> T {
        guard let value = T(try text()) else { throw invalid(T.self) }
        return value
    }

    private func invalid(_ type: Any.Type) -> DeeplinkError {
        DeeplinkError(.invalidParameter, subject: name, detail: "'\(values.first ?? "")' is not a valid \(type).")
    }
}
