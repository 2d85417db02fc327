/// The `Decoder` behind ``DeeplinkQueryDecoder`` and ``DeeplinkPayloadDecoder``: a flat map of
/// names to their values.
struct DeeplinkParameterDecoder: Decoder {
    let values: [String: [String]]
    var unsupported: Set<String> = []
    var options = DeeplinkDecodingOptions()
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard codingPath.isEmpty else {
            throw DeeplinkError(
                .unsupportedParameter, subject: codingPath.map(\.stringValue).joined(separator: "."),
                detail: "a deep link query is flat; nested objects are not supported. Use plain values or arrays.")
        }
        return KeyedDecodingContainer(DeeplinkKeyedContainer<Key>(values: values, unsupported: unsupported, options: options))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw DeeplinkError(.unsupportedParameter, subject: "", detail: "the parameters must be a struct of named values.")
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw DeeplinkError(.unsupportedParameter, subject: "", detail: "the parameters must be a struct of named values.")
    }

    /// Runs `body`, mapping errors thrown by the parameter types' own `init(from:)` onto deep link
    /// errors, and naming fields as the input spelled them (`chat_id`, not `chatId`) through `names`.
    static func mappingErrors<T>(names: [String: String], options: DeeplinkDecodingOptions, _ body: () throws -> T) throws -> T {
        do {
            return try mappingDecodingErrors(body)
        } catch let error as DeeplinkError {
            let field = String(error.subject.prefix { $0 != "[" })
            let original = names[field] ?? options.inputName(for: field)
            guard original != field else { throw error }
            throw DeeplinkError(error.code, subject: original + error.subject.dropFirst(field.count), detail: error.detail)
        }
    }

    private static func mappingDecodingErrors<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as DeeplinkError {
            throw error
        } catch let error as DecodingError {
            switch error {
            case .keyNotFound(let key, _):
                throw DeeplinkError(.missingParameter, subject: key.stringValue, detail: "the link has no '\(key.stringValue)'.")
            case .valueNotFound(_, let context), .typeMismatch(_, let context), .dataCorrupted(let context):
                let name = context.codingPath.map(\.stringValue).joined(separator: ".")
                throw DeeplinkError(.invalidParameter, subject: name, detail: context.debugDescription)
            @unknown default:
                throw DeeplinkError(.invalidParameter, subject: "", detail: "\(error)")
            }
        }
    }
}
