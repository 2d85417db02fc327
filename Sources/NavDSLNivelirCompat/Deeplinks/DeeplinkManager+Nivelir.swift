import Foundation

#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit
#endif
#if canImport(UIKit) && canImport(UserNotifications) && !os(tvOS)
    import UserNotifications
#endif

// Nivelir's handling calls on the deep-link manager. Nivelir passes a context with each link; NavDSL
// registers it once with the link's type (`register(_:context:screens:)`), so these funnels take only
// `nil`: code that passed a context keeps failing to compile until the context moves to the registration.

extension DeeplinkManager {
    /// Nivelir's `handleURLIfPossible(_:context:)`.
    ///
    /// ```swift
    /// deeplinks.handleIfPossible(url.absoluteString)
    /// ```
    /// - Note: Returns `false` for a link no registered type accepts (logged, nothing changes);
    ///   otherwise `true`, and the navigation runs.
    @available(*, deprecated, message: "use handleIfPossible(url.absoluteString); register the context with register(_:context:screens:)")
    @discardableResult
    public func handleURLIfPossible(_ url: URL, context: Void? = nil) -> Bool {
        handleIfPossible(url.absoluteString)
    }
}

#if canImport(UIKit) && (os(iOS) || os(visionOS))
    extension DeeplinkManager {
        /// Nivelir's `handleShortcutIfPossible(_:context:)`.
        ///
        /// ```swift
        /// deeplinks.handleIfPossible(shortcut: DeeplinkShortcut(item))
        /// ```
        /// - Note: As `handleIfPossible(shortcut:)`.
        @available(*, deprecated, message: "use handleIfPossible(shortcut: DeeplinkShortcut(item))")
        @discardableResult
        public func handleShortcutIfPossible(_ item: UIApplicationShortcutItem, context: Void? = nil) -> Bool {
            handleIfPossible(shortcut: DeeplinkShortcut(item))
        }
    }
#endif

#if canImport(UIKit) && canImport(UserNotifications) && !os(tvOS)
    extension DeeplinkManager {
        /// Nivelir's `handleNotificationIfPossible(response:context:)`.
        ///
        /// ```swift
        /// deeplinks.handleIfPossible(notification: DeeplinkNotification(response))
        /// ```
        /// - Note: As `handleIfPossible(notification:)`.
        @available(*, deprecated, message: "use handleIfPossible(notification: DeeplinkNotification(response))")
        @discardableResult
        public func handleNotificationIfPossible(response: UNNotificationResponse, context: Void? = nil) -> Bool {
            handleIfPossible(notification: DeeplinkNotification(response))
        }
    }
#endif
