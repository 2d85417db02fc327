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
