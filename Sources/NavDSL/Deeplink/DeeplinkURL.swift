import Foundation

/// A deep link URL taken apart and validated: scheme, host, path components and query items, all
/// percent-decoded.
///
/// Deep link types read their parameters from it, typed:
/// ```swift
/// let id = try link.parameter("id", at: 1, as: Int.self)    // app://chat/42 or push {type: chat, id: 42}
/// let filter = try link.decodeQuery(SearchFilter.self)      // app://search?tag=a&tag=b&page=2
/// ```
public struct DeeplinkURL: Sendable, Equatable, CustomStringConvertible {
    /// Longer URLs are rejected before parsing (8 KB).
    public static let maximumLength = 8 * 1024

    /// The scheme, lowercased: `app`, `https`.
    public let scheme: String
    /// The host: lowercased for a URL (`chat` in `app://Chat/42`, `example.com` in a universal
    /// link), as given for a link made from parts (a quick action's or push payload's type).
    public let host: String
    /// The decoded path components without `/`: `["42"]` in `app://chat/42`.
    public let pathComponents: [String]
    /// The link's target, the same for both forms of a link: the host then the path for a custom
    /// scheme (`app://chat/42` → `["chat", "42"]`), the path alone for a web link
    /// (`https://example.com/chat/42` → `["chat", "42"]`).
    public var segments: [String] {
        ["http", "https"].contains(scheme) ? pathComponents : (host.isEmpty ? [] : [host]) + pathComponents
    }

    /// The decoded query items in order; a name may repeat (`tag=a&tag=b`).
    public let queryItems: [(name: String, value: String)]
    /// The text the link came from.
    public let original: String

    /// Parses and validates `text`.
    ///
    /// ```swift
    /// let link = try DeeplinkURL("app://chat/42?from=push")
    /// ```
    /// - Throws: ``DeeplinkError`` with `urlTooLong`, `invalidPercentEncoding`, `invalidURL`,
    ///   `ambiguousURL` (user info, backslashes, raw controls or spaces, percent-escapes or a port
    ///   in the host, `.`/`..` segments) or `forbiddenCharacter` (a control character once decoded).
    public init(_ text: String) throws {
        guard text.utf8.count <= Self.maximumLength else {
            throw DeeplinkError(
                .urlTooLong, subject: String(text.prefix(64)) + "…",
                detail: "the URL has \(text.utf8.count) bytes; deep links are limited to \(Self.maximumLength). Send an id, not the data.")
        }
        try Self.checkPercentEncoding(text)
        try Self.checkRawCharacters(text)
        guard let components = URLComponents(string: text), let scheme = components.scheme, !scheme.isEmpty else {
            throw DeeplinkError(.invalidURL, subject: text, detail: "this is not a URL with a scheme, such as app://chat/42.")
        }
        try Self.checkSchemeAndSpaces(text, scheme: scheme)
        try Self.checkAuthority(of: text, scheme: scheme, foundationHost: components.host)
        var queryItems: [(name: String, value: String)] = []
        for item in components.queryItems ?? [] {
            try Self.checkCharacters(item.name, name: item.name)
            try Self.checkCharacters(item.value ?? "", name: item.name)
            queryItems.append((item.name, item.value ?? ""))
        }
        let path = components.percentEncodedPath.split(separator: "/").map(String.init)
        let decodedPath = path.compactMap { $0.removingPercentEncoding }
        guard decodedPath.count == path.count else {
            throw DeeplinkError(.invalidPercentEncoding, subject: text, detail: "a path component is not valid UTF-8 once decoded.")
        }
        try Self.checkDotSegments(decodedPath, text: text)
        let firstSegment = ["http", "https"].contains(scheme.lowercased()) || (components.host ?? "").isEmpty ? 0 : 1
        for (index, segment) in decodedPath.enumerated() {
            try Self.checkCharacters(segment, name: "segments[\(firstSegment + index)]")
        }
        // URL hosts are case-insensitive; a type given as parts is an app's own name, kept as is.
        self.init(
            scheme: scheme, host: (components.host ?? "").lowercased(), pathComponents: decodedPath, queryItems: queryItems,
            original: text)
    }

