#if canImport(os)
    import os

    /// Sends the navigator's log to the unified logging system (`os.Logger`), visible in Console.
    ///
    /// ```swift
    /// ScreenNavigator(window: window, logger: OSScreenLogger(subsystem: "com.example.app"))
    /// ```
    @MainActor
    public final class OSScreenLogger: ScreenLogger {
        private let logger: Logger

        /// Logs under `subsystem`, category `Navigation` unless given.
        public init(subsystem: String, category: String = "Navigation") {
            logger = Logger(subsystem: subsystem, category: category)
        }

        /// Logs at the info level.
        public func info(_ message: @autoclosure () -> String) {
            let text = message()
            logger.info("\(text, privacy: .public)")
        }

        /// Logs at the error level.
        public func error(_ error: @autoclosure () -> any Error) {
            let text = "\(error())"
            logger.error("\(text, privacy: .public)")
        }
    }
#endif
