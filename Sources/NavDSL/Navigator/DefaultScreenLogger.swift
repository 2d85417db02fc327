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
