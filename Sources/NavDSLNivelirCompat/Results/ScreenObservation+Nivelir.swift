extension ScreenObservation {
    /// Nivelir's call syntax for notifying observers: `observation { $0.chatUpdated(id: 42) }`.
    ///
    /// ```swift
    /// observation.notify { $0.chatUpdated(id: 42) }   // NavDSL's one spelling
    /// ```
    /// - Note: Deprecated: write ``NavDSL/ScreenObservation/notify(_:)``, which it calls; same
    ///   rules (observers in registration order, nothing when the navigator is gone).
    @available(*, deprecated, renamed: "notify(_:)")
    public func callAsFunction(_ body: (Observer) throws -> Void) rethrows {
        try notify(body)
    }
}
