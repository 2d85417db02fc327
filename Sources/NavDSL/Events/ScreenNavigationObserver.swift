/// An object that receives a navigator's ``ScreenNavigationEvent``s: analytics, a narrating log,
/// a test recorder (``ScreenNavigationRecorder``).
///
/// ```swift
/// final class Analytics: ScreenNavigationObserver {
///     func navigator(_ navigator: ScreenNavigator, didEmit event: ScreenNavigationEvent) { ... }
/// }
/// token = navigator.addObserver(analytics)
/// ```
/// - Note: Called on the main actor while the navigation runs, in the order things happen; the
///   navigator holds the observer weakly.
@MainActor
public protocol ScreenNavigationObserver: AnyObject {
    /// Receives one event of `navigator`.
    func navigator(_ navigator: ScreenNavigator, didEmit event: ScreenNavigationEvent)
}

extension ScreenNavigator {
    /// Sends every following event to `observer` until the token is released or cancelled, or the
    /// observer is released.
    ///
    /// ```swift
    /// token = navigator.addObserver(recorder)
    /// ```
    /// - Note: The observer and the token are held weakly; nothing is retained by observing.
    public func addObserver(_ observer: some ScreenNavigationObserver) -> ScreenObserverToken {
        let token = ScreenObserverToken()
        events.add(
            ScreenNavigationEvents.Registration(token: token) { [weak observer] navigator, event in
                guard let observer else { return false }
                observer.navigator(navigator, didEmit: event)
                return true
            })
        return token
    }

    /// Calls `handler` with every following event until the token is released or cancelled.
    ///
    /// ```swift
    /// token = navigator.addObserver { event in print(event) }
    /// ```
    /// - Note: The closure is kept as long as the token; capture `self` weakly in it, as with any
    ///   stored closure.
    public func addObserver(_ handler: @escaping @MainActor (ScreenNavigationEvent) -> Void) -> ScreenObserverToken {
        let token = ScreenObserverToken()
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
    ) -> ScreenObserverToken {
        var routes: [ScreenNavigationID: String] = [:]
        return addObserver { event in
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
