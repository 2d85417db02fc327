// Stubs of the application and alerts (the share sheet is in UIActivityViewController.swift); see UIKit.swift.

/// https://developer.apple.com/documentation/uikit/uiapplication
@available(iOS 2.0, *)
@MainActor
open class UIApplication: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiapplication/openexternalurloptionskey
    @available(iOS 10.0, *)
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    private static let stubShared = UIApplication()

    /// https://developer.apple.com/documentation/uikit/uiapplication/shared
    /// (stub: the application of the test's own scope, `StubSharedApplication`, else one for the process)
    @available(iOSApplicationExtension, unavailable, message: "Use view controller based solutions where appropriate instead.")
    open class var shared: UIApplication { StubSharedApplication.current ?? stubShared }

    /// https://developer.apple.com/documentation/uikit/uiapplication/opensettingsurlstring
    /// (a nonisolated `class let` constant in UIKit; Swift classes cannot store a `class let`)
    @available(iOS 8.0, *)
    nonisolated public class var openSettingsURLString: String { "app-settings:" }

    /// https://developer.apple.com/documentation/uikit/uiapplication/connectedscenes (get-only, as in UIKit)
    @available(iOS 13.0, *)
    open var connectedScenes: Set<UIScene> { stubConnectedScenes }

    /// Stub-only hook: the scenes `connectedScenes` reports. UIKit connects scenes itself; tests set them here.
    public var stubConnectedScenes: Set<UIScene> = []
    /// Stub-only: the URLs handed to `open`.
    public private(set) var stubOpenedURLs: [URL] = []

    /// Stub-only: applications are made by the system on iOS (`UIApplicationMain`).
    public override init() {
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uiapplication/open(_:options:completionhandler:)
    @available(iOS 10.0, *)
    open func open(
        _ url: URL,
        options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        stubOpenedURLs.append(url)
        completion?(url.scheme != nil)
    }
}

/// Stub-only: the application `UIApplication.shared` is for the test that binds it:
/// `StubSharedApplication.$current.withValue(UIApplication()) { ... }`.
///
/// A task-local value, not a process-wide one: on a device the shared application is the app's
/// own, but tests running in parallel are separate apps, and what one connects
/// (`stubConnectedScenes`) or opens (`stubOpenedURLs`) through `shared` must not be what another
/// sees. Outside any scope, `shared` is one application for the process, which a test that
/// reads what it recorded should not use.
public enum StubSharedApplication {
    /// The application of the current task's scope (by default none: the process's).
    @TaskLocal public static var current: UIApplication?
}

/// https://developer.apple.com/documentation/uikit/uialertcontroller
@available(iOS 8.0, *)
@MainActor
open class UIAlertController: UIViewController {
    /// https://developer.apple.com/documentation/uikit/uialertcontroller/style
    @available(iOS 8.0, *)
    public enum Style: Int, Sendable {
        case actionSheet = 0, alert
    }

    /// https://developer.apple.com/documentation/uikit/uialertcontroller/actions
    @available(iOS 8.0, *)
    open private(set) var actions: [UIAlertAction] = []
    /// https://developer.apple.com/documentation/uikit/uialertcontroller/message
    @available(iOS 8.0, *)
    open var message: String?
    /// https://developer.apple.com/documentation/uikit/uialertcontroller/preferredstyle
    @available(iOS 8.0, *)
    open private(set) var preferredStyle: Style = .alert

    /// https://developer.apple.com/documentation/uikit/uialertcontroller/init(title:message:preferredstyle:)
    @available(iOS 8.0, *)
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    /// https://developer.apple.com/documentation/uikit/uialertcontroller/addaction(_:)
    @available(iOS 8.0, *)
    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }

    /// https://developer.apple.com/documentation/uikit/uialertcontroller/textfields
    @available(iOS 8.0, *)
    open var textFields: [UITextField]? { stubTextFields }
    /// Stub-only: the fields added, kept on the alert (nil until the first is added).
    private var stubTextFields: [UITextField]?

    /// https://developer.apple.com/documentation/uikit/uialertcontroller/addtextfield(configurationhandler:)
    @available(iOS 8.0, *)
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        let field = UITextField()
        configurationHandler?(field)
        stubTextFields = (stubTextFields ?? []) + [field]
    }
}

/// https://developer.apple.com/documentation/uikit/uialertaction
@available(iOS 8.0, *)
@MainActor
open class UIAlertAction: NSObject {
    /// https://developer.apple.com/documentation/uikit/uialertaction/style
    @available(iOS 8.0, *)
    public enum Style: Int, Sendable {
        case `default` = 0, cancel, destructive
    }

    /// https://developer.apple.com/documentation/uikit/uialertaction/title
    @available(iOS 8.0, *)
    open private(set) var title: String?
    /// https://developer.apple.com/documentation/uikit/uialertaction/style-swift.property
    @available(iOS 8.0, *)
    open private(set) var style: Style = .default
    /// Stub-only: the handler, so tests can tap the button.
    public private(set) var stubHandler: ((UIAlertAction) -> Void)?

    /// https://developer.apple.com/documentation/uikit/uialertaction/isenabled
    @available(iOS 8.0, *)
    open var isEnabled = true

    /// https://developer.apple.com/documentation/uikit/uialertaction/init(title:style:handler:)
    @available(iOS 8.0, *)
    public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init()
        self.title = title
        self.style = style
        stubHandler = handler
    }
}
