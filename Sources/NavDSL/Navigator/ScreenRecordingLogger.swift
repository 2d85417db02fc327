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
