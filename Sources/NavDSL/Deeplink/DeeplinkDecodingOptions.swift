import Foundation

/// How ``DeeplinkQueryDecoder`` and ``DeeplinkPayloadDecoder`` read names and dates.
///
/// ```swift
/// var decoder = DeeplinkQueryDecoder()
/// decoder.options.keyDecodingStrategy = .convertFromSnakeCase    // chat_id= fills chatId
/// decoder.options.dateDecodingStrategy = .iso8601                // at=2026-11-23T10:00:00Z
/// ```
/// - Note: A value; a date that does not fit the strategy fails with `invalidParameter` naming it.
public struct DeeplinkDecodingOptions: Sendable {
    /// How parameter names map to property names.
    public enum KeyDecodingStrategy: Sendable {
        /// Names are used as they are.
        case useDefaultKeys
        /// `chat_id` fills `chatId` (as `JSONDecoder`'s strategy of the same name: the first word
        /// lowercased, the next ones capitalised, leading and trailing underscores kept).
        case convertFromSnakeCase
    }

    /// How dates are read from text.
    public enum DateDecodingStrategy: Sendable {
        /// `Date`'s own `Decodable`: seconds since 2001-01-01.
        case deferredToDate
        /// Seconds since 1970 (`1732356000`).
        case secondsSince1970
        /// Milliseconds since 1970 (`1732356000000`).
        case millisecondsSince1970
        /// ISO 8601 with a time zone (`2026-11-23T10:00:00Z`).
        case iso8601
    }

    /// `.useDefaultKeys` unless set.
    public var keyDecodingStrategy: KeyDecodingStrategy
    /// `.deferredToDate` unless set.
    public var dateDecodingStrategy: DateDecodingStrategy

    /// Creates options.
    ///
    /// ```swift
    /// DeeplinkDecodingOptions(keyDecodingStrategy: .convertFromSnakeCase)
    /// ```
    /// - Note: Never fails.
    public init(keyDecodingStrategy: KeyDecodingStrategy = .useDefaultKeys, dateDecodingStrategy: DateDecodingStrategy = .deferredToDate) {
        self.keyDecodingStrategy = keyDecodingStrategy
        self.dateDecodingStrategy = dateDecodingStrategy
    }

    /// The property name for parameter `name`.
    func key(for name: String) -> String {
        guard keyDecodingStrategy == .convertFromSnakeCase, name.contains("_") else { return name }
        let leading = name.prefix { $0 == "_" }
        let trailing = String(name.reversed().prefix { $0 == "_" })
        let words = name.dropFirst(leading.count).dropLast(trailing.count).split(separator: "_")
        guard let first = words.first else { return name }
        let rest = words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }
        return String(leading) + first.lowercased() + rest.joined() + trailing
    }

    /// The parameter name a property is read from, for errors about absent ones: `chat_id` for
    /// `chatId` when converting from snake case.
    func inputName(for property: String) -> String {
        guard keyDecodingStrategy == .convertFromSnakeCase else { return property }
        var name = ""
        for character in property {
            if character.isUppercase, !name.isEmpty { name += "_" }
            name += character.lowercased()
        }
        return name
    }

    /// Reads a date from `text` per ``dateDecodingStrategy``; `nil` when it does not fit.
    func date(from text: String) -> Date? {
        switch dateDecodingStrategy {
        case .deferredToDate: Double(text).flatMap { $0.isFinite ? Date(timeIntervalSinceReferenceDate: $0) : nil }
        case .secondsSince1970: Double(text).flatMap { $0.isFinite ? Date(timeIntervalSince1970: $0) : nil }
        case .millisecondsSince1970: Double(text).flatMap { $0.isFinite ? Date(timeIntervalSince1970: $0 / 1000) : nil }
        case .iso8601: ISO8601DateFormatter().date(from: text)
        }
    }
}
