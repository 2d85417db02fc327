import Foundation

#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit
#endif
#if canImport(UIKit) && canImport(UserNotifications) && !os(tvOS)
    import UserNotifications
#endif

// Nivelir's handling calls on the deep-link manager. Nivelir passes a context with each call; here the
// context reaches the `url`, `notification` and `shortcut` methods of the Nivelir types registered
// with `DeeplinkManager(deeplinkTypes:navigator:)` while the native manager parses (native types get
// the context given to `register(_:context:screens:)`).

extension DeeplinkManager {
    /// Nivelir's `handleURLIfPossible(_:context:)`.
    ///
    /// ```swift
    /// deeplinks.handleIfPossible(url.absoluteString)
    /// ```
    /// - Note: Returns `false` for a link that is malformed, of a scheme the manager does not accept,
    ///   or that no registered type accepts (logged as info whatever `shouldLogError` says; nothing
    ///   changes); otherwise `true`, and the link navigates once its scope is active.
    @available(*, deprecated, message: "use handleIfPossible(url.absoluteString); register the context with register(_:context:screens:)")
    @discardableResult
    public func handleURLIfPossible(_ url: URL, context: Any?, shouldLogError: Bool = true) -> Bool {
        NivelirDeeplinkHandling.with(context: context) { handleIfPossible(url.absoluteString) }
    }

    /// Nivelir's `canHandleURL(_:context:)`.
    ///
    /// ```swift
    /// deeplinks.canHandle(url)
    /// ```
    /// - Note: Never fails and never navigates.
    @available(*, deprecated, message: "use canHandle(_:); register the context with register(_:context:screens:)")
    public func canHandleURL(_ url: URL, context: Any?) -> Bool {
        NivelirDeeplinkHandling.with(context: context) { canHandle(url) }
    }

    /// Handles a quick action for the Nivelir types, which receive its type as given.
    ///
    /// ```swift
    /// deeplinks.handleIfPossible(shortcut: DeeplinkShortcut(type: "com.example.chat", userInfo: ["id": 42]))
    /// ```
    /// - Note: As ``handleURLIfPossible(_:context:shouldLogError:)``.
    @available(*, deprecated, message: "use handleIfPossible(shortcut:)")
    package func handleNivelirShortcut(_ shortcut: DeeplinkShortcut, context: Any?, canOnly: Bool = false) -> Bool {
        NivelirDeeplinkHandling.with(context: context, source: .shortcut(shortcut)) {
            canOnly ? canHandle(shortcut: shortcut) : handleIfPossible(shortcut: shortcut)
        }
    }

    /// Handles an opened notification for the Nivelir types.
    ///
    /// ```swift
    /// deeplinks.handleIfPossible(notification: DeeplinkNotification(userInfo: payload))
    /// ```
    /// - Note: As ``handleURLIfPossible(_:context:shouldLogError:)``.
    @available(*, deprecated, message: "use handleIfPossible(notification:)")
    package func handleNivelirNotification(_ notification: DeeplinkNotification, context: Any?, canOnly: Bool = false) -> Bool {
        NivelirDeeplinkHandling.with(context: context) {
            canOnly ? canHandle(notification: notification) : handleIfPossible(notification: notification)
        }
    }
}

extension DeeplinkManager {
    /// Nivelir's `handleShortcutIfPossible(_:context:)` with the platform-neutral shortcut value, so
    /// a test on any platform calls it as the app does.
    ///
    /// ```swift
    /// deeplinks.handleIfPossible(shortcut: DeeplinkShortcut(type: "Compose"))
    /// ```
    /// - Note: As `handleIfPossible(shortcut:)`: `false` when no registered type reads it.
    @available(*, deprecated, renamed: "handleIfPossible(shortcut:completion:)")
    @discardableResult
    public func handleShortcutIfPossible(_ shortcut: DeeplinkShortcut, context: Any?, shouldLogError: Bool = true) -> Bool {
        handleNivelirShortcut(shortcut, context: context)
    }

    /// Nivelir's `handleNotificationIfPossible(response:context:)` with the platform-neutral
    /// notification value, so a test on any platform calls it as the app does.
    ///
    /// ```swift
    /// deeplinks.handleIfPossible(notification: DeeplinkNotification(userInfo: payload))
    /// ```
    /// - Note: As `handleIfPossible(notification:)`: `false` when no registered type reads it.
    @available(*, deprecated, renamed: "handleIfPossible(notification:completion:)")
    @discardableResult
    public func handleNotificationIfPossible(response: DeeplinkNotification, context: Any?, shouldLogError: Bool = true) -> Bool {
        handleNivelirNotification(response, context: context)
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
        public func handleShortcutIfPossible(_ item: UIApplicationShortcutItem, context: Any?, shouldLogError: Bool = true) -> Bool {
            handleNivelirShortcut(DeeplinkShortcut(item), context: context)
        }

        /// Nivelir's `canHandleShortcut(_:context:)`.
        ///
        /// ```swift
        /// deeplinks.canHandle(shortcut: DeeplinkShortcut(item))
        /// ```
        /// - Note: Never fails and never navigates.
        @available(*, deprecated, message: "use canHandle(shortcut: DeeplinkShortcut(item))")
        public func canHandleShortcut(_ item: UIApplicationShortcutItem, context: Any?) -> Bool {
            handleNivelirShortcut(DeeplinkShortcut(item), context: context, canOnly: true)
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
        public func handleNotificationIfPossible(response: UNNotificationResponse, context: Any?, shouldLogError: Bool = true) -> Bool {
            handleNivelirNotification(DeeplinkNotification(response), context: context)
        }

        /// Nivelir's `canHandleNotification(response:context:)`.
        ///
        /// ```swift
        /// deeplinks.canHandle(notification: DeeplinkNotification(response))
        /// ```
        /// - Note: Never fails and never navigates.
        @available(*, deprecated, message: "use canHandle(notification: DeeplinkNotification(response))")
        public func canHandleNotification(response: UNNotificationResponse, context: Any?) -> Bool {
            handleNivelirNotification(DeeplinkNotification(response), context: context, canOnly: true)
        }
    }
#endif
