/// Registering observers: `observe(by:where:)` and `observeWeakly(by:where:)`, Nivelir's names.
extension ScreenNavigator {
    /// Registers `observer` for notifications from screens that `predicate` accepts, and keeps it,
    /// until the returned token is released or cancelled (Nivelir's lifetime).
    ///
    /// ```swift
    /// gateToken = navigator.observe(by: LoginGate(), where: .presented(on: root))  // only the token is kept
    /// ```
    /// - Note: The token holds the observer strongly and the navigator holds the token weakly: keep
    ///   the token outside the observer, or use ``observeWeakly(by:where:)`` for an observer that
    ///   observes for itself (one storing its own token lives until the token is cancelled).
    public func observe(by observer: some ScreenObserver, where predicate: ScreenObserverPredicate = .any) -> ScreenRegistrationToken {
        let token = ScreenRegistrationToken(retaining: observer)
        observers.add(ScreenObserverRegistration(observer: observer, predicate: predicate, token: token))
        return token
    }

    /// Registers `observer` for as long as it lives, without a token and without keeping it alive.
    ///
    /// ```swift
    /// navigator.observeWeakly(by: self, where: .child(of: self))
    /// ```
    /// - Note: The observer is held weakly; it stops hearing when it is released. The form for a
    ///   controller that observes for itself.
    public func observeWeakly(by observer: some ScreenObserver, where predicate: ScreenObserverPredicate = .any) {
        observers.add(ScreenObserverRegistration(observer: observer, predicate: predicate, token: nil))
    }

    /// Makes an observation for a screen that notifies `Observer`s from `container`.
    ///
    /// ``NotifyingScreen`` does this for you; call it from a screen that needs an observation and
    /// something else from its build (a ``ResultScreen`` that also notifies):
    /// ```swift
    /// controller.observation = navigator.observation(of: (any ChatObserver).self, from: controller)
    /// ```
    /// - Note: Without `container`, location predicates (`.pushed(after:)`, ...) never match.
    public func observation<Observer>(
        of type: Observer.Type, from container: (any ScreenContainer)? = nil
    ) -> ScreenObservation<Observer> {
        ScreenObservation(navigator: self, container: container)
    }
}
