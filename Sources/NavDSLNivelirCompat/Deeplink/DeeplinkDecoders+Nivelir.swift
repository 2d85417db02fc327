import Foundation

// Nivelir's decoders and their options, funnelled into NavDSL's `DeeplinkQueryDecoder`,
// `DeeplinkPayloadDecoder` and `DeeplinkDecodingOptions`. Nivelir declares the decoders as protocols
// with internal implementations; here they are the decoders themselves, so both a parameter typed
// `URLDeeplinkQueryDecoder` and `URLDeeplinkQueryDecoder()` compile.

/// Nivelir's query decoding options.
///
/// ```swift
/// DeeplinkDecodingOptions(keyDecodingStrategy: .convertFromSnakeCase, dateDecodingStrategy: .iso8601)
/// ```
/// - Note: Fails never (an alias); completes never. Nivelir's `.formatted`, `.custom`, data and
///   non-conforming-float strategies have no native counterpart.
@available(*, deprecated, renamed: "DeeplinkDecodingOptions")
public typealias URLDeeplinkQueryOptions = DeeplinkDecodingOptions

/// Nivelir's notification payload decoding options.
///
/// ```swift
/// DeeplinkDecodingOptions(dateDecodingStrategy: .secondsSince1970)
/// ```
/// - Note: Fails never (an alias); completes never.
@available(*, deprecated, renamed: "DeeplinkDecodingOptions")
public typealias NotificationDeeplinkUserInfoOptions = DeeplinkDecodingOptions

/// Nivelir's quick action payload decoding options.
///
/// ```swift
/// DeeplinkDecodingOptions(dateDecodingStrategy: .secondsSince1970)
/// ```
/// - Note: Fails never (an alias); completes never.
@available(*, deprecated, renamed: "DeeplinkDecodingOptions")
public typealias ShortcutDeeplinkUserInfoOptions = DeeplinkDecodingOptions

extension DeeplinkDecodingOptions {
    /// Nivelir's argument order (dates first), for the strategies both libraries have.
    ///
    /// ```swift
    /// DeeplinkDecodingOptions(keyDecodingStrategy: .useDefaultKeys, dateDecodingStrategy: .iso8601)
    /// ```
    /// - Note: Fails never.
    @available(*, deprecated, message: "use init(keyDecodingStrategy:dateDecodingStrategy:)")
    public init(dateDecodingStrategy: DateDecodingStrategy, keyDecodingStrategy: KeyDecodingStrategy) {
        self.init(keyDecodingStrategy: keyDecodingStrategy, dateDecodingStrategy: dateDecodingStrategy)
    }
}

/// Nivelir's decoder of a URL's query text (`url.query`) into a `Decodable` struct.
///
/// Native: decode the query items of a validated link:
/// ```swift
/// let filter = try DeeplinkQueryDecoder().decode(SearchFilter.self, from: try DeeplinkURL(text).queryItems)
/// ```
/// - Note: Throws ``DeeplinkError``: `invalidPercentEncoding` or `forbiddenCharacter` for a query
///   that is not clean text, else naming the missing, repeated or malformed parameter. Flat
///   parameters only: Nivelir's nested `a[b]=1` keys are rejected (`unsupportedParameter`).
@available(*, deprecated, message: "use DeeplinkQueryDecoder().decode(_:from: link.queryItems) or link.decodeQuery(_:)")
public struct URLDeeplinkQueryDecoder {
    /// How names and dates are read.
    public var options: DeeplinkDecodingOptions

    /// Creates a decoder.
    ///
    /// ```swift
    /// DeeplinkQueryDecoder(options: DeeplinkDecodingOptions(keyDecodingStrategy: .convertFromSnakeCase))
    /// ```
    /// - Note: Never fails.
    public init(options: DeeplinkDecodingOptions = DeeplinkDecodingOptions()) {
        self.options = options
    }

    /// Decodes `type` from a query text such as `name=Durian&points=600`.
    ///
    /// ```swift
    /// try DeeplinkURL("app://grocery?name=Durian&points=600").decodeQuery(GroceryProduct.self)
    /// ```
    /// - Note: Throws as the type's summary says; completes at once.
    public func decode<T: Decodable>(_ type: T.Type, from query: String) throws -> T {
        let link = try DeeplinkURL("query://query?" + query)
        return try DeeplinkQueryDecoder(options: options).decode(type, from: link.queryItems)
    }
}

/// Nivelir's decoder of a notification payload into a `Decodable` struct.
///
/// ```swift
/// let push = try DeeplinkPayloadDecoder().decode(ChatPush.self, from: notification.userInfo)
/// ```
/// - Note: Throws ``DeeplinkError`` naming the missing or malformed field; completes at once.
@available(*, deprecated, renamed: "DeeplinkPayloadDecoder")
public typealias NotificationDeeplinkUserInfoDecoder = DeeplinkPayloadDecoder

/// Nivelir's decoder of a quick action's payload into a `Decodable` struct.
///
/// ```swift
/// let chat = try DeeplinkPayloadDecoder().decode(ChatShortcut.self, from: shortcut.userInfo)
/// ```
/// - Note: Throws ``DeeplinkError`` naming the missing or malformed field; completes at once.
@available(*, deprecated, renamed: "DeeplinkPayloadDecoder")
public typealias ShortcutDeeplinkUserInfoDecoder = DeeplinkPayloadDecoder
