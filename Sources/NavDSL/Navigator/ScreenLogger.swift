/// Receives what the navigator does.
///
/// One info line per navigation and per action, one error line
/// per failed navigation. Replace it to route the log to your own system; pass `nil` to the
/// navigator for silence.
@MainActor
public protocol ScreenLogger {
    /// An informational line.
    ///
    /// The message is only built when the logger uses it.
    func info(_ message: @autoclosure () -> String)
    /// A failure.
    func error(_ error: @autoclosure () -> any Error)
}

/// Prints `Info: ...` and `Error: ...` lines to standard output.
///
/// ```swift
/// ScreenNavigator(window: window, logger: DefaultScreenLogger())          // prints
/// ScreenNavigator(window: window, logger: DefaultScreenLogger(isEnabled: false))  // silent
/// ```
@MainActor
public final class DefaultScreenLogger: ScreenLogger {
    /// When `false`, nothing is printed and no message is built.
    public var isEnabled: Bool

    /// Creates a logger, printing unless `isEnabled` is `false`.
    public init(isEnabled: Bool = true) {
        self.isEnabled = isEnabled
    }

    /// Prints `Info: <message>`.
    public func info(_ message: @autoclosure () -> String) {
        guard isEnabled else { return }
        print("Info: \(message())")
    }

    /// Prints `Error: <error>`.
    public func error(_ error: @autoclosure () -> any Error) {
        guard isEnabled else { return }
        print("Error: \(error())")
    }
}

/// Keeps the log lines in memory.
///
/// `"Info: ..."` and `"Error: ..."`, in order. Use it in tests and
/// in tools that show what a navigation did.
@MainActor
public final class ScreenRecordingLogger: ScreenLogger {
    /// Every line logged so far.
    public private(set) var lines: [String] = []

    /// Creates an empty log.
    public init() {}

    /// Records `Info: <message>`.
    public func info(_ message: @autoclosure () -> String) {
        lines.append("Info: \(message())")
    }

    /// Records `Error: <error>`.
    public func error(_ error: @autoclosure () -> any Error) {
        lines.append("Error: \(error())")
    }

    /// Forgets the lines logged so far.
    public func removeAll() {
        lines.removeAll()
    }
}
