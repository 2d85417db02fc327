import NavDSL

/// When a change counts as done: each change a route makes waits, in `.deferred` and
/// `.acknowledged` mode, until it is acknowledged (or, acknowledged mode only, until the watchdog
/// gives up), while the model itself has changed at once so the views can render it.
extension SwiftUIWindowModel {
    /// Whether changes wait for ``completePendingTransitions()``.
    ///
    /// ```swift
    /// while window.hasPendingTransitions { window.completePendingTransitions() }
    /// ```
    /// - Note: Always `false` in `.immediate` mode.
    public var hasPendingTransitions: Bool {
        observationAccess()
        return !pending.isEmpty
    }

    /// Completes the changes pending now, oldest first; changes their completions start stay
    /// pending, as they are not on screen yet.
    ///
    /// ```swift
    /// window.completePendingTransitions()   // the views' probe, or a test in .deferred mode
    /// ```
    /// - Note: Does nothing when nothing is pending.
    public func completePendingTransitions() {
        let due = pending
        pending = []
        for change in due { change.finish() }
    }

    /// Completes the oldest pending change; `false` when none was pending.
    ///
    /// ```swift
    /// while window.completeNextTransition() {}
    /// ```
    /// - Note: Changes it starts stay pending.
    @discardableResult
    public func completeNextTransition() -> Bool {
        guard !pending.isEmpty else { return false }
        pending.removeFirst().finish()
        return true
    }

    /// Whether a presentation or dismissal waits for its acknowledgement.
    var isPresentationInProgress: Bool { pending.contains { $0.isPresentation } }

    /// Signals `model` and the window, then completes the change as ``completion`` says.
    func changed(
        signalling model: SwiftUIScreenModel?, animated: Bool, isPresentation: Bool, label: @autoclosure () -> String,
        _ finish: @escaping @MainActor () -> Void
    ) {
        model?.signal.send(animated: animated)
        signal.send(animated: animated)
        guard completion != .immediate else { return finish() }
        nextChangeID &+= 1
        let id = nextChangeID
        var change = SwiftUIPendingChange(id: id, isPresentation: isPresentation, label: label(), finish: finish)
        if completion == .acknowledged {
            let watchdog = watchdog
            change.watchdog = Task { [weak self] in
                try? await Task.sleep(for: watchdog)
                guard !Task.isCancelled else { return }
                self?.expire(id)
            }
        }
        pending.append(change)
    }

    private func expire(_ id: Int) {
        guard let index = pending.firstIndex(where: { $0.id == id }) else { return }
        let change = pending.remove(at: index)
        note("divergence: \(change.label) was not acknowledged within \(watchdog); completed by the watchdog")
        change.finish()
    }
}

/// A change waiting for its acknowledgement.
@MainActor
struct SwiftUIPendingChange {
    let id: Int
    let isPresentation: Bool
    /// What the change did, for the watchdog's note.
    let label: String
    let complete: @MainActor () -> Void
    var watchdog: Task<Void, Never>?

    init(id: Int, isPresentation: Bool, label: String, finish: @escaping @MainActor () -> Void) {
        self.id = id
        self.isPresentation = isPresentation
        self.label = label
        self.complete = finish
    }

    func finish() {
        watchdog?.cancel()
        complete()
    }
}

/// What the scene view's acknowledger calls: a render carries the changes made before it was
/// published, and its acknowledgement completes those only.
extension SwiftUIWindowModel {
    /// The stamp of a render published now: the last change it carries.
    package func renderStamp() -> Int { nextChangeID }

    /// UIKit finished showing the render stamped `stamp`: completes the changes it carried.
    ///
    /// A later change (one a completion started, or the next route step) waits for a render of its
    /// own, even when a second look of an earlier render finds nothing running.
    package func acknowledgeRender(through stamp: Int) {
        let due = pending.filter { $0.id <= stamp }
        guard !due.isEmpty else { return }
        pending.removeAll { $0.id <= stamp }
        for change in due { change.finish() }
    }
}

/// The last window a UIKit object of the scene was in: a view under a `.fullScreen` cover leaves the
/// window while the cover is up, and the probe and the HUD host go on using the window they knew.
@MainActor
package struct SwiftUIRememberedWindow<Window: AnyObject> {
    private weak var last: Window?

    package init() {}

    /// `current` when there is one (remembered), else the last one known.
    package mutating func resolve(_ current: Window?) -> Window? {
        if let current { last = current }
        return current ?? last
    }
}
