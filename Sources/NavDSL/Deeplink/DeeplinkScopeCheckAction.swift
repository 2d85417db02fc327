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
