/// The inverse changes of one route run, so a failed navigation leaves the tree as it was.
///
/// Mutating actions record how to undo what they changed (through
/// ``ScreenNavigator/recordUndo(_:)``); when a step fails, the run undoes them newest first,
/// without animation. A nested run that succeeds hands its entries to the enclosing run, so an
/// outer failure undoes them too.
@MainActor
package final class ScreenUndoLog {
    /// Undoes one change and calls `done` (once) when finished.
    package typealias Entry = @MainActor (_ done: @escaping @MainActor () -> Void) -> Void

    private var entries: [Entry] = []

    package init() {}

    package var isEmpty: Bool { entries.isEmpty }

    package func record(_ entry: @escaping Entry) {
        entries.append(entry)
    }

    /// Moves this log's entries to the end of `parent`.
    package func merge(into parent: ScreenUndoLog) {
        parent.entries.append(contentsOf: entries)
        entries.removeAll()
    }

    /// Runs the entries newest first, one after another, then `completion`.
    ///
    /// Entries that finish
    /// synchronously continue in a loop, so a long log never deepens the call stack.
    package func rollback(completion: @escaping @MainActor () -> Void) {
        let pending = ScreenUndoRollback(entries: entries.reversed(), completion: completion)
        entries.removeAll()
        pending.next()
    }
}

/// One rollback in progress.
@MainActor
private final class ScreenUndoRollback {
    private var entries: [ScreenUndoLog.Entry]
    private let completion: @MainActor () -> Void
    private var index = 0
    private var isLooping = false

    init(entries: [ScreenUndoLog.Entry], completion: @escaping @MainActor () -> Void) {
        self.entries = entries
        self.completion = completion
    }

    func next() {
        guard !isLooping else { return }
        isLooping = true
        defer { isLooping = false }
        while index < entries.count {
            let entry = entries[index]
            index += 1
            let call = ScreenCallState()
            entry { [self] in
                guard call.complete() else { return }
                if !call.isInsideCall { next() }
            }
            call.isInsideCall = false
            guard call.isCompleted else { return }
        }
        guard index == entries.count else { return }
        index += 1
        entries.removeAll()
        completion()
    }
}
