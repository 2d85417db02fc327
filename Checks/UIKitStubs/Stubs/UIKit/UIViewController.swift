// Stub of UIViewController; see UIKit.swift.

/// https://developer.apple.com/documentation/uikit/uiviewcontroller
@available(iOS 2.0, *)
@MainActor
open class UIViewController: UIResponder, UIContentContainer {
    private var stubChildren: [UIViewController] = []
    /// What this controller itself presents (`presentedViewController` also reports an ancestor's).
    var stubOwnPresented: UIViewController?
    /// The controller that presents this one, when it is presented.
    weak var stubPresenter: UIViewController?
    weak var stubHostWindow: UIWindow?
    private var stubLoadedView: UIView?
    /// The transition this controller takes part in (`transitionCoordinator` asks up the parent chain).
    var stubTransition: StubTransition?
    /// Whether a present or dismiss transition runs on this controller, as UIKit knows it
    /// (`isBeingPresented`/`isBeingDismissed` show it from when device question 11 says).
    var stubBeingPresented = false
    var stubBeingDismissed = false
    /// The loop and turn from which the running transition's marks are visible (question 11).
    weak var stubMarksLoop: StubRunLoop?
    var stubMarksVisibleAtTurn = 0
    /// Whether the running transition's marks are not visible yet (question 11, "later").
    var stubMarksHidden: Bool { stubMarksLoop.map { $0.turn < stubMarksVisibleAtTurn } ?? false }
    /// Where the appearance callbacks last left this controller.
    var stubAppearance = StubAppearanceState.disappeared
    /// The window the last layout pass put this controller's view in (device question 2).
    weak var stubLaidOutWindow: UIWindow?
    lazy var stubPresentationState = StubPresentationState()

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
    open var preferredContentSize: CGSize = .zero {
        // UIKit tells the parent container when a child's preferred size changes.
        didSet { if preferredContentSize != oldValue { parent?.preferredContentSizeDidChange(forChildContentContainer: self) } }
    }

    /// https://developer.apple.com/documentation/uikit/uicontentcontainer/preferredcontentsizedidchange(forchildcontentcontainer:)
    @available(iOS 8.0, *)
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
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
    /// (true while its dismissal transition runs, Checks/UIKitStubs/RULES.md §8; from when device question 11 says)
    @available(iOS 5.0, *)
    open var isBeingDismissed: Bool { stubBeingDismissed && !stubMarksHidden }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingpresented
    /// (true while its presentation transition runs, Checks/UIKitStubs/RULES.md §8; from when device question 11 says)
    @available(iOS 5.0, *)
    open var isBeingPresented: Bool { stubBeingPresented && !stubMarksHidden }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator
    /// (the running transition's; "otherwise it will ask the parent view controller", §8)
    @available(iOS 7.0, *)
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        var next: UIViewController? = self
        while let candidate = next {
            // Device question 11 hides a present's or dismiss's coordinator with its marks, not a
            // stack transition (a push, the user's swipe back) the presented controller runs.
            if let transition = candidate.stubTransition, transition.kind == .stack || !candidate.stubMarksHidden { return transition }
            next = candidate.parent
        }
        return nil
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    /// (loads it on first use: `loadView`, then `viewDidLoad`)
    @available(iOS 2.0, *)
    open var view: UIView! {
        get {
            if let stubLoadedView { return stubLoadedView }
            loadView()
            let loaded = stubLoadedView ?? UIView()
            loaded.stubOwner = self
            stubLoadedView = loaded
            viewDidLoad()
            return loaded
        }
        set {
            newValue?.stubOwner = self
            stubLoadedView = newValue
        }
    }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
    @available(iOS 2.0, *)
    open func loadView() {
        let made = UIView()
        made.stubOwner = self
        stubLoadedView = made
    }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    /// (called once, when the view is first loaded; UIKit loads it inside the call that installs it, §8)
    @available(iOS 2.0, *)
    open func viewDidLoad() {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded
    @available(iOS 9.0, *)
    open var viewIfLoaded: UIView? { stubLoadedView }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isviewloaded
    @available(iOS 3.0, *)
    open var isViewLoaded: Bool { stubLoadedView != nil }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)
    @available(iOS 2.0, *)
    open func viewWillAppear(_ animated: Bool) {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)
    @available(iOS 2.0, *)
    open func viewDidAppear(_ animated: Bool) {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilldisappear(_:)
    @available(iOS 2.0, *)
    open func viewWillDisappear(_ animated: Bool) {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdiddisappear(_:)
    @available(iOS 2.0, *)
    open func viewDidDisappear(_ animated: Bool) {}

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
            if let presented = candidate.stubOwnPresented { return presented }
            next = candidate.parent
        }
        return nil
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller
    @available(iOS 5.0, *)
    open var presentingViewController: UIViewController? {
        let layer = stubLayerRoot
        // Device question 11: a presentation's link shows when its marks do.
        guard !(layer.stubBeingPresented && layer.stubMarksHidden) else { return nil }
        return layer.stubPresenter
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/showdetailviewcontroller(_:sender:)
    /// (the stub presents, as UIKit does for a controller with no container that shows details)
    @available(iOS 8.0, *)
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        present(vc, animated: true, completion: nil)
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
    /// (behaviour in StubPresentation.swift: the presenter resolved structurally, §7's refusals, a
    /// transition over later turns, the completion after `viewDidAppear`)
    @available(iOS 5.0, *)
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        stubPresent(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
    /// (behaviour in StubPresentation.swift: §1's resolution, the chain above torn down)
    @available(iOS 5.0, *)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        stubDismiss(animated: flag, completion: completion)
    }

    // MARK: - Presentation (state in UIPresentationControllers.swift)

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentationcontroller
    /// ("If you've not yet presented the current view controller, accessing this property creates a
    /// presentation controller based on the current value in the modalPresentationStyle property";
    /// review R11: made on the first read, then kept, StubPresentationState.swift)
    @available(iOS 8.0, *)
    open var presentationController: UIPresentationController? { stubPresentationController() }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/sheetpresentationcontroller
    /// (the presentation controller, when the one made for this controller is a sheet)
    @available(iOS 15.0, *)
    open var sheetPresentationController: UISheetPresentationController? {
        stubPresentationController() as? UISheetPresentationController
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/popoverpresentationcontroller
    /// ("accessing this property creates a popover presentation controller when the value in the
    /// modalPresentationStyle property is UIModalPresentationStyle.popover"; also for an
    /// action-sheet `UIAlertController` and a `UIActivityViewController`, which UIKit shows as
    /// popovers on an iPad; the stub has no device idiom, so they always have one)
    @available(iOS 8.0, *)
    open var popoverPresentationController: UIPopoverPresentationController? {
        stubPresentationController() as? UIPopoverPresentationController
    }

    var stubAdaptsToPopover: Bool {
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

    /// The window this controller's tree hangs from, through parents and presenters (structural:
    /// whether its view is in that window is `view.window`, device question 2).
    var stubStructuralWindow: UIWindow? {
        var root = stubLayerRoot
        while root.stubHostWindow == nil, let presenter = root.stubPresenter { root = presenter.stubLayerRoot }
        return root.stubHostWindow
    }
}
