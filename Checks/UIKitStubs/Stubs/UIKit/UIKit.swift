// Stub of the UIKit API the NavDSL adapter uses, for compiling the adapter on Linux.
// Each declaration copies the Swift signature documented by Apple (the URL above it), narrowed to
// the members the adapter calls; bodies are a simple in-memory model for the smoke tests.
// Members marked "Stub-only" do not exist in UIKit; they let the smoke tests look inside.
@_exported import Foundation

/// https://developer.apple.com/documentation/uikit/uiresponder
@available(iOS 2.0, *)
@MainActor
open class UIResponder: NSObject {}

/// https://developer.apple.com/documentation/uikit/uiimage
@available(iOS 2.0, *)
open class UIImage: NSObject, @unchecked Sendable {
    /// Stub-only: the name the image was looked up with.
    public let stubName: String

    /// https://developer.apple.com/documentation/uikit/uiimage/init(named:)
    @available(iOS 2.0, *)
    public init?(named name: String) {
        guard !name.isEmpty else { return nil }
        stubName = name
    }

    /// https://developer.apple.com/documentation/uikit/uiimage/init(data:)
    /// (the stub decodes nothing: non-empty data is an image named by its byte count)
    @available(iOS 2.0, *)
    public init?(data: Data) {
        guard !data.isEmpty else { return nil }
        stubName = "data(\(data.count) bytes)"
    }

    /// https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
    @available(iOS 13.0, *)
    public init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        stubName = name
    }
}

/// https://developer.apple.com/documentation/uikit/uiview
@available(iOS 2.0, *)
@MainActor
open class UIView: UIResponder {
    weak var stubOwner: UIViewController?
    lazy var stubExtras = StubViewExtras()

    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:) (the stub has no geometry)
    @available(iOS 2.0, *)
    public init(frame: CGRect) {
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    /// (required, as in UIKit: a subclass with its own designated initializer must declare it)
    @available(iOS 2.0, *)
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// `NSObject.init()`, which UIKit routes to `init(frame: .zero)`.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// https://developer.apple.com/documentation/uikit/uiview/window
    @available(iOS 2.0, *)
    /// (a controller's view enters its window as device question 2 says, StubWindowTree.swift)
    open var window: UIWindow? { (self as? UIWindow) ?? stubOwner?.stubViewWindow }

    /// https://developer.apple.com/documentation/uikit/uiview/ishidden
    @available(iOS 2.0, *)
    open var isHidden = false

    // MARK: - Layout and content (state in UIHUDViews.swift)

    /// https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
    @available(iOS 2.0, *)
    open var backgroundColor: UIColor? {
        get { StubViewExtras.of(self).backgroundColor }
        set { StubViewExtras.of(self).backgroundColor = newValue }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
    @available(iOS 6.0, *)
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { StubViewExtras.of(self).translatesAutoresizingMaskIntoConstraints }
        set { StubViewExtras.of(self).translatesAutoresizingMaskIntoConstraints = newValue }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/subviews
    @available(iOS 2.0, *)
    open var subviews: [UIView] { StubViewExtras.of(self).subviews }
    /// https://developer.apple.com/documentation/uikit/uiview/centerxanchor
    @available(iOS 9.0, *)
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(stubView: self) }
    /// https://developer.apple.com/documentation/uikit/uiview/centeryanchor
    @available(iOS 9.0, *)
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(stubView: self) }
    /// https://developer.apple.com/documentation/uikit/uiview/leadinganchor
    @available(iOS 9.0, *)
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(stubView: self) }
    /// https://developer.apple.com/documentation/uikit/uiview/trailinganchor
    @available(iOS 9.0, *)
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(stubView: self) }
    /// https://developer.apple.com/documentation/uikit/uiview/layoutmarginsguide
    @available(iOS 9.0, *)
    open var layoutMarginsGuide: UILayoutGuide { UILayoutGuide(stubOwningView: self) }

    /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    @available(iOS 2.0, *)
    open func addSubview(_ view: UIView) {
        StubViewExtras.of(self).subviews.append(view)
    }

    /// https://developer.apple.com/documentation/uikit/uiview/transition(with:duration:options:animations:completion:)
    /// (stub: runs the animations and the completion at once and records the call on the view,
    /// `stubTransitions`; what the animations block installs while animations are enabled lays out
    /// animated, review R17)
    @available(iOS 4.0, *)
    open class func transition(
        with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        StubViewExtras.of(view).transitions.append((duration, options))
        StubAnimationBlocks.run { animations?() }
        StubCallbacks.deliver { completion?(true) }
    }

    /// https://developer.apple.com/documentation/uikit/uiview/areanimationsenabled
    @available(iOS 2.0, *)
    open class var areAnimationsEnabled: Bool { StubAnimationBlocks.areEnabled }

    /// https://developer.apple.com/documentation/uikit/uiview/setanimationsenabled(_:)
    @available(iOS 2.0, *)
    open class func setAnimationsEnabled(_ enabled: Bool) {
        StubAnimationBlocks.areEnabled = enabled
    }

    /// https://developer.apple.com/documentation/uikit/uiview/performwithoutanimation(_:)
    /// ("Disables a view transition animation": the block's changes are not animated, even inside
    /// an animation block; animations are enabled again as they were afterwards)
    @available(iOS 7.0, *)
    open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let wereEnabled = StubAnimationBlocks.areEnabled
        StubAnimationBlocks.areEnabled = false
        actionsWithoutAnimation()
        StubAnimationBlocks.areEnabled = wereEnabled
    }
}

