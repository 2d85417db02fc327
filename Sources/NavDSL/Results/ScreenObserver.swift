/// The marker of observer protocols: an object that wants to hear from screens it did not build.
///
/// Declare one protocol per kind of event, as in Nivelir, and register the object with
/// ``ScreenNavigator/observe(by:where:)``:
/// ```swift
/// protocol ChatObserver: ScreenObserver {
///     func chatUpdated(id: Int)
/// }
/// let token = navigator.observe(by: chatList, where: .pushed(after: chatList))
/// ```
/// - Note: `observe(by:where:)` keeps the observer as long as its token (Nivelir's lifetime);
///   `observeWeakly(by:where:)` never keeps it alive. Observers are called on the main actor, so
///   the protocol is `@MainActor` (a controller can adopt its refinements directly).
@MainActor
public protocol ScreenObserver: AnyObject {}

/// One registered observer, with its predicate and, when it has one, its token (which keeps the
/// observer alive); the registry itself holds both weakly.
@MainActor
final class ScreenObserverRegistration {
    weak var observer: (any ScreenObserver)?
    let predicate: ScreenObserverPredicate
    /// `nil` for `observeWeakly(by:where:)`, which lasts as long as the observer.
    weak var token: ScreenRegistrationToken?
    let needsToken: Bool

    init(observer: any ScreenObserver, predicate: ScreenObserverPredicate, token: ScreenRegistrationToken?) {
        self.observer = observer
        self.predicate = predicate
        self.token = token
        self.needsToken = token != nil
    }

    /// The observer, while it is alive and its token (if any) is alive and not cancelled.
    var liveObserver: (any ScreenObserver)? {
        if needsToken, token?.isCancelled ?? true { return nil }
        return observer
    }
}

/// The navigator's observers.
@MainActor
package final class ScreenObserverRegistry {
    private var registrations: [ScreenObserverRegistration] = []

    package init() {}

    /// The number of live registrations (dead ones are dropped as they are found).
    package var count: Int {
        prune()
        return registrations.count
    }

    func add(_ registration: ScreenObserverRegistration) {
        prune()
        registrations.append(registration)
    }

    /// The live observers of type `Observer` whose predicate accepts a notification from `container`.
    func observers<Observer>(
        of type: Observer.Type, from container: (any ScreenContainer)?, iterator: any ScreenIterator
    ) -> [Observer] {
        prune()
        return registrations.compactMap { registration in
            guard let observer = registration.liveObserver, let typed = observer as? Observer else { return nil }
            return registration.predicate.accepts(observer, from: container, iterator: iterator) ? typed : nil
        }
    }

    private func prune() {
        registrations.removeAll { $0.liveObserver == nil }
    }
}
