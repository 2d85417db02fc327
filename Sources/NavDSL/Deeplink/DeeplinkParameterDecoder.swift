/// The `Decoder` behind ``DeeplinkQueryDecoder``: a flat map of names to their values.
struct DeeplinkParameterDecoder: Decoder {
    let values: [String: [String]]
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard codingPath.isEmpty else {
            throw DeeplinkError(
                .unsupportedParameter, subject: codingPath.map(\.stringValue).joined(separator: "."),
                detail: "a deep link query is flat; nested objects are not supported. Use plain values or arrays.")
        }
        return KeyedDecodingContainer(DeeplinkKeyedContainer<Key>(values: values))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw DeeplinkError(.unsupportedParameter, subject: "", detail: "the parameters must be a struct of named values.")
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw DeeplinkError(.unsupportedParameter, subject: "", detail: "the parameters must be a struct of named values.")
    }
}
