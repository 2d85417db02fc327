#if canImport(UIKit)
    import NavDSL
    import UIKit
    import UserNotifications

    /// The notification center's delegate: an opened notification becomes a deep link of the
    /// scene the user was last in.
    ///
    /// `UNUserNotificationCenterDelegate` is not a main-actor protocol and does not promise the main
    /// thread, so its callbacks are `nonisolated`. The response is not `Sendable`: what the deep
    /// links need of it is copied into an ``OpenedNotification`` that is, and that crosses to the main actor.
    @MainActor
    final class NotificationRouter: NSObject, UNUserNotificationCenterDelegate {
        /// An opened notification that arrived before a scene connected.
        private var pending: DeeplinkNotification?

        /// Hands `scene` the notification that waited for one, if any.
        func deliverPending(to scene: SceneNavigation) {
            guard let notification = pending else { return }
            pending = nil
            scene.open(notification)
        }

        private func route(_ notification: DeeplinkNotification) {
            guard let scene = AppServices.shared.activeScene else { return pending = notification }
            scene.open(notification)
        }

        nonisolated func userNotificationCenter(
            _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
            withCompletionHandler completionHandler: @escaping @Sendable () -> Void
        ) {
            let opened = OpenedNotification(response)
            Task { @MainActor in
                self.route(opened.deeplinkNotification)
                completionHandler()
            }
        }

        /// Shows notifications as banners while the app is in front, too.
        nonisolated func userNotificationCenter(
            _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
            withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
        ) {
            completionHandler([.banner, .sound])
        }
    }

    /// An opened notification as plain values: its identifiers, and its payload as JSON (a remote
    /// notification's payload is JSON; a payload that is not, such as one with dates, arrives empty
    /// and matches no deep link).
    struct OpenedNotification: Sendable {
        let requestIdentifier: String
        let categoryIdentifier: String
        let actionIdentifier: String
        let payload: Data?

        init(_ response: UNNotificationResponse) {
            let request = response.notification.request
            requestIdentifier = request.identifier
            categoryIdentifier = request.content.categoryIdentifier
            actionIdentifier = response.actionIdentifier
            let userInfo = request.content.userInfo
            payload = JSONSerialization.isValidJSONObject(userInfo) ? try? JSONSerialization.data(withJSONObject: userInfo) : nil
        }

        /// The notification as the deep links read it.
        var deeplinkNotification: DeeplinkNotification {
            let userInfo = payload.flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] } ?? [:]
            return DeeplinkNotification(
                requestIdentifier: requestIdentifier, categoryIdentifier: categoryIdentifier, actionIdentifier: actionIdentifier,
                userInfo: userInfo)
        }
    }
#endif
