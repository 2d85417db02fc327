/// Keeps a registration with a navigator alive, until it is released or cancelled.
///
/// A listener (`addListener(_:)`, `afterEachNavigation(_:)`), a policy (`addPolicy(named:_:)`) or a
/// screen observer (`observe(by:where:)`) stops when its token is released or ``cancel()`` is called.
/// One token type for every registration, as swift-navigation's `ObserveToken` and Nivelir's
/// observer token are one type: code that stores tokens keeps them in one collection.
/// ```swift
/// self.tokens = [
///     navigator.addListener(analytics),
///     navigator.addPolicy(named: "login") { request, decide in decide(.continue) },
///     navigator.observe(by: chatList, where: .pushed(after: chatList)),
/// ]
/// tokens.forEach { $0.cancel() }  // or let the tokens go
/// ```
/// - Note: The navigator holds the token weakly, so keep it; a token dropped at once ends the
///   registration at once. A token from `observe(by:where:)` also keeps its observer alive (Nivelir's
///   lifetime) until it is cancelled or released.
@MainActor
public final class ScreenRegistrationToken {
    /// Whether ``cancel()`` was called.
    public private(set) var isCancelled = false
    /// What the registration keeps alive for as long as the token (the observer of
    /// `observe(by:where:)`); `nil` for listeners and policies, which the caller keeps.
    package private(set) var retained: AnyObject?

    package init(retaining retained: AnyObject? = nil) {
        self.retained = retained
    }

    /// Ends the registration: the listener hears no further events, the policy is no longer asked,
    /// the observer gets no further notifications and is no longer kept alive.
    ///
    /// ```swift
    /// token.cancel()
    /// ```
    /// - Note: Calling it again does nothing; a navigation already asking a policy still gets its
    ///   answer.
    public func cancel() {
        isCancelled = true
        retained = nil
    }
}
