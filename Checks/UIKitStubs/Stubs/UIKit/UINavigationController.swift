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
        setViewControllers([rootViewController], animated: false)
    }

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(nibname:bundle:)
    @available(iOS 2.0, *)
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
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
    @available(iOS 3.0, *)
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        stubSetViewControllersCount += 1
        for child in children where !viewControllers.contains(where: { $0 === child }) {
            child.removeFromParent()
        }
        for controller in viewControllers { addChild(controller) }
    }

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
    @available(iOS 2.0, *)
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        setViewControllers(children + [viewController], animated: animated)
    }

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:)
    @available(iOS 2.0, *)
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1, let top = children.last else { return nil }
        setViewControllers(Array(children.dropLast()), animated: animated)
        return top
    }
}
