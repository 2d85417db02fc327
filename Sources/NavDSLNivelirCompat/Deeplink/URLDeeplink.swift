import Foundation

/// Nivelir's deep link made from a URL's parts, with a typed query and a context.
///
/// Native: a ``Deeplink`` whose ``Deeplink/parse(_:context:)`` reads a ``DeeplinkURL``:
/// ```swift
/// static func parse(_ link: DeeplinkURL, context: Void) throws -> ChatDeeplink? {
///     guard link.host == "chat" else { return nil }
///     return ChatDeeplink(query: try link.decodeQuery(ChatQuery.self))
/// }
/// ```
/// - Note: The manager validates the URL first (length, percent-encoding, an accepted scheme) and
///   rejects a malformed one with ``DeeplinkError`` before `url(...)` runs; a query that does not
///   decode into ``URLQuery`` rejects the link too. Nothing navigates for a rejected link.
@available(*, deprecated, message: "write a Deeplink with parse(_:context:) reading a DeeplinkURL")
@MainActor
public protocol URLDeeplink: NivelirDeeplink {
    /// The query: a `Decodable` struct (decoded by the native ``DeeplinkQueryDecoder``), or `String`.
    associatedtype URLQuery
    /// What `handleURLIfPossible(_:context:)` passes; a mismatch rejects the link.
    associatedtype URLContext

    /// How the query is decoded; the default options unless implemented.
    ///
    /// ```swift
    /// static func urlQueryOptions(context: Any) -> URLDeeplinkQueryOptions { URLDeeplinkQueryOptions(keyDecodingStrategy: .convertFromSnakeCase) }
    /// ```
    /// - Note: Never fails; asked for each URL, before `url(...)`.
    static func urlQueryOptions(context: URLContext) -> URLDeeplinkQueryOptions

    /// Returns the link for the URL's parts, or `nil` when the URL is not this kind's.
    ///
    /// ```swift
    /// static func url(scheme: String?, host: String?, path: [String], query: ChatQuery?, context: Any) throws -> Self? {
    ///     guard let query, host == "chat" else { return nil }
    ///     return Self(chatID: query.chatID)
    /// }
    /// ```
    /// - Note: Throw for a URL that is yours but malformed: the link is rejected and nothing
    ///   navigates. Keep it free of side effects: `canHandleURL(_:context:)` calls it.
    static func url(scheme: String?, host: String?, path: [String], query: URLQuery?, context: URLContext) throws -> Self?
}

@available(*, deprecated, message: "write a Deeplink with parse(_:context:) reading a DeeplinkURL")
extension URLDeeplink {
    /// The default decoding options.
    ///
    /// ```swift
    /// DeeplinkDecodingOptions(keyDecodingStrategy: .convertFromSnakeCase)
    /// ```
    /// - Note: Fails never.
    public static func urlQueryOptions(context: URLContext) -> URLDeeplinkQueryOptions {
        URLDeeplinkQueryOptions()
    }

    /// Asks the type about a link the native manager validated: its lowercased scheme and host, its
    /// decoded path components (none for `app://chat`, where Nivelir gave `[""]`), its query.
    static func nivelirLink(from link: DeeplinkURL, context: Any?) throws -> Self? {
        let typedContext: URLContext = try NivelirDeeplinkContext.resolve(context, for: Self.self)
        let query = try NivelirDeeplinkQuery.decode(
            URLQuery.self, from: link, options: urlQueryOptions(context: typedContext), for: Self.self)
        return try url(scheme: link.scheme, host: link.host, path: link.pathComponents, query: query, context: typedContext)
    }
}

/// Reads a Nivelir link's context and query with the native decoders.
@available(*, deprecated, message: "NavDSLNivelirCompat internals")
enum NivelirDeeplinkQuery {
    /// `nil` without query items; the raw query for a `String` (or `Any`) query; else the query items
    /// decoded by ``DeeplinkQueryDecoder`` into a `Decodable` query.
    static func decode<Query>(_ type: Query.Type, from link: DeeplinkURL, options: DeeplinkDecodingOptions, for owner: Any.Type)
        throws -> Query?
    {
        guard !link.queryItems.isEmpty else { return nil }
        if Query.self == String.self || Query.self == Any.self {
            return URLComponents(string: link.original)?.percentEncodedQuery as? Query
        }
        guard let decodable = Query.self as? any Decodable.Type else {
            throw DeeplinkError(
                .unsupportedParameter, subject: "\(owner)",
                detail: "its URLQuery \(Query.self) is neither Decodable nor String, so the query cannot be read.")
        }
        return try DeeplinkQueryDecoder(options: options).decode(decodable, from: link.queryItems) as? Query
    }
}

/// The context a Nivelir link asks for, from the `Any?` a `handle...IfPossible(_:context:)` call gave.
@available(*, deprecated, message: "NavDSLNivelirCompat internals")
enum NivelirDeeplinkContext {
    /// `context` as `Context` (a `nil` fits an optional or `Any` context).
    static func resolve<Context>(_ context: Any?, for owner: Any.Type) throws -> Context {
        if let typed = context as? Context { return typed }
        throw DeeplinkError(
            .invalidParameter, subject: "context",
            detail: "\(owner) expects a \(Context.self) context, but the handling call gave "
                + "\(context.map { "\(type(of: $0))" } ?? "nil"). Pass the context the type declares.")
    }
}
