/// Receives what the navigator does.
///
/// One info line per navigation and per action, one error line
/// per failed navigation. Replace it to route the log to your own system; pass `nil` to the
/// navigator for silence.
@MainActor
public protocol ScreenLogger: AnyObject {
    /// An informational line.
    ///
    /// The message is only built when the logger uses it.
    func info(_ message: @autoclosure () -> String)
    /// A failure.
    func error(_ error: @autoclosure () -> any Error)
}
