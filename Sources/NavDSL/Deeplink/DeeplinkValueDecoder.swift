import Foundation

/// Decodes one parameter: a single value, or a list for arrays.
struct DeeplinkValueDecoder: Decoder, SingleValueDecodingContainer {
    let name: String
    let values: [String]
    var options = DeeplinkDecodingOptions()
    /// Set for an element of a list: a list inside a list is refused.
    var isElement = false
    var codingPath: [any CodingKey] { [DeeplinkParameterKey(name)] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// The parameter's own name, without an element index (`ids` for `ids[1]`).
    var field: String { String(name.prefix { $0 != "[" }) }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        throw DeeplinkError(.unsupportedParameter, subject: field, detail: "nested objects are not supported in a deep link query.")
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard !isElement else {
            throw DeeplinkError(
                .unsupportedParameter, subject: field, detail: "nested lists are not supported in a deep link query; use a flat list.")
        }
        return DeeplinkUnkeyedContainer(name: name, values: values, options: options)
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
        if T.self == Date.self {
            guard let date = options.date(from: try text()) as? T else { throw invalid(Date.self) }
            return date
        }
        return try T(from: self)
    }

    private func text() throws -> String {
        guard let value = values.first else {
            throw DeeplinkError(.missingParameter, subject: name, detail: "the link has no '\(name)'.")
        }
        guard values.count == 1 else {
            throw DeeplinkError(.duplicatedParameter, subject: name, detail: "'\(name)' appears \(values.count) times; it takes one value.")
        }
        try DeeplinkURL.checkCharacters(value, name: name)
        return value
    }

    private func parse<T: LosslessStringConvertible>(_ type: T.Type) throws -> T {
        guard let value = T(try text()), DeeplinkURL.isFinite(value) else { throw invalid(T.self) }
        return value
    }

    private func invalid(_ type: Any.Type) -> DeeplinkError {
        DeeplinkError(.invalidParameter, subject: name, detail: "'\(values.first ?? "")' is not a valid \(type).")
    }
}

/// The coding key of one parameter, so errors thrown by a value's own `init(from:)` name it.
struct DeeplinkParameterKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) {
        stringValue = name
    }

    init?(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        nil
    }
}
