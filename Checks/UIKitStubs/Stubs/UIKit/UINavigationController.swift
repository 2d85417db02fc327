// Stub of UINavigationController; see UIKit.swift.

/// https://developer.apple.com/documentation/uikit/uinavigationcontroller
@available(iOS 2.0, *)
@MainActor
open class UINavigationController: UIViewController {
    /// Stub-only: how many times `setViewControllers(_:animated:)` ran, to prove merged edits are one call.
    public private(set) var stubSetViewControllersCount = 0


    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
    /// (a designated initializer, as in UIKit)
    @available(iOS 2.0, *)
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        definesPresentationContext = true
        setViewControllers([rootViewController], animated: false)
    }

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(nibname:bundle:)
    @available(iOS 2.0, *)
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        definesPresentationContext = true
    }

    /// `NSObject.init()`. Stub-only `required`: UIKit's initializers come from Objective-C, which
    /// lets a protocol require them of every subclass; a Swift class needs `required` for that.
    public required convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(coder:)
    @available(iOS 2.0, *)
    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
    @available(iOS 2.0, *)
    open var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/topviewcontroller
    @available(iOS 2.0, *)
    open var topViewController: UIViewController? { children.last }

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/visibleviewcontroller
    @available(iOS 2.0, *)
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:)
    /// (behaviour in StubNavigationTransitions.swift: §2's refusals, a transition over later turns,
    /// queued behind the controller's own transition, dropped during a conflicting presentation)
    @available(iOS 3.0, *)
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        stubSetViewControllers(viewControllers, animated: animated)
    }

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
    @available(iOS 2.0, *)
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        stubPush(viewController, animated: animated)
    }

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:)
    /// (nil with one controller left, §2 [A8]; nil too when the pop is queued behind a transition)
    @available(iOS 2.0, *)
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1, let top = children.last else { return nil }
        guard stubTransition?.kind != .stack else {
            stubEnqueue { $0.popViewController(animated: animated) }
            return nil
        }
        setViewControllers(Array(children.dropLast()), animated: animated)
        return top
    }

    /// Stub-only bookkeeping: stack changes waiting for the running transition to end (§2 [K1][P4]).
    var stubQueuedChanges: [@MainActor (UINavigationController) -> Void] = []
    /// The turn of the last non-animated change (device question 12, the held push).
    var stubNonAnimatedTurn: Int?

    func stubCountSetViewControllers() {
        stubSetViewControllersCount += 1
    }
}
