// Stubs of the scene life-cycle types the iOS example's scene delegate uses; see UIKit.swift. The
// system makes these on iOS; the stub-only initializers let a test launch a scene.

/// https://developer.apple.com/documentation/uikit/uiscenedelegate
/// (every requirement is optional in the SDK; the example implements the ones it needs)
@available(iOS 13.0, *)
@MainActor
public protocol UISceneDelegate: NSObjectProtocol {}

/// https://developer.apple.com/documentation/uikit/uiwindowscenedelegate
@available(iOS 13.0, *)
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {}

/// https://developer.apple.com/documentation/uikit/uiscenesession
@available(iOS 13.0, *)
@MainActor
open class UISceneSession: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiscenesession/staterestorationactivity
    @available(iOS 13.0, *)
    open var stateRestorationActivity: NSUserActivity?

    /// Stub-only: the system makes sessions; a test hands in the activity a relaunch restores.
    public init(stubStateRestorationActivity activity: NSUserActivity? = nil) {
        stateRestorationActivity = activity
        super.init()
    }
}

@available(iOS 13.0, *)
extension UIScene {
    /// https://developer.apple.com/documentation/uikit/uiscene/connectionoptions
    @available(iOS 13.0, *)
    @MainActor
    open class ConnectionOptions: NSObject {
        /// https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/urlcontexts
        @available(iOS 13.0, *)
        open private(set) var urlContexts: Set<UIOpenURLContext>
        /// https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/useractivities
        @available(iOS 13.0, *)
        open private(set) var userActivities: Set<NSUserActivity>
        /// https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/shortcutitem
        @available(iOS 13.0, *)
        open private(set) var shortcutItem: UIApplicationShortcutItem?

        /// Stub-only: what launched the scene.
        public init(
            stubURLContexts: Set<UIOpenURLContext> = [], userActivities: Set<NSUserActivity> = [],
            shortcutItem: UIApplicationShortcutItem? = nil
        ) {
            (urlContexts, self.userActivities, self.shortcutItem) = (stubURLContexts, userActivities, shortcutItem)
            super.init()
        }
    }
}

/// https://developer.apple.com/documentation/uikit/uiopenurlcontext
@available(iOS 13.0, *)
@MainActor
open class UIOpenURLContext: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiopenurlcontext/url
    @available(iOS 13.0, *)
    open private(set) var url: URL

    /// Stub-only: the system makes URL contexts.
    public init(stubURL url: URL) {
        self.url = url
        super.init()
    }
}

/// https://developer.apple.com/documentation/uikit/uiapplicationshortcuticon (not main-actor isolated in the SDK)
@available(iOS 9.0, *)
open class UIApplicationShortcutIcon: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiapplicationshortcuticon/init(systemimagename:)
    @available(iOS 13.0, *)
    public convenience init(systemImageName: String) {
        self.init()
    }
}

/// https://developer.apple.com/documentation/uikit/uiapplicationshortcutitem (not main-actor isolated in the SDK)
@available(iOS 9.0, *)
open class UIApplicationShortcutItem: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiapplicationshortcutitem/type
    @available(iOS 9.0, *)
    open private(set) var type: String
    /// https://developer.apple.com/documentation/uikit/uiapplicationshortcutitem/localizedtitle
    @available(iOS 9.0, *)
    open private(set) var localizedTitle: String
    /// https://developer.apple.com/documentation/uikit/uiapplicationshortcutitem/userinfo
    @available(iOS 9.0, *)
    open private(set) var userInfo: [String: any NSSecureCoding]?

    /// https://developer.apple.com/documentation/uikit/uiapplicationshortcutitem/init(type:localizedtitle:localizedsubtitle:icon:userinfo:)
    @available(iOS 9.0, *)
    public init(
        type: String, localizedTitle: String, localizedSubtitle: String?, icon: UIApplicationShortcutIcon?,
        userInfo: [String: any NSSecureCoding]? = nil
    ) {
        (self.type, self.localizedTitle, self.userInfo) = (type, localizedTitle, userInfo)
        super.init()
    }
}
