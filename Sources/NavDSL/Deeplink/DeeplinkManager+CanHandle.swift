import Foundation

/// Synchronous answers for app delegates that must say at once whether an input is theirs
/// (`application(_:open:options:) -> Bool`, `application(_:performActionFor:completionHandler:)`).
extension DeeplinkManager {
    /// Whether `text` is a link this manager would accept (valid, allowed scheme or host, and
    /// recognised by a registered type), without handling it.
    ///
    /// ```swift
    /// guard deeplinks.canHandle("app://chat/42") else { return false }
    /// ```
    /// - Note: Never fails and never navigates; parses with the registered types, so their
    ///   `parse` must have no side effects.
    public func canHandle(_ text: String) -> Bool {
        (try? prepare(DeeplinkURL(text))) != nil
    }

    /// Whether `url` is a link this manager would accept.
    ///
    /// ```swift
    /// deeplinks.canHandle(url)
    /// ```
    /// - Note: As ``canHandle(_:)-(String)``.
    public func canHandle(_ url: URL) -> Bool {
        canHandle(url.absoluteString)
    }

    /// Whether a registered type recognises the quick action.
    ///
    /// ```swift
    /// deeplinks.canHandle(shortcut: DeeplinkShortcut(type: "com.example.chat", userInfo: ["id": 42]))
    /// ```
    /// - Note: As ``canHandle(_:)-(String)``.
    public func canHandle(shortcut: DeeplinkShortcut) -> Bool {
        (try? prepare(shortcut: shortcut)) != nil
    }

    /// Whether a registered type recognises the notification.
    ///
    /// ```swift
    /// deeplinks.canHandle(notification: DeeplinkNotification(userInfo: payload))
    /// ```
    /// - Note: As ``canHandle(_:)-(String)``.
    public func canHandle(notification: DeeplinkNotification) -> Bool {
        (try? prepare(notification: notification)) != nil
    }

    /// Handles `text` when this manager accepts it, and says whether it did.
    ///
    /// ```swift
    /// func application(_ app: UIApplication, open url: URL, options: ...) -> Bool {
    ///     deeplinks.handleIfPossible(url.absoluteString)
    /// }
    /// ```
    /// - Note: Returns `false` for a rejected link, without calling `completion` or navigating
    ///   (the rejection is logged as info); otherwise `true`, and `completion` runs exactly once as
    ///   for ``handle(_:completion:)-(String,_)``.
    @discardableResult
    public func handleIfPossible(_ text: String, completion: ScreenCompletion<Void>? = nil) -> Bool {
        handleIfPossible({ try prepare(DeeplinkURL(text)) }, completion: completion)
    }

    /// Handles the quick action when a registered type recognises it, and says whether it did.
    ///
    /// ```swift
    /// completionHandler(deeplinks.handleIfPossible(shortcut: DeeplinkShortcut(item)))
    /// ```
    /// - Note: As ``handleIfPossible(_:completion:)``.
    @discardableResult
    public func handleIfPossible(shortcut: DeeplinkShortcut, completion: ScreenCompletion<Void>? = nil) -> Bool {
        handleIfPossible({ try prepare(shortcut: shortcut) }, completion: completion)
    }

    /// Handles the notification when a registered type recognises it, and says whether it did.
    ///
    /// ```swift
    /// deeplinks.handleIfPossible(notification: DeeplinkNotification(response))
    /// ```
    /// - Note: As ``handleIfPossible(_:completion:)``.
    @discardableResult
    public func handleIfPossible(notification: DeeplinkNotification, completion: ScreenCompletion<Void>? = nil) -> Bool {
        handleIfPossible({ try prepare(notification: notification) }, completion: completion)
    }

    private func handleIfPossible(_ make: () throws -> PreparedDeeplink, completion: ScreenCompletion<Void>?) -> Bool {
        let link: PreparedDeeplink
        do {
            link = try make()
        } catch {
            navigator.logger?.info("Deep link not handled: \(error)")
            return false
        }
        accept(link, completion: completion)
        return true
    }
}
