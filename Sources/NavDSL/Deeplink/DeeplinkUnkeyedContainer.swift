/// Reads the values of a repeated parameter, one element at a time.
struct DeeplinkUnkeyedContainer: UnkeyedDecodingContainer {
    let name: String
    let values: [String]
    var codingPath: [any CodingKey] { [] }
    var count: Int? { values.count }
    var isAtEnd: Bool { currentIndex >= values.count }
    private(set) var currentIndex = 0

    init(name: String, values: [String]) {
        self.name = name
        self.values = values
    }

    mutating func decodeNil() throws -> Bool {
        false
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        guard !isAtEnd else {
            throw DeeplinkError(.missingParameter, subject: name, detail: "fewer '\(name)' values than expected.")
        }
        let value = try T(from: DeeplinkValueDecoder(name: "\(name)[\(currentIndex)]", values: [values[currentIndex]]))
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
        DeeplinkValueDecoder(name: name, values: values)
    }
}
