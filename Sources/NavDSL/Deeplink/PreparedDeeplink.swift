/// A recognised link with the closure that navigates its typed route.
@MainActor
struct PreparedDeeplink {
    let request: DeeplinkRequest
    /// Navigates the route, preceded by a scope check that calls `isActive` when it runs.
    let navigate: @MainActor (ScreenNavigator, _ isActive: @escaping @MainActor () -> Bool, @escaping ScreenCompletion<Void>) -> Void

    /// Prepares `link`: its route starts with a ``DeeplinkScopeCheckAction``.
    init<Link: Deeplink>(url: DeeplinkURL, link: Link, screens: @escaping @MainActor () -> Link.Screens) {
        request = DeeplinkRequest(url: url, deeplink: link, scope: Link.scope)
        navigate = { navigator, isActive, completion in
            let route = ScreenRootRoute<Link.Window>()
                .then(DeeplinkScopeCheckAction<Link.Window>(scope: Link.scope, isActive: isActive))
                .then(link.route(screens: screens()))
            navigator.navigate(to: route, completion: completion)
        }
    }
}

/// One handled link on its way: its completion runs at most once, and is cleared before it is
/// called so a completion that handles another link cannot reach this one again.
@MainActor
final class DeeplinkTicket {
    let link: PreparedDeeplink
    private var completion: ScreenCompletion<Void>?
    /// Set by the scope check when it found the scope inactive during the current run.
    var foundScopeInactive = false

    init(link: PreparedDeeplink, completion: ScreenCompletion<Void>?) {
        self.link = link
        self.completion = completion
    }

    var scope: DeeplinkScope { link.request.scope }

    /// Calls the completion, once; later calls do nothing.
    func finish(_ result: Result<Void, any Error>) {
        guard let completion else { return }
        self.completion = nil
        completion(result)
    }
}

/// The first step of every deep link's route: checks, when the navigator actually runs the route,
/// that the link's scope is still active.
///
/// Between the moment a link is accepted and the moment it navigates, an asynchronous interceptor
/// may wait (a login, a confirmation) or the navigation may be queued behind another; the app may
/// log out meanwhile. Checking here, not when the link was accepted, closes that window.
/// - Note: Fails with ``DeeplinkError/Code-swift.enum/scopeInactive`` when the scope is inactive
///   (the manager then sends the link back to pending); otherwise succeeds at once.
struct DeeplinkScopeCheckAction<Container: ScreenContainer>: ScreenAction {
    let scope: DeeplinkScope
    let isActive: @MainActor () -> Bool

    var description: String { "checkDeeplinkScope(\(scope))" }

    func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        guard isActive() else {
            return completion(
                .failure(
                    DeeplinkError(.scopeInactive, subject: scope.name, detail: "\(scope) was deactivated before the link could navigate.")))
        }
        completion(.success(()))
    }
}
