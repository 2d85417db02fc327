// Stubs of the application, alerts and the share sheet; see UIKit.swift.

/// https://developer.apple.com/documentation/uikit/uiapplication
@MainActor
open class UIApplication: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiapplication/openexternalurloptionskey
    public struct OpenExternalURLOptionsKey: Hashable, Sendable {
        public let rawValue: String
    }

    /// https://developer.apple.com/documentation/uikit/uiapplication/shared
    public static let shared = UIApplication()
    /// https://developer.apple.com/documentation/uikit/uiapplication/connectedscenes
    open var connectedScenes: Set<UIScene> = []
    /// Stub-only: the URLs handed to `open`.
    public private(set) var stubOpenedURLs: [URL] = []

    /// https://developer.apple.com/documentation/uikit/uiapplication/open(_:options:completionhandler:)
    open func open(
        _ url: URL,
        options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        stubOpenedURLs.append(url)
        completion?(url.scheme != nil)
    }
}

/// https://developer.apple.com/documentation/uikit/uialertcontroller
@MainActor
open class UIAlertController: UIViewController {
    /// https://developer.apple.com/documentation/uikit/uialertcontroller/style
    public enum Style: Int, Sendable {
        case actionSheet = 0, alert
    }

    /// https://developer.apple.com/documentation/uikit/uialertcontroller/actions
    open private(set) var actions: [UIAlertAction] = []
    /// https://developer.apple.com/documentation/uikit/uialertcontroller/message
    open var message: String?
    /// https://developer.apple.com/documentation/uikit/uialertcontroller/preferredstyle
    open private(set) var preferredStyle: Style = .alert

    /// https://developer.apple.com/documentation/uikit/uialertcontroller/init(title:message:preferredstyle:)
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    /// https://developer.apple.com/documentation/uikit/uialertcontroller/addaction(_:)
    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }
}

/// https://developer.apple.com/documentation/uikit/uialertaction
@MainActor
open class UIAlertAction: NSObject {
    /// https://developer.apple.com/documentation/uikit/uialertaction/style
    public enum Style: Int, Sendable {
        case `default` = 0, cancel, destructive
    }

    /// https://developer.apple.com/documentation/uikit/uialertaction/title
    open private(set) var title: String?
    /// https://developer.apple.com/documentation/uikit/uialertaction/style-swift.property
    open private(set) var style: Style = .default
    /// Stub-only: the handler, so tests can tap the button.
    public private(set) var stubHandler: ((UIAlertAction) -> Void)?

    /// https://developer.apple.com/documentation/uikit/uialertaction/init(title:style:handler:)
    public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init()
        self.title = title
        self.style = style
        stubHandler = handler
    }
}

/// https://developer.apple.com/documentation/uikit/uiactivity
@MainActor
open class UIActivity: NSObject {}

/// https://developer.apple.com/documentation/uikit/uiactivityviewcontroller
@MainActor
open class UIActivityViewController: UIViewController {
    /// Stub-only: the shared items.
    public private(set) var stubItems: [Any] = []

    /// https://developer.apple.com/documentation/uikit/uiactivityviewcontroller/init(activityitems:applicationactivities:)
    public convenience init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.init(nibName: nil, bundle: nil)
        stubItems = activityItems
    }
}
