/// A home-screen quick action, as `UIApplicationShortcutItem` gives it: a type and a payload.
///
/// The type is either a URL (`app://chat/42`) or a name whose last dot-separated part is the
/// link's host (`com.example.chat` → `chat`); the payload's values become query items, so the
/// registered deep link types read it as they read `app://chat?id=42`.
/// ```swift
/// deeplinks.handle(shortcut: DeeplinkShortcut(type: "com.example.chat", userInfo: ["id": 42]))
/// ```
/// - Note: A value; handling it fails as a URL does (typed ``DeeplinkError``, no navigation).
public struct DeeplinkShortcut {
    /// `UIApplicationShortcutItem.type`.
    public var type: String
    /// `UIApplicationShortcutItem.userInfo`: text, numbers, booleans or lists of them.
    public var userInfo: [AnyHashable: Any]

    /// Creates the value.
    ///
    /// ```swift
    /// DeeplinkShortcut(type: "app://compose")
    /// ```
    /// - Note: Never fails.
    public init(type: String, userInfo: [AnyHashable: Any] = [:]) {
        self.type = type
        self.userInfo = userInfo
    }
}

// `UIApplicationShortcutItem` exists on iOS and visionOS only (not tvOS), so the conversion is
// compiled there; the Linux UIKit stub check (which does not declare it) skips it.
#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import UIKit

    extension DeeplinkShortcut {
        /// Reads a `UIApplicationShortcutItem`.
        ///
        /// ```swift
        /// deeplinks.handleIfPossible(shortcut: DeeplinkShortcut(item))
        /// ```
        /// - Note: Never fails.
        public init(_ item: UIApplicationShortcutItem) {
            var userInfo: [AnyHashable: Any] = [:]
            for (key, value) in item.userInfo ?? [:] {
                userInfo[key] = value
            }
            self.init(type: item.type, userInfo: userInfo)
        }
    }
#endif
