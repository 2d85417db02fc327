/// Why a deep link was rejected.
///
/// The URL is malformed or unknown, or a parameter is missing or wrong. A rejected deep link
/// never navigates.
public struct DeeplinkError: ScreenError, Equatable {
    /// What went wrong.
    public enum Code: String, Sendable, Equatable {
        /// The text is not a URL.
        case invalidURL
        /// The URL is longer than ``DeeplinkURL/maximumLength``.
        case urlTooLong
        /// A `%` is not followed by two hex digits, or the bytes are not UTF-8.
        case invalidPercentEncoding
        /// The scheme (or the host of a web link) is not one the manager accepts.
        case unsupportedScheme
        /// No registered deep link type recognises the URL.
        case unknownDeeplink
        /// A required parameter is absent.
        case missingParameter
        /// A parameter's value does not have the expected type.
        case invalidParameter
        /// A single-valued parameter appears more than once.
        case duplicatedParameter
        /// The parameter struct asks for something a URL cannot carry (nested objects).
        case unsupportedParameter
        /// A newer deep link of the same scope replaced this pending one.
        case superseded
        /// An interceptor stopped the deep link.
        case intercepted
        /// The URL's authority (`user@`, `\\`, `%`, a port, a non-ASCII host) or its path (`.`,
        /// `..`) could be read differently by a browser and by Foundation, or a web link is not `https`.
        case ambiguousURL
        /// A decoded parameter contains a control character (`%00`, `%0A`, DEL, C1 controls).
        case forbiddenCharacter
        /// The link's scope was deactivated (logout) before its route started. The navigator logs it
        /// as the failure of the route's scope check; the link goes back to pending and its own
        /// completion waits for its next run.
        case scopeInactive
        /// The ``DeeplinkManager`` was released while the link was pending or waiting.
        case released
        /// The deep link type implements no method of a requirement pair whose members default to
        /// each other, so its conformance compiled empty: no parse method (`parse(_:)`,
        /// `parse(_:context:)` or `parse(notification:context:)`), or no route method (`route()`
        /// or `route(screens:)`). The subject is the type; the detail names what to implement.
        case missingRequirement
    }

    /// What went wrong.
    public let code: Code
    /// The URL or parameter concerned.
    public let subject: String
    /// The rule, with a hint.
    public let detail: String
    /// Set when the error is placed by the navigator; unused for rejected links.
    public var step: ScreenStep?

    /// Creates an error.
    public init(_ code: Code, subject: String, detail: String) {
        self.code = code
        self.subject = subject
        self.detail = detail
    }

    /// `Deep link rejected (missingParameter) 'id': ...`.
    public var reason: String { "Deep link rejected (\(code.rawValue)) '\(subject)': \(detail)" }
}
