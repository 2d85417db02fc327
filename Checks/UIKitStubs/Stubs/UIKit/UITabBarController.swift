// Stub of UITabBarController; see UIKit.swift.

/// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate
/// (the SDK's requirements are optional; the extension below answers for a delegate without them)
@available(iOS 2.0, *)
@MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselect:)
    @available(iOS 3.0, *)
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:didselect:)
    @available(iOS 2.0, *)
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

@available(iOS 2.0, *)
extension UITabBarControllerDelegate {
    /// The SDK's optional requirement, answered `true` when not implemented.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    /// The SDK's optional requirement, nothing when not implemented.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

/// https://developer.apple.com/documentation/uikit/uitabbarcontroller
@available(iOS 2.0, *)
@MainActor
open class UITabBarController: UIViewController {
    private var tabs: [UIViewController] = []
    private var stubSelectedIndex = 0

    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/init(nibname:bundle:)
    @available(iOS 2.0, *)
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        definesPresentationContext = true  // Checks/UIKitStubs/RULES.md §1 [K1]
    }

    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/init(coder:)
    @available(iOS 2.0, *)
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        definesPresentationContext = true
    }

    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/delegate
    /// (consulted for the user's taps only, `stubTap(_:)`; programmatic selection does not ask it,
    /// review §3 "Programmatic tab selection")
    @available(iOS 2.0, *)
    open weak var delegate: (any UITabBarControllerDelegate)?

    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers
    @available(iOS 2.0, *)
    open var viewControllers: [UIViewController]? {
        get { tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedindex
    /// (out of range: ignored, §3 [K1]; the new tab's view enters the window at the next layout
    /// pass, its appearance callbacks begin inside the call, §8)
    @available(iOS 2.0, *)
    open var selectedIndex: Int {
        get { stubSelectedIndex }
        set {
            guard tabs.indices.contains(newValue), newValue != stubSelectedIndex else { return }
            let window = stubStructuralWindow
            StubCallbacks.note("selectedIndex = \(newValue) on \(stubDescription)", on: window?.stubRunLoop)
            let before = window?.stubAppearingControllers() ?? []
            stubSelectedIndex = newValue
            window?.stubChangeAppearance(from: before, transition: nil)
        }
    }

    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedviewcontroller
    /// (a controller that is not a tab crashes, §3)
    @available(iOS 2.0, *)
    open var selectedViewController: UIViewController? {
        get { tabs.indices.contains(selectedIndex) ? tabs[selectedIndex] : nil }
        set {
            guard let index = tabs.firstIndex(where: { $0 === newValue }) else {
                stubStructuralWindow?.stubRunLoop.crash(
                    "-[UITabBarController setSelectedViewController:] only a view controller in the tab bar controller's list of view controllers can be selected."
                )
                return
            }
            selectedIndex = index
        }
    }

    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/setviewcontrollers(_:animated:)
    /// (keeps the selected controller if still listed, else the same index if valid, else 0, §3 [K1])
    @available(iOS 2.0, *)
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let window = stubStructuralWindow
        let before = window?.stubAppearingControllers() ?? []
        let selected = selectedViewController
        for tab in tabs { tab.removeFromParent() }
        tabs = viewControllers ?? []
        for tab in tabs { addChild(tab) }
        if let kept = tabs.firstIndex(where: { $0 === selected }) {
            stubSelectedIndex = kept
        } else if !tabs.indices.contains(stubSelectedIndex) {
            stubSelectedIndex = 0
        }
        window?.stubChangeAppearance(from: before, transition: nil)
    }
}
