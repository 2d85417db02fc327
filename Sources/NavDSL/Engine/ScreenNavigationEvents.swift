/// A navigator's event stream: who listens to it, and the one place events are built and delivered.
///
/// Emitting costs one check when nobody listens: the event, and the route text in it, is built
/// only when a listener is registered or a logger reads the message (a logger gets each event's
/// `ScreenNavigationEvent.logMessage` through its `@autoclosure`, so a disabled logger builds nothing).
@MainActor
package final class ScreenNavigationEvents {
    /// How an emitted event reaches the logger: the hint lets a logger-only navigator build the
    /// event inside the logger's autoclosure, never before.
    package enum LogLevel {
        case info, error, none
    }

    /// One listener: its delivery returns `false` once its object is gone.
    @MainActor
    package struct Registration {
        weak var token: ScreenRegistrationToken?
        let deliver: @MainActor (ScreenNavigator, ScreenNavigationEvent) -> Bool

        package init(token: ScreenRegistrationToken, deliver: @escaping @MainActor (ScreenNavigator, ScreenNavigationEvent) -> Bool) {
            self.token = token
            self.deliver = deliver
        }

        var isLive: Bool { token.map { !$0.isCancelled } ?? false }
    }

    private let logger: (any ScreenLogger)?
    private var registrations: [Registration] = []
    /// Unchecked, as this and `isListened` are plain values stored on the main actor, for the
    /// reason ``ScreenRouteRun`` gives (`registrations` stays checked: pruning it in place can
    /// release a listener, and an app object with it).
    @exclusivity(unchecked) private var nextNumber = 1
    /// Whether anything may read an event: the fast path's only check.
    @exclusivity(unchecked) private(set) var isListened: Bool
    /// Whether a listener (not only the logger) may read an event: user changes cost a walk of the
    /// tree, paid only for listeners (the log does not write them).
    ///
    /// Without anything listening there is no live registration, so the list is not read.
    package var hasListeners: Bool {
        isListened && registrations.contains { $0.isLive }
    }

    package init(logger: (any ScreenLogger)?) {
        self.logger = logger
        self.isListened = logger != nil
    }

    /// The number of the next requested navigation.
    package func nextID() -> ScreenNavigationID {
        defer { nextNumber += 1 }
        return ScreenNavigationID(nextNumber)
    }

    package func add(_ registration: Registration) {
        registrations.removeAll { !$0.isLive }
        registrations.append(registration)
        isListened = true
    }

    /// Delivers the event `kind` of `navigation`, building it only if someone reads it.
    @inline(__always)
    package func emit(
        _ navigation: @autoclosure () -> ScreenNavigationID, _ level: LogLevel,
        _ kind: @autoclosure () -> ScreenNavigationEvent.Kind, by navigator: ScreenNavigator
    ) {
        guard isListened else { return }
        deliver(level, navigator) { ScreenNavigationEvent(navigation: navigation(), kind: kind()) }
    }

    private func deliver(_ level: LogLevel, _ navigator: ScreenNavigator, _ make: () -> ScreenNavigationEvent) {
        registrations.removeAll { !$0.isLive }
        guard !registrations.isEmpty else {
            isListened = logger != nil
            guard let logger else { return }
            switch level {
            case .info: logger.info(Self.text(of: make()))
            case .error: logger.error(Self.error(of: make()))
            case .none: break
            }
            return
        }
        let event = make()
        switch event.logMessage {
        case .info(let text)?: logger?.info(text)
        case .error(let error)?: logger?.error(error)
        case nil: break
        }
        // A listener may add or cancel listeners: deliver to the ones registered now.
        for registration in registrations where registration.isLive {
            if !registration.deliver(navigator, event) { registration.token?.cancel() }
        }
    }

    private static func text(of event: ScreenNavigationEvent) -> String {
        guard case .info(let text)? = event.logMessage else { return "\(event)" }
        return text
    }

    private static func error(of event: ScreenNavigationEvent) -> any Error {
        guard case .error(let error)? = event.logMessage else { return ScreenContainerNotFoundError("\(event)") }
        return error
    }
}

extension ScreenNavigator {
    /// Emits `kind` for the navigation whose code runs now (for steps that run routes themselves).
    package func emitInRunningNavigation(_ level: ScreenNavigationEvents.LogLevel, _ kind: @autoclosure () -> ScreenNavigationEvent.Kind) {
        events.emit(queue.current?.navigationID ?? ScreenNavigationID(0), level, kind(), by: self)
    }
}
