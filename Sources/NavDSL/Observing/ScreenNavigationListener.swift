/// An object that listens to a navigator's ``ScreenNavigationEvent``s: analytics, a narrating log,
/// a test recorder (``ScreenNavigationRecorder``).
///
/// NavDSL *listens* to navigator events and *observes* screens: a listener hears what a navigator
/// does (``ScreenNavigator/addListener(_:)-(ScreenNavigationListener)``), while a ``ScreenObserver``
/// hears from the screens it registered for (Nivelir's ``ScreenNavigator/observe(by:where:)``).
/// ```swift
/// final class Analytics: ScreenNavigationListener {
///     func navigator(_ navigator: ScreenNavigator, didEmit event: ScreenNavigationEvent) { ... }
/// }
/// token = navigator.addListener(analytics)
/// ```
/// - Note: Called on the main actor while the navigation runs, in the order things happen; the
///   navigator holds the listener weakly.
@MainActor
public protocol ScreenNavigationListener: AnyObject {
    /// Receives one event of `navigator`.
    func navigator(_ navigator: ScreenNavigator, didEmit event: ScreenNavigationEvent)
}

extension ScreenNavigator {
    /// Sends every following event to `listener` until the token is released or cancelled, or the
    /// listener is released.
    ///
    /// ```swift
    /// token = navigator.addListener(recorder)
    /// ```
    /// - Note: The listener and the token are held weakly; nothing is retained by listening.
    public func addListener(_ listener: some ScreenNavigationListener) -> ScreenRegistrationToken {
        let token = ScreenRegistrationToken()
        events.add(
            ScreenNavigationEvents.Registration(token: token) { [weak listener] navigator, event in
                guard let listener else { return false }
                listener.navigator(navigator, didEmit: event)
                return true
            })
        return token
    }

    /// Calls `handler` with every following event until the token is released or cancelled.
    ///
    /// ```swift
    /// token = navigator.addListener { event in print(event) }
    /// ```
    /// - Note: The closure is kept as long as the token; capture `self` weakly in it, as with any
    ///   stored closure.
    public func addListener(_ handler: @escaping @MainActor (ScreenNavigationEvent) -> Void) -> ScreenRegistrationToken {
        let token = ScreenRegistrationToken()
        events.add(
            ScreenNavigationEvents.Registration(token: token) { _, event in
                handler(event)
                return true
            })
        return token
    }

    /// Calls `task` with the route and result of every following top-level navigation once it has
    /// finished: analytics, a screen-view counter (RouteComposer's post-routing tasks).
    ///
    /// ```swift
    /// token = navigator.afterEachNavigation { route, result in analytics.track(route, succeeded: (try? result.get()) != nil) }
    /// ```
    /// - Note: Runs when the navigation has finished, just before its own completion; kept as long as
    ///   the token. Nested navigations are part of the one that runs them and are not reported.
    public func afterEachNavigation(
        _ task: @escaping @MainActor (_ route: String, _ result: Result<Void, any Error>) -> Void
    ) -> ScreenRegistrationToken {
        var routes: [ScreenNavigationID: String] = [:]
        return addListener { event in
            switch event.kind {
            case .started(let route, nil): routes[event.navigation] = route
            case .finished(let result, _):
                guard let route = routes.removeValue(forKey: event.navigation) else { return }
                task(route, result)
            default: break
            }
        }
    }
}
