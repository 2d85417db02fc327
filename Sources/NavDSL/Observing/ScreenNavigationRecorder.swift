/// Records a navigator's events, so a test asserts what a route did: "this deep link made one
/// stack transition and no presentation".
///
/// ```swift
/// let recorder = ScreenNavigationRecorder(navigator)       // records until released or stopped
/// try await deeplinks.handle("app://chat/42")
/// #expect(recorder.transitions.map(\.kind) == [.stack])
/// ```
/// - Note: Holds events as values (text), never containers. Record as long as the recorder lives;
///   ``stop()`` ends it earlier.
@MainActor
public final class ScreenNavigationRecorder: ScreenNavigationListener {
    /// Every event recorded, oldest first.
    public private(set) var events: [ScreenNavigationEvent] = []
    private var token: ScreenRegistrationToken?

    /// Starts recording `navigator`'s events.
    public init(_ navigator: ScreenNavigator) {
        token = navigator.addListener(self)
    }

    /// Records `event`.
    public func navigator(_ navigator: ScreenNavigator, didEmit event: ScreenNavigationEvent) {
        events.append(event)
    }

    /// The events as text, `"#2 push(Chat) on HeadlessNavigationController"`: compare a whole recording in one line.
    public var lines: [String] { events.map(\.description) }

    /// The container changes made (transitions the user saw), in order; undone changes still count.
    public var transitions: [ScreenTransition] {
        events.compactMap { if case .transition(let change) = $0.kind { change } else { nil } }
    }

    /// The changes someone else made, usually the user (a back swipe, a sheet swiped down, a tab
    /// tapped), in order: ``ScreenNavigationEvent/Kind-swift.enum/userChange(_:)`` events.
    ///
    /// ```swift
    /// #expect(recorder.userChanges.map(\.kind) == [.dismiss])
    /// ```
    /// - Note: Not in ``transitions``, which holds the navigator's own changes.
    public var userChanges: [ScreenTransition] {
        events.compactMap { if case .userChange(let change) = $0.kind { change } else { nil } }
    }

    /// The actions run, in order, as `action on container` steps.
    public var actions: [ScreenStep] {
        events.compactMap { if case .action(let step) = $0.kind { step } else { nil } }
    }

    /// The results of the navigations that finished, in order.
    public var results: [Result<Void, any Error>] {
        events.compactMap { if case .finished(let result, _) = $0.kind { result } else { nil } }
    }

    /// Forgets the events recorded so far.
    public func removeAll() {
        events.removeAll()
    }

    /// Stops recording; the events recorded so far stay.
    public func stop() {
        token?.cancel()
        token = nil
    }
}
