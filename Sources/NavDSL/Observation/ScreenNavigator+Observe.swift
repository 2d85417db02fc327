/// Registering observers: `observe(by:where:)` and `observeWeakly(by:where:)`, Nivelir's names.
extension ScreenNavigator {
    /// Registers `observer` for notifications from screens that `predicate` accepts, until the
    /// returned token is released or cancelled, or the observer is released.
    ///
    /// ```swift
    /// chatToken = navigator.observe(by: self, where: .satisfiedAny(.pushed(after: self), .presented(on: self)))
    /// ```
    /// - Note: The observer and the token are held weakly; nothing is retained by registering.
    public func observe(by observer: some ScreenObserver, where predicate: ScreenObserverPredicate = .any) -> ScreenObserverToken {
        let token = ScreenObserverToken()
        observers.add(ScreenObserverRegistration(observer: observer, predicate: predicate, token: token))
        return token
    }

    /// Registers `observer` for as long as it lives, without a token.
    ///
    /// ```swift
    /// navigator.observeWeakly(by: self, where: .child(of: self))
    /// ```
    /// - Note: The observer is held weakly; it stops hearing when it is released.
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
