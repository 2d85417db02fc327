// Stub of UITabBarController; see UIKit.swift.

/// https://developer.apple.com/documentation/uikit/uitabbarcontroller
@MainActor
open class UITabBarController: UIViewController {
    private var tabs: [UIViewController] = []

    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers
    open var viewControllers: [UIViewController]? {
        get { tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedindex
    open var selectedIndex = 0 {
        didSet {
            if !tabs.indices.contains(selectedIndex) { selectedIndex = oldValue }
        }
    }

    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedviewcontroller
    open var selectedViewController: UIViewController? {
        get { tabs.indices.contains(selectedIndex) ? tabs[selectedIndex] : nil }
        set {
            if let index = tabs.firstIndex(where: { $0 === newValue }) { selectedIndex = index }
        }
    }

    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/setviewcontrollers(_:animated:)
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        for tab in tabs { tab.removeFromParent() }
        tabs = viewControllers ?? []
        for tab in tabs { addChild(tab) }
        if !tabs.indices.contains(selectedIndex) { selectedIndex = 0 }
    }
}
