// Stub of UITabBarController; see UIKit.swift.

/// https://developer.apple.com/documentation/uikit/uitabbarcontroller
@available(iOS 2.0, *)
@MainActor
open class UITabBarController: UIViewController {
    private var tabs: [UIViewController] = []

    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers
    @available(iOS 2.0, *)
    open var viewControllers: [UIViewController]? {
        get { tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedindex
    @available(iOS 2.0, *)
    open var selectedIndex = 0 {
        didSet {
            if !tabs.indices.contains(selectedIndex) { selectedIndex = oldValue }
        }
    }

    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedviewcontroller
    @available(iOS 2.0, *)
    open var selectedViewController: UIViewController? {
        get { tabs.indices.contains(selectedIndex) ? tabs[selectedIndex] : nil }
        set {
            if let index = tabs.firstIndex(where: { $0 === newValue }) { selectedIndex = index }
        }
    }

    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/setviewcontrollers(_:animated:)
    @available(iOS 2.0, *)
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        for tab in tabs { tab.removeFromParent() }
        tabs = viewControllers ?? []
        for tab in tabs { addChild(tab) }
        if !tabs.indices.contains(selectedIndex) { selectedIndex = 0 }
    }
}
