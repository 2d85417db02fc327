import NavDSL

/// What a window keeps for tests and diagnostics: its changes, the refusals of what SwiftUI wrote
/// and its notes, each bounded by ``SwiftUIWindowModel/logLimit``.
extension SwiftUIWindowModel {
    /// The last ``logLimit`` changes, in order; the user's changes say `by the user` in their detail.
    ///
    /// ```swift
    /// #expect(window.transitions.map(\.kind) == [.root, .stack])
    /// ```
    /// - Note: Bounded: a window that lives as long as the app does not grow.
    public var transitions: [ScreenTransition] { transitionLog.entries(limit: logLimit) }
    /// The last ``logLimit`` refusals of what SwiftUI wrote: a path that is not a prefix of the model's.
    ///
    /// ```swift
    /// #expect(window.violations.isEmpty)
    /// ```
    /// - Note: Refusals of routes are not here: the navigation returns them.
    public var violations: [any Error] { violationLog.entries(limit: logLimit) }
    /// The last ``logLimit`` notes: animations drawn as the default, lost acknowledgements.
    ///
    /// ```swift
    /// #expect(window.notes.isEmpty, "no acknowledgement was lost")
    /// ```
    /// - Note: Also passed to ``logger``.
    public var notes: [String] { noteLog.entries(limit: logLimit) }

    /// Forgets the logged transitions, violations and notes; the tree is unchanged.
    ///
    /// ```swift
    /// window.resetLogs()
    /// ```
    /// - Note: Never fails.
    public func resetLogs() {
        transitionLog = SwiftUIBoundedLog()
        violationLog = SwiftUIBoundedLog()
        noteLog = SwiftUIBoundedLog()
    }

    /// Records a change in the transition log.
    func record(_ kind: ScreenTransition.Kind, animation: ScreenAnimation?, container: String, detail: String = "") {
        transitionLog.append(ScreenTransition(kind: kind, animation: animation, container: container, detail: detail), limit: logLimit)
    }

    /// Records a refusal of what SwiftUI wrote.
    func recordViolation(_ error: any Error) {
        violationLog.append(error, limit: logLimit)
    }

    /// Keeps `note` and passes it to the logger.
    func note(_ note: String) {
        noteLog.append(note, limit: logLimit)
        logger?.info(note)
    }
}

/// A log that keeps its last entries: it drops the oldest in batches, so an append costs O(1)
/// amortized however long the app runs.
struct SwiftUIBoundedLog<Entry> {
    private var storage: [Entry] = []

    mutating func append(_ entry: Entry, limit: Int) {
        storage.append(entry)
        let bound = max(limit, 0)
        if storage.count > bound * 2 + 16 { storage.removeFirst(storage.count - bound) }
    }

    func entries(limit: Int) -> [Entry] {
        Array(storage.suffix(max(limit, 0)))
    }
}
