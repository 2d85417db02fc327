// The token names from before every registration (listeners, policies, observers) shared one token type.
// Deprecated with a fix-it; this file is deleted in 0.2.0 (CHANGELOG.md).

/// The token `addListener(_:)` returned before every registration shared one token type.
///
/// ```swift
/// let token: ScreenRegistrationToken = navigator.addListener(analytics)
/// ```
/// - Note: Deprecated: removed in 0.2.0; write ``ScreenRegistrationToken``.
@available(*, deprecated, renamed: "ScreenRegistrationToken", message: "Removed in 0.2.0")
public typealias ScreenListenerToken = ScreenRegistrationToken

/// The token `addPolicy(named:_:)` returned before every registration shared one token type.
///
/// ```swift
/// let gate: ScreenRegistrationToken = navigator.addPolicy(named: "login") { _, decide in decide(.continue) }
/// ```
/// - Note: Deprecated: removed in 0.2.0; write ``ScreenRegistrationToken``.
@available(*, deprecated, renamed: "ScreenRegistrationToken", message: "Removed in 0.2.0")
public typealias ScreenPolicyToken = ScreenRegistrationToken

/// Nivelir's name for the token of `observe(by:where:)`, which NavDSL's listeners and policies share.
///
/// ```swift
/// let token: ScreenRegistrationToken = navigator.observe(by: chatList)
/// ```
/// - Note: Deprecated: removed in 0.2.0; write ``ScreenRegistrationToken``.
@available(*, deprecated, renamed: "ScreenRegistrationToken", message: "Removed in 0.2.0")
public typealias ScreenObserverToken = ScreenRegistrationToken