/// https://developer.apple.com/documentation/uikit/uiscene
@available(iOS 13.0, *)
@MainActor
open class UIScene: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.enum
    @available(iOS 13.0, *)
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive, foregroundInactive, background
    }

    /// https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.property
    /// (stub: what `stubActivationState` says; the system sets it on a device)
    @available(iOS 13.0, *)
    open var activationState: ActivationState { stubActivationState }

    /// Stub-only: the scene's activation state (foreground and active by default).
    public var stubActivationState = ActivationState.foregroundActive
}

/// https://developer.apple.com/documentation/uikit/uiwindowscene
@available(iOS 13.0, *)
@MainActor
open class UIWindowScene: UIScene {
    /// https://developer.apple.com/documentation/uikit/uiwindowscene/windows
    @available(iOS 13.0, *)
    open var windows: [UIWindow] { stubWindows.compactMap(\.window) }
    /// https://developer.apple.com/documentation/uikit/uiwindowscene/keywindow
    @available(iOS 15.0, *)
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
    var stubWindows: [StubWeakWindow] = []
    /// Stub-only: the run loop (and device answers) of this scene's windows.
    public let stubRunLoop = StubRunLoop()
    /// Stub-only: how many App Store reviews were requested in this scene (StoreKit's `AppStore.requestReview(in:)`).
    public var stubReviewRequests = 0

    /// Stub-only: scenes are made by the system on iOS.
    public override init() {
        super.init()
    }
}

struct StubWeakWindow {
    weak var window: UIWindow?
}

/// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
@available(iOS 3.2, *)
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    @available(iOS 7.0, *)
    case none = -1
    @available(iOS 13.0, *)
    case automatic = -2
}

/// https://developer.apple.com/documentation/uikit/uimodaltransitionstyle
@available(iOS 3.0, *)
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
@available(iOS 7.0, *)
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/isanimated
    var isAnimated: Bool { get }
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/isinteractive
    var isInteractive: Bool { get }
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/iscancelled
    var isCancelled: Bool { get }
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
@available(iOS 7.0, *)
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)
    @available(iOS 7.0, *)
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

@available(iOS 7.0, *)
extension UIViewControllerTransitionCoordinator {
    /// `animate(alongsideTransition:completion:)` with `completion` left out: UIKit's declaration
    /// defaults it to nil, which a Swift protocol requirement cannot spell.
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}
