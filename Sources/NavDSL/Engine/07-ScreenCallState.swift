/// The state of one completion-based call: whether its completion arrived during the call (the
/// caller's loop goes on) or later (the completion resumes the loop), and whether it arrived twice.
///
/// Not final: a caller that keeps more per call (the run's step call) extends it, so one object is
/// all its completion captures.
@MainActor
package class ScreenCallState {
    /// `true` until the call returns.
    var isInsideCall = true
    /// Whether the completion has run.
    private(set) var isCompleted = false
    /// Set when the caller gave up waiting; the completion, if it comes, is then ignored.
    var isTimedOut = false

    package init() {}

    /// Marks the completion; returns `false` for a second completion, which callers ignore.
    package final func complete() -> Bool {
        guard !isCompleted else { return false }
        isCompleted = true
        return true
    }
}
