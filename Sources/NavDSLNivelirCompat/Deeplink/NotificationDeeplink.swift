#if canImport(UIKit) && canImport(UserNotifications) && !os(tvOS)
    import UserNotifications
#endif

/// Nivelir's deep link made from a notification the user opened, with a typed payload and a context.
///
/// Native: a ``Deeplink`` whose ``Deeplink/parse(notification:context:)`` reads a ``DeeplinkNotification``:
/// ```swift
/// static func parse(notification: DeeplinkNotification, context: Void) throws -> ChatDeeplink? {
///     ChatDeeplink(push: try DeeplinkPayloadDecoder().decode(ChatPush.self, from: notification.userInfo))
/// }
/// ```
/// - Note: Unlike Nivelir, it works headless too (``DeeplinkNotification`` is a value). A payload
///   with a `deeplink` or `url` text is handled as that URL, as the native manager does; the
///   dismiss action never navigates; a payload that does not decode rejects the link.
@available(*, deprecated, message: "write a Deeplink with parse(notification:context:)")
@MainActor
public protocol NotificationDeeplink: NivelirDeeplink {
    /// The payload: a `Decodable` struct (decoded by ``DeeplinkPayloadDecoder``), `[String: Any]` or `Any`.
    associatedtype NotificationUserInfo
    /// What `handleNotificationIfPossible(response:context:)` passes; a mismatch rejects the link.
    associatedtype NotificationContext

    /// How the payload is decoded; the default options unless implemented.
    ///
    /// ```swift
    /// static func notificationUserInfoOptions(context: Any) -> NotificationDeeplinkUserInfoOptions { .init() }
    /// ```
    /// - Note: Never fails; asked for each notification, before `notification(...)`.
    static func notificationUserInfoOptions(context: NotificationContext) -> NotificationDeeplinkUserInfoOptions

    /// Returns the link for the notification, or `nil` when it is not this kind's.
    ///
    /// ```swift
    /// static func notification(requestIdentifier: String, categoryIdentifier: String, actionIdentifier: String,
    ///                          userInfo: ChatPayload, context: Any) throws -> Self? { Self(chatID: userInfo.chatID) }
    /// ```
    /// - Note: Throw for a payload that is yours but malformed: nothing navigates.
    static func notification(
        requestIdentifier: String, categoryIdentifier: String, actionIdentifier: String, userInfo: NotificationUserInfo,
        context: NotificationContext
    ) throws -> Self?
}

@available(*, deprecated, message: "write a Deeplink with parse(notification:context:)")
extension NotificationDeeplink {
    /// The default decoding options.
    ///
    /// ```swift
    /// DeeplinkDecodingOptions(keyDecodingStrategy: .convertFromSnakeCase)
    /// ```
    /// - Note: Fails never.
    public static func notificationUserInfoOptions(context: NotificationContext) -> NotificationDeeplinkUserInfoOptions {
        NotificationDeeplinkUserInfoOptions()
    }

    /// Asks the type about a notification the native manager received.
    static func nivelirLink(from notification: DeeplinkNotification, context: Any?) throws -> Self? {
        let typedContext: NotificationContext = try NivelirDeeplinkContext.resolve(context, for: Self.self)
        let options = notificationUserInfoOptions(context: typedContext)
        guard
            let userInfo = try NivelirDeeplinkPayload.decode(
                NotificationUserInfo.self, from: notification.userInfo, options: options, for: Self.self)
        else { return nil }
        return try self.notification(
            requestIdentifier: notification.requestIdentifier, categoryIdentifier: notification.categoryIdentifier,
            actionIdentifier: notification.actionIdentifier, userInfo: userInfo, context: typedContext)
    }
}

#if canImport(UIKit) && canImport(UserNotifications) && !os(tvOS)
    @available(*, deprecated, message: "write a Deeplink with parse(notification:context:)")
    extension NotificationDeeplink {
        /// Nivelir's form taking the whole `UNNotificationResponse`.
        ///
        /// ```swift
        /// deeplinks.handleIfPossible(notification: DeeplinkNotification(response))
        /// ```
        /// - Note: Fails as the type's `notification(requestIdentifier:...)`; completes at once.
        public static func notification(response: UNNotificationResponse, userInfo: NotificationUserInfo, context: NotificationContext)
            throws -> Self?
        {
            let opened = DeeplinkNotification(response)
            return try notification(
                requestIdentifier: opened.requestIdentifier, categoryIdentifier: opened.categoryIdentifier,
                actionIdentifier: opened.actionIdentifier, userInfo: userInfo, context: context)
        }
    }
#endif

/// Reads a Nivelir link's payload (a notification's or a quick action's) with the native decoder.
@available(*, deprecated, message: "NavDSLNivelirCompat internals")
enum NivelirDeeplinkPayload {
    /// The payload as is for `Any`, its text keys for `[String: Any]`, else decoded by
    /// ``DeeplinkPayloadDecoder`` into a `Decodable` payload.
    static func decode<Payload>(
        _ type: Payload.Type, from payload: [AnyHashable: Any], options: DeeplinkDecodingOptions, for owner: Any.Type
    )
        throws -> Payload?
    {
        if Payload.self == Any.self { return payload as? Payload }
        if Payload.self == [String: Any].self {
            var texts: [String: Any] = [:]
            for (key, value) in payload {
                if let name = key.base as? String { texts[name] = value }
            }
            return texts as? Payload
        }
        guard let decodable = Payload.self as? any Decodable.Type else {
            throw DeeplinkError(
                .unsupportedParameter, subject: "\(owner)",
                detail: "its payload type \(Payload.self) is neither Decodable nor [String: Any], so the payload cannot be read.")
        }
        return try DeeplinkPayloadDecoder(options: options).decode(decodable, from: payload) as? Payload
    }
}
