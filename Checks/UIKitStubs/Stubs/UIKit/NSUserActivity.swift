// Stub of Foundation's NSUserActivity, which swift-corelibs-foundation lacks; on iOS `import UIKit`
// re-exports Foundation, which declares it. See UIKit.swift.
import Foundation

/// https://developer.apple.com/documentation/foundation/nsuseractivity
@available(iOS 8.0, *)
open class NSUserActivity: NSObject {
    private let stubActivityType: String

    /// https://developer.apple.com/documentation/foundation/nsuseractivity/init(activitytype:)
    public init(activityType: String) {
        stubActivityType = activityType
        super.init()
    }

    /// https://developer.apple.com/documentation/foundation/nsuseractivity/activitytype
    open var activityType: String { stubActivityType }

    /// https://developer.apple.com/documentation/foundation/nsuseractivity/userinfo
    open var userInfo: [AnyHashable: Any]?

    /// https://developer.apple.com/documentation/foundation/nsuseractivity/webpageurl
    open var webpageURL: URL?

    /// https://developer.apple.com/documentation/foundation/nsuseractivity/adduserinfoentries(from:)
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        userInfo = (userInfo ?? [:]).merging(otherDictionary) { _, new in new }
    }
}

/// https://developer.apple.com/documentation/foundation/nsuseractivitytypebrowsingweb
@available(iOS 8.0, *)
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"
