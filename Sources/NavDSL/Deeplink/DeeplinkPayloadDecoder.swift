/// Decodes a push payload (`userInfo`) into a `Decodable` struct, with the query decoder's rules.
///
/// Keys the struct does not ask for are ignored, so Nivelir's example payload decodes as is:
/// ```swift
/// struct ChatPush: Decodable { let roomId: Int; let chatId: Int }
/// let decoder = DeeplinkPayloadDecoder(options: DeeplinkDecodingOptions(keyDecodingStrategy: .convertFromSnakeCase))
/// let push = try decoder.decode(ChatPush.self, from: ["aps": ["alert": "Hi"], "room_id": 1, "chat_id": 1])
/// ```
/// - Note: Throws a ``DeeplinkError`` naming the field that is missing or malformed, or
///   `unsupportedParameter` when the struct asks for a nested object or a list of lists.
public struct DeeplinkPayloadDecoder: Sendable {
    /// How names and dates are read.
    public var options: DeeplinkDecodingOptions

    /// Creates a decoder.
    ///
    /// ```swift
    /// DeeplinkPayloadDecoder(options: DeeplinkDecodingOptions(keyDecodingStrategy: .convertFromSnakeCase))
    /// ```
    /// - Note: Never fails.
    public init(options: DeeplinkDecodingOptions = DeeplinkDecodingOptions()) {
        self.options = options
    }

    /// Decodes `type` from `payload`: text, numbers, booleans and flat lists of them.
    ///
    /// ```swift
    /// try DeeplinkPayloadDecoder().decode(ChatPush.self, from: notification.userInfo)
    /// ```
    /// - Throws: ``DeeplinkError`` naming the field.
    public func decode<Parameters: Decodable>(_ type: Parameters.Type, from payload: [AnyHashable: Any]) throws -> Parameters {
        var values: [String: [String]] = [:]
        var names: [String: String] = [:]
        var unsupported: Set<String> = []
        for (key, value) in payload {
            guard let name = key.base as? String else { continue }
            let property = options.key(for: name)
            names[property] = name
            if let texts = Self.texts(value) {
                values[property, default: []].append(contentsOf: texts)
            } else {
                unsupported.insert(property)
            }
        }
        let decoder = DeeplinkParameterDecoder(values: values, unsupported: unsupported, options: options, codingPath: [])
        return try DeeplinkParameterDecoder.mappingErrors(names: names, options: options) { try Parameters(from: decoder) }
    }

    /// A scalar as one text, a flat list as its texts; `nil` for objects and lists of lists.
    static func texts(_ value: Any) -> [String]? {
        if let single = text(value) { return [single] }
        guard let list = value as? [Any] else { return nil }
        var texts: [String] = []
        for element in list {
            guard let single = text(element) else { return nil }
            texts.append(single)
        }
        return texts
    }

    private static func text(_ value: Any) -> String? {
        switch value {
        case let text as String: text
        case let number as Int: String(number)
        case let number as Double: String(number)
        case let flag as Bool: flag ? "true" : "false"
        default: nil
        }
    }
}
