#if canImport(UIKit)
    import Foundation
    import UIKit

    extension ScreenRestorationRecord {
        /// The `userInfo` key under which a record's JSON travels in an `NSUserActivity`.
        public static let userActivityKey = "NavDSL.ScreenRestorationRecord"

        /// The record as the activity UIKit saves with the scene (`stateRestorationActivity(for:)`).
        ///
        /// ```swift
        /// func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        ///     try? navigator.restorationRecord().userActivity(activityType: "com.example.navigation")
        /// }
        /// ```
        /// Declare `activityType` in the app's `NSUserActivityTypes` in Info.plist.
        /// - Note: Fails only as ``jsonData()`` does.
        public func userActivity(activityType: String) throws -> NSUserActivity {
            let activity = NSUserActivity(activityType: activityType)
            activity.addUserInfoEntries(from: [Self.userActivityKey: try jsonData()])
            return activity
        }

        /// Reads the record an activity carries (`session.stateRestorationActivity` in
        /// `scene(_:willConnectTo:options:)`).
        ///
        /// ```swift
        /// if let activity = session.stateRestorationActivity,
        ///     let record = try? ScreenRestorationRecord(userActivity: activity) {
        ///     navigator.restore(from: record, using: registry)
        /// }
        /// ```
        /// - Note: Fails with ``ScreenRestorationError`` (`malformed` when the activity carries no
        ///   record) as ``init(jsonData:maximumByteCount:)`` does.
        public init(userActivity: NSUserActivity, maximumByteCount: Int = Self.defaultMaximumByteCount) throws {
            guard let data = userActivity.userInfo?[Self.userActivityKey] as? Data else {
                throw ScreenRestorationError(
                    .malformed, "the activity '\(userActivity.activityType)' carries no record under '\(Self.userActivityKey)'.")
            }
            try self.init(jsonData: data, maximumByteCount: maximumByteCount)
        }
    }
#endif
