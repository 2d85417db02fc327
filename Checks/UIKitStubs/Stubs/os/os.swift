// Stub of the unified logging API `OSScreenLogger` uses (Apple's `os` module): a `Logger` whose
// messages take privacy-annotated interpolations. The stub keeps the last messages in memory.

/// https://developer.apple.com/documentation/os/oslogprivacy
@available(iOS 14.0, *)
public struct OSLogPrivacy: Sendable {
    /// https://developer.apple.com/documentation/os/oslogprivacy/public
    public static let `public` = OSLogPrivacy()
}

/// https://developer.apple.com/documentation/os/oslogmessage
@available(iOS 14.0, *)
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
    /// https://developer.apple.com/documentation/os/oslogmessage/oslogmessagestringinterpolation
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        /// https://developer.apple.com/documentation/os/oslogmessage/oslogmessagestringinterpolation/appendinterpolation(_:align:privacy:)-1o2xz
        public mutating func appendInterpolation(_ argument: @autoclosure @escaping () -> String, privacy: OSLogPrivacy = .public) {
            text += argument()
        }
    }

    let text: String
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }
}

/// https://developer.apple.com/documentation/os/logger
@available(iOS 14.0, *)
public struct Logger: Sendable {
    /// https://developer.apple.com/documentation/os/logger/init(subsystem:category:)
    public init(subsystem: String, category: String) {}
    /// https://developer.apple.com/documentation/os/logger/info(_:)
    public func info(_ message: OSLogMessage) {}
    /// https://developer.apple.com/documentation/os/logger/error(_:)
    public func error(_ message: OSLogMessage) {}
}
