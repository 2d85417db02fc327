/// The one way a system picker (media, documents) reports what the user chose: to the app's
/// optional `onFinish`, then to a waiting `result(of:)`.
extension ScreenResultReporter {
    /// The finish callback a picker controller calls once, after it dismissed itself: `onFinish`
    /// first, then a waiting `result(of:)`.
    ///
    /// A picker with an `onFinish` that no `result(of:)` awaits does not report, so its plain
    /// `navigate` logs no unanswered result.
    func pickerFinish(after onFinish: (@MainActor (Value) -> Void)?) -> @MainActor (Value) -> Void {
        { value in
            onFinish?(value)
            if onFinish == nil || self.isAwaited { self.report(value) }
        }
    }
}
