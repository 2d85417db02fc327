// Stub of UINavigationController; see UIKit.swift.

/// https://developer.apple.com/documentation/uikit/uinavigationcontroller
@MainActor
open class UINavigationController: UIViewController {
    /// Stub-only: how many times `setViewControllers(_:animated:)` ran, to prove merged edits are one call.
    public private(set) var stubSetViewControllersCount = 0

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
    public convenience init(rootViewController: UIViewController) {
        self.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
    open var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/topviewcontroller
    open var topViewController: UIViewController? { children.last }

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/visibleviewcontroller
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:)
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        stubSetViewControllersCount += 1
        for child in children where !viewControllers.contains(where: { $0 === child }) {
            child.removeFromParent()
        }
        for controller in viewControllers { addChild(controller) }
    }

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        setViewControllers(children + [viewController], animated: animated)
    }

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:)
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1, let top = children.last else { return nil }
        setViewControllers(Array(children.dropLast()), animated: animated)
        return top
    }
}
