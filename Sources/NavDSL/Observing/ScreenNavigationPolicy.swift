/// What a navigation policy decides about a navigation before its first step runs.
///
/// ```swift
/// navigator.addPolicy(named: "login") { request, decide in
///     decide(session.isLoggedIn ? .continue : .redirect(to: HeadlessWindowRoute().top(.container).present(login)))
/// }
/// ```
@MainActor
public enum ScreenNavigationDecision {
    /// Let the navigation run (or ask the next policy).
    case `continue`
    /// Stop the navigation before it changes anything; it fails with ``ScreenPolicyError``.
    case cancel(reason: String)
    /// Run these steps from the window instead, nested in the navigation's turn; the navigation
    /// then fails with ``ScreenPolicyError`` naming the redirect (its own route never ran).
    case redirect(steps: [AnyScreenRouteAction], route: String)

    /// Runs `route` from the window instead of the requested route.
    ///
    /// ```swift
    /// decide(.redirect(to: HeadlessWindowRoute().top(.container).present(login)))
    /// ```
    /// - Note: The redirect runs at once, in the requested navigation's turn (a nested run); its
    ///   failure is the navigation's failure, its changes are undone like any step's.
    public static func redirect<Route: ScreenThenable>(to route: Route) -> Self where Route.Root: ScreenWindowContainer {
        .redirect(steps: route.actions, route: ScreenRouteText.of(route.actions))
    }

    /// `continue`, `cancel: <reason>`, `redirect to <route>`: the text in ``ScreenNavigationEvent``.
    var text: String {
        switch self {
        case .continue: "continue"
        case .cancel(let reason): "cancel: \(reason)"
        case .redirect(_, let route): "redirect to \(route)"
        }
    }
}

/// The navigation a policy decides about.
public struct ScreenNavigationRequest: Sendable {
    /// The navigation's number.
    public let navigation: ScreenNavigationID
    /// The requested route in route syntax, for example `top(.stack).push(Profile)`.
    public let route: String
}

/// A navigation stopped by a policy: cancelled, or redirected to another route.
///
/// ```swift
/// catch let error as ScreenPolicyError where error.isRedirect { ... }  // the login flow ran instead
/// ```
public struct ScreenPolicyError: ScreenError {
    /// The policy that decided.
    public let policy: String
    /// The reason of a cancel, or the route of a redirect.
    public let detail: String
    /// Whether the policy redirected (the redirect route ran and succeeded) rather than cancelled.
    public let isRedirect: Bool
    /// The requested navigation's start, set by the navigator.
    public var step: ScreenStep?

    /// Creates the error.
    package init(policy: String, detail: String, isRedirect: Bool, step: ScreenStep? = nil) {
        self.policy = policy
        self.detail = detail
        self.isRedirect = isRedirect
        self.step = step
    }

    /// Names the policy and what it decided: cancelled with its reason, or redirected to a route.
    public var reason: String {
        isRedirect
            ? "policy '\(policy)' redirected the navigation to \(detail); the requested route did not run."
            : "policy '\(policy)' cancelled the navigation: \(detail). Nothing was changed."
    }
}

/// One registered policy.
@MainActor
package struct ScreenNavigationPolicyRegistration {
    let name: String
    weak var token: ScreenRegistrationToken?
    let decide: @MainActor (ScreenNavigationRequest, @escaping @MainActor (ScreenNavigationDecision) -> Void) -> Void
}

extension ScreenNavigator {
    /// Asks `decide` before every top-level navigation, until the token is released or cancelled:
    /// continue, cancel with a reason, or redirect to another route (an authorization gate, a
    /// feature flag, a kill switch).
    ///
    /// ```swift
    /// token = navigator.addPolicy(named: "maintenance") { request, decide in
    ///     decide(isDown ? .cancel(reason: "maintenance") : .continue)
    /// }
    /// ```
    /// - Note: Policies run in the order they were added; the first that does not continue decides.
    ///   A policy that answers later holds nothing: the queue moves meanwhile, as for any step that
    ///   waits. Navigations nested in a running one, and redirects, are not asked again. Decisions
    ///   appear as `policy` events.
    public func addPolicy(
        named name: String,
        _ decide:
            @escaping @MainActor (_ request: ScreenNavigationRequest, _ decide: @escaping @MainActor (ScreenNavigationDecision) -> Void)
            -> Void
    ) -> ScreenRegistrationToken {
        let token = ScreenRegistrationToken()
        policies.removeAll { $0.token.map { $0.isCancelled } ?? true }
        policies.append(ScreenNavigationPolicyRegistration(name: name, token: token, decide: decide))
        return token
    }

    /// Asks the `async` closure `decide` before every top-level navigation, until the token goes.
    ///
    /// ```swift
    /// token = navigator.addPolicy(named: "flags") { request in
    ///     await flags.isEnabled("profile") ? .continue : .cancel(reason: "profile is off")
    /// }
    /// ```
    /// - Note: As the completion form; the navigation waits for the answer without holding the queue.
    public func addPolicy(
        named name: String, _ decide: @escaping @MainActor (_ request: ScreenNavigationRequest) async -> ScreenNavigationDecision
    ) -> ScreenRegistrationToken {
        addPolicy(named: name) { request, answer in
            Task { @MainActor in answer(await decide(request)) }
        }
    }

    /// The policies to ask for a navigation, or `nil` when none is live or it is nested.
    package func policyCheck(for navigation: ScreenNavigation, nested: Bool) -> ScreenPolicyCheck? {
        guard !nested, !policies.isEmpty else { return nil }
        policies.removeAll { $0.token.map { $0.isCancelled } ?? true }
        guard !policies.isEmpty else { return nil }
        return ScreenPolicyCheck(
            policies: policies, request: ScreenNavigationRequest(navigation: navigation.id, route: navigation.description))
    }
}

/// Asks a navigation's policies in order, once.
@MainActor
package struct ScreenPolicyCheck {
    let policies: [ScreenNavigationPolicyRegistration]
    let request: ScreenNavigationRequest

    /// Calls `completion` once with the first decision that is not `continue` (and its policy's
    /// name), or `continue`; `report` hears every decision.
    package func evaluate(
        report: @escaping @MainActor (String, ScreenNavigationDecision) -> Void,
        completion: @escaping @MainActor (String, ScreenNavigationDecision) -> Void
    ) {
        ask(from: 0, report: report, completion: completion)
    }

    private func ask(
        from index: Int, report: @escaping @MainActor (String, ScreenNavigationDecision) -> Void,
        completion: @escaping @MainActor (String, ScreenNavigationDecision) -> Void
    ) {
        guard index < policies.count else { return completion("", .continue) }
        let policy = policies[index]
        let call = ScreenCallState()
        policy.decide(request) { decision in
            guard call.complete() else { return }
            report(policy.name, decision)
            guard case .continue = decision else { return completion(policy.name, decision) }
            ask(from: index + 1, report: report, completion: completion)
        }
    }
}
