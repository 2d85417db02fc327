/// A notification the user opened, as `UNNotificationResponse` gives it, without the framework:
/// identifiers, category, the action the user picked, and the push payload.
///
/// ```swift
/// let opened = DeeplinkNotification(userInfo: ["aps": ["alert": "Hi"], "room_id": 1, "chat_id": 7])
/// deeplinks.handle(notification: opened)        // ChatNotificationLink decodes room_id and chat_id
/// ```
/// - Note: A value; ``DeeplinkManager/handle(notification:completion:)`` never navigates for the
///   dismiss action and rejects a payload no registered type recognises.
public struct DeeplinkNotification {
    /// `UNNotificationDefaultActionIdentifier`: the user tapped the notification.
    public static let defaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
    /// `UNNotificationDismissActionIdentifier`: the user dismissed it.
    public static let dismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

    /// The request's identifier (`UNNotificationRequest.identifier`).
    public var requestIdentifier: String
    /// The category (`UNNotificationContent.categoryIdentifier`), empty when none.
    public var categoryIdentifier: String
    /// The action the user picked: ``defaultActionIdentifier`` or one of the category's actions.
    public var actionIdentifier: String
    /// The push payload (`UNNotificationContent.userInfo`).
    public var userInfo: [AnyHashable: Any]

    /// Creates the value; the default action unless told otherwise.
    ///
    /// ```swift
    /// DeeplinkNotification(categoryIdentifier: "chat", actionIdentifier: "reply", userInfo: payload)
    /// ```
    /// - Note: Never fails.
    public init(
        requestIdentifier: String = "", categoryIdentifier: String = "", actionIdentifier: String = Self.defaultActionIdentifier,
        userInfo: [AnyHashable: Any]
    ) {
        self.requestIdentifier = requestIdentifier
        self.categoryIdentifier = categoryIdentifier
        self.actionIdentifier = actionIdentifier
        self.userInfo = userInfo
    }

    /// The link the request is known by in logs and errors: `notification(<request id>)`.
    var url: DeeplinkURL {
        DeeplinkURL(scheme: "notification", host: categoryIdentifier, original: "notification(\(requestIdentifier))")
    }
}

// `UNNotificationResponse` is unavailable on tvOS; the Linux UIKit stub check has no
// UserNotifications module, so it skips this conversion.
#if canImport(UIKit) && canImport(UserNotifications) && !os(tvOS)
    import UserNotifications

    extension DeeplinkNotification {
        /// Reads a `UNNotificationResponse` (identifiers, category, action, payload).
        ///
        /// ```swift
        /// deeplinks.handle(notification: DeeplinkNotification(response))
        /// ```
        /// - Note: Never fails.
        public init(_ response: UNNotificationResponse) {
            let request = response.notification.request
            self.init(
                requestIdentifier: request.identifier, categoryIdentifier: request.content.categoryIdentifier,
                actionIdentifier: response.actionIdentifier, userInfo: request.content.userInfo)
        }
    }
#endif