    /// Makes a link from parts, as push-notification payloads and quick actions give them; the
    /// scheme is lowercased, the host kept exactly as given.
    public init(
        scheme: String, host: String, pathComponents: [String] = [], queryItems: [(name: String, value: String)] = [],
        original: String? = nil
    ) {
        self.scheme = scheme.lowercased()
        self.host = host
        self.pathComponents = pathComponents
        self.queryItems = queryItems
        self.original = original ?? "\(scheme)://\(host)/\(pathComponents.joined(separator: "/"))"
    }

    /// The original text.
    public var description: String { original }

    /// Compares all parts.
    public static func == (lhs: DeeplinkURL, rhs: DeeplinkURL) -> Bool {
        lhs.scheme == rhs.scheme && lhs.host == rhs.host && lhs.pathComponents == rhs.pathComponents
            && lhs.queryItems.map(\.name) == rhs.queryItems.map(\.name) && lhs.queryItems.map(\.value) == rhs.queryItems.map(\.value)
    }

    /// The values of query item `name`, in order.
    public func queryValues(_ name: String) -> [String] {
        queryItems.filter { $0.name == name }.map(\.value)
    }

    /// A typed parameter: the segment at `index` if there is one (see ``segments``), else the
    /// single query item `name`.
    ///
    /// - Throws: ``DeeplinkError`` `missingParameter`, `duplicatedParameter` or `invalidParameter`,
    ///   naming `name` (`invalidParameter` for NaN, infinities and overflowing decimals), or
    ///   `forbiddenCharacter` for a control character.
    public func parameter<Value: LosslessStringConvertible>(_ name: String, at index: Int? = nil, as type: Value.Type = Value.self) throws
        -> Value
    {
        let text: String
        if let index, segments.indices.contains(index) {
            text = segments[index]
        } else {
            let values = queryValues(name)
            guard let first = values.first else {
                throw DeeplinkError(.missingParameter, subject: name, detail: "\(original) has no '\(name)'; expected a \(Value.self).")
            }
            guard values.count == 1 else {
                throw DeeplinkError(
                    .duplicatedParameter, subject: name, detail: "'\(name)' appears \(values.count) times in \(original); give it once.")
            }
            text = first
        }
        try Self.checkCharacters(text, name: name)
        guard let value = Value(text), Self.isFinite(value) else {
            throw DeeplinkError(.invalidParameter, subject: name, detail: "'\(text)' is not a valid \(Value.self).")
        }
        return value
    }

    /// Decodes the query items into a `Decodable` parameter struct (see ``DeeplinkQueryDecoder``).
    public func decodeQuery<Parameters: Decodable>(_ type: Parameters.Type) throws -> Parameters {
        try DeeplinkQueryDecoder().decode(type, from: queryItems)
    }

    /// `false` for NaN and infinities (`nan`, `inf`, and decimals too large for the type, such as
    /// `1e400`), which no deep link parameter means; `true` for every other value.
    static func isFinite(_ value: Any) -> Bool {
        guard let number = value as? any FloatingPoint else { return true }
        return number.isFinite
    }

    /// Every `%` must start a two-digit hex escape.
    private static func checkPercentEncoding(_ text: String) throws {
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%") {
                guard index + 2 < bytes.count, isHex(bytes[index + 1]), isHex(bytes[index + 2]) else {
                    throw DeeplinkError(
                        .invalidPercentEncoding, subject: text,
                        detail: "'%' at offset \(index) is not followed by two hex digits. Encode '%' itself as %25.")
                }
                index += 3
            } else {
                index += 1
            }
        }
        guard text.removingPercentEncoding != nil else {
            throw DeeplinkError(.invalidPercentEncoding, subject: text, detail: "the percent-escapes do not decode to UTF-8 text.")
        }
    }

    private static func isHex(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }
}
