// The second spelling for handing the deep-link manager a notification's payload. Deprecated; this file is
// deleted in 0.2.0 (CHANGELOG.md).

extension DeeplinkManager {
    /// Handles a push notification's payload: the second spelling of
    /// ``handle(notification:completion:)``.
    ///
    /// ```swift
    /// deeplinks.handle(notification: DeeplinkNotification(userInfo: ["type": "chat", "id": 42]))
    /// ```
    /// - Note: Deprecated: removed in 0.2.0; write `handle(notification: DeeplinkNotification(userInfo:))`.
    ///   Fails and completes as ``handle(notification:completion:)``.
    @available(*, deprecated, message: "Removed in 0.2.0: Write handle(notification: DeeplinkNotification(userInfo: payload))")
    public func handle(userInfo: [AnyHashable: Any], completion: ScreenCompletion<Void>? = nil) {
        handle(notification: DeeplinkNotification(userInfo: userInfo), completion: completion)
    }
}
