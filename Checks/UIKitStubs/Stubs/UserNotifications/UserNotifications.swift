// Stub of the UserNotifications API the iOS example uses (its notification router); see
// ../UIKit/UIKit.swift. The system makes responses; the stub-only initializers let a test open one.
@_exported import Foundation

/// https://developer.apple.com/documentation/usernotifications/unnotificationcontent
@available(iOS 10.0, *)
open class UNNotificationContent: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/usernotifications/unnotificationcontent/categoryidentifier
    open private(set) var categoryIdentifier: String
    /// https://developer.apple.com/documentation/usernotifications/unnotificationcontent/userinfo
    open private(set) var userInfo: [AnyHashable: Any]

    /// Stub-only.
    public init(stubCategoryIdentifier: String = "", userInfo: [AnyHashable: Any] = [:]) {
        (categoryIdentifier, self.userInfo) = (stubCategoryIdentifier, userInfo)
    }
}

/// https://developer.apple.com/documentation/usernotifications/unnotificationrequest
@available(iOS 10.0, *)
open class UNNotificationRequest: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/usernotifications/unnotificationrequest/identifier
    open private(set) var identifier: String
    /// https://developer.apple.com/documentation/usernotifications/unnotificationrequest/content
    open private(set) var content: UNNotificationContent

    /// Stub-only.
    public init(stubIdentifier identifier: String, content: UNNotificationContent) {
        (self.identifier, self.content) = (identifier, content)
    }
}

/// https://developer.apple.com/documentation/usernotifications/unnotification
@available(iOS 10.0, *)
open class UNNotification: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/usernotifications/unnotification/request
    open private(set) var request: UNNotificationRequest

    /// Stub-only.
    public init(stubRequest request: UNNotificationRequest) {
        self.request = request
    }
}

/// https://developer.apple.com/documentation/usernotifications/unnotificationresponse
@available(iOS 10.0, *)
open class UNNotificationResponse: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/usernotifications/unnotificationresponse/notification
    open private(set) var notification: UNNotification
    /// https://developer.apple.com/documentation/usernotifications/unnotificationresponse/actionidentifier
    open private(set) var actionIdentifier: String

    /// Stub-only.
    public init(stubNotification notification: UNNotification, actionIdentifier: String = "com.apple.UNNotificationDefaultActionIdentifier") {
        (self.notification, self.actionIdentifier) = (notification, actionIdentifier)
    }
}

/// https://developer.apple.com/documentation/usernotifications/unnotificationpresentationoptions
@available(iOS 10.0, *)
public struct UNNotificationPresentationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/usernotifications/unnotificationpresentationoptions/sound
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    /// https://developer.apple.com/documentation/usernotifications/unnotificationpresentationoptions/banner
    @available(iOS 14.0, *)
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}

/// https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate
/// (not main-actor isolated in the SDK; its requirements are optional there)
@available(iOS 10.0, *)
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {}

/// https://developer.apple.com/documentation/usernotifications/unusernotificationcenter
@available(iOS 10.0, *)
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    private static let stubCurrent = UNUserNotificationCenter()

    /// https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/current()
    open class func current() -> UNUserNotificationCenter { stubCurrent }

    /// https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/delegate
    open weak var delegate: (any UNUserNotificationCenterDelegate)?
}
