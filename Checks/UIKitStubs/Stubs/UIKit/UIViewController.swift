// Stub of UIViewController; see UIKit.swift.

/// https://developer.apple.com/documentation/uikit/uiviewcontroller
@available(iOS 2.0, *)
@MainActor
open class UIViewController: UIResponder {
    private var stubChildren: [UIViewController] = []
    private var ownPresented: UIViewController?
    private weak var presenter: UIViewController?
    weak var stubHostWindow: UIWindow?
    private lazy var stubView: UIView = {
        let view = UIView()
        view.stubOwner = self
        return view
    }()

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    @available(iOS 2.0, *)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    /// (required, as in UIKit: a subclass with its own designated initializer must declare it;
    /// the stub never decodes)
    @available(iOS 2.0, *)
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// `NSObject.init()`, which UIKit routes to `init(nibName: nil, bundle: nil)`.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/title
    @available(iOS 2.0, *)
    open var title: String?
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/parent
    @available(iOS 5.0, *)
    open internal(set) weak var parent: UIViewController?
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/children
    @available(iOS 5.0, *)
    open var children: [UIViewController] { stubChildren }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle
    @available(iOS 3.2, *)
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/modaltransitionstyle
    @available(iOS 3.0, *)
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredcontentsize
    @available(iOS 7.0, *)
    open var preferredContentSize: CGSize = .zero
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/definespresentationcontext
    @available(iOS 5.0, *)
    open var definesPresentationContext = false
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem
    @available(iOS 2.0, *)
    open private(set) lazy var navigationItem = UINavigationItem()
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbaritem
    @available(iOS 2.0, *)
    open var tabBarItem: UITabBarItem! = UITabBarItem(title: nil, image: nil, selectedImage: nil)
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed
    /// (the stub's transitions end at once, so it reads false unless a subclass models one running)
    @available(iOS 5.0, *)
    open var isBeingDismissed: Bool { false }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingpresented
    /// (the stub's transitions end at once, so it reads false unless a subclass models one running)
    @available(iOS 5.0, *)
    open var isBeingPresented: Bool { false }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator (the stub never animates)
    @available(iOS 7.0, *)
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    @available(iOS 2.0, *)
    open var view: UIView! { stubView }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload() (the stub never calls it)
    @available(iOS 2.0, *)
    open func viewDidLoad() {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded (the stub's view is always loaded)
    @available(iOS 9.0, *)
    open var viewIfLoaded: UIView? { stubView }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller
    @available(iOS 2.0, *)
    open var navigationController: UINavigationController? {
        var next = parent
        while let candidate = next {
            if let stack = candidate as? UINavigationController { return stack }
            next = candidate.parent
        }
        return nil
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbarcontroller
    @available(iOS 2.0, *)
    open var tabBarController: UITabBarController? {
        var next = parent
        while let candidate = next {
            if let tabs = candidate as? UITabBarController { return tabs }
            next = candidate.parent
        }
        return nil
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
    @available(iOS 5.0, *)
    open var presentedViewController: UIViewController? {
        var next: UIViewController? = self
        while let candidate = next {
            if let presented = candidate.ownPresented { return presented }
            next = candidate.parent
        }
        return nil
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller
    @available(iOS 5.0, *)
    open var presentingViewController: UIViewController? { stubLayerRoot.presenter }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/showdetailviewcontroller(_:sender:)
    /// (the stub presents, as UIKit does for a controller with no container that shows details)
    @available(iOS 8.0, *)
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        present(vc, animated: true, completion: nil)
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
    /// (stub: the presenter is the top ancestor; a busy presenter ignores the call, as UIKit does)
    @available(iOS 5.0, *)
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        let presenter = stubLayerRoot
        guard presenter.ownPresented == nil else { return }
        presenter.ownPresented = viewControllerToPresent
        viewControllerToPresent.presenter = presenter
        completion?()
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
    @available(iOS 5.0, *)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let target = presentedViewController ?? (stubLayerRoot.presenter != nil ? stubLayerRoot : nil)
        if let target, let presenter = target.presenter {
            presenter.ownPresented = nil
            target.presenter = nil
        }
        completion?()
    }

    // MARK: - Presentation (state in UIPresentationControllers.swift)

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentationcontroller
    /// (stub: the sheet or the popover controller, by style)
    @available(iOS 8.0, *)
    open var presentationController: UIPresentationController? {
        modalPresentationStyle == .popover ? popoverPresentationController : sheetPresentationController
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/sheetpresentationcontroller
    @available(iOS 15.0, *)
    open var sheetPresentationController: UISheetPresentationController? {
        [.pageSheet, .formSheet, .automatic].contains(modalPresentationStyle) ? StubPresentationState.of(self).sheet : nil
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/popoverpresentationcontroller
    /// (stub: also for an action-sheet `UIAlertController` and a `UIActivityViewController`, which
    /// UIKit shows as popovers on an iPad; the stub has no device idiom, so they always have one)
    @available(iOS 8.0, *)
    open var popoverPresentationController: UIPopoverPresentationController? {
        modalPresentationStyle == .popover || stubAdaptsToPopover ? StubPresentationState.of(self).popover : nil
    }

    private var stubAdaptsToPopover: Bool {
        self is UIActivityViewController || (self as? UIAlertController)?.preferredStyle == .actionSheet
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation
    @available(iOS 13.0, *)
    open var isModalInPresentation: Bool {
        get { StubPresentationState.of(self).isModalInPresentation }
        set { StubPresentationState.of(self).isModalInPresentation = newValue }
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioningdelegate
    /// (weak in UIKit; the stub's table holds it weakly)
    @available(iOS 7.0, *)
    open var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? {
        get { StubPresentationState.of(self).transitioningDelegate }
        set { StubPresentationState.of(self).transitioningDelegate = newValue }
    }

    /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    @available(iOS 8.0, *)
    open var traitCollection: UITraitCollection {
        UITraitCollection(stubHorizontalSizeClass: StubPresentationState.of(stubLayerRoot).horizontalSizeClass)
    }

    /// Stub-only: the horizontal size class this controller's tree reports (compact by default).
    public var stubHorizontalSizeClass: UIUserInterfaceSizeClass {
        get { StubPresentationState.of(stubLayerRoot).horizontalSizeClass }
        set { StubPresentationState.of(stubLayerRoot).horizontalSizeClass = newValue }
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
    @available(iOS 5.0, *)
    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        stubChildren.append(childController)
        childController.parent = self
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()
    @available(iOS 5.0, *)
    open func removeFromParent() {
        parent?.stubRemoveChild(self)
        parent = nil
    }

    func stubRemoveChild(_ child: UIViewController) {
        stubChildren.removeAll { $0 === child }
    }

    var stubLayerRoot: UIViewController {
        var top = self
        while let parent = top.parent { top = parent }
        return top
    }

    var stubWindow: UIWindow? {
        let root = stubLayerRoot
        return root.stubHostWindow ?? root.presenter?.stubWindow
    }
}
