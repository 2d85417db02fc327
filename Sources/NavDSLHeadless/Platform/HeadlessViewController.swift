import Foundation
import NavDSL

/// The headless `UIViewController`: a node that can sit in containers, present and be presented,
/// with UIKit's member names and rules.
///
/// ## Relations (Checks/UIKitStubs/RULES.md §1, §5)
/// - ``parent`` is the containing navigation or tab bar controller; presented controllers have none.
/// - ``presentedViewController`` reports what the receiver *or its nearest presenting ancestor*
///   presents, so a child of the window root reports the root's modal.
/// - ``presentingViewController`` is the presenter, also for children of a presented controller.
///
/// ## Presenting
/// ``present(_:animated:completion:)`` resolves the presenter as UIKit does: for full-screen-class
/// styles the first controller up the parent chain that is the window root or is presented; for
/// context styles the first that ``definesPresentationContext``. Misuse changes nothing and is
/// recorded in the window's ``HeadlessWindow/violations`` with UIKit's message; the completion does
/// not run, as in UIKit.
///
/// It is not a `Screen` by itself: routes push screens, and a controller class opts in with
/// `extension ChatController: Screen {}` to be pushed as an instance.
///
/// ```swift
/// root.present(login, animated: true)
/// root.presentedViewController === login     // true
/// child.present(other, animated: true)       // refused: root already presents login
/// ```
@MainActor
open class HeadlessViewController: ScreenModalContainer, ScreenPayloadedContainer {
    /// The headless platform.
    public typealias Platform = HeadlessPlatform

    /// The key NavDSL stored when a screen built this controller (see `ScreenKeyedContainer`
    /// for why it is not called `screenKey`).
    public var assignedScreenKey: ScreenKey?
    /// Objects kept alive with this controller (decorator payloads).
    public var screenPayload: ScreenPayload?
    /// The title, as `UIViewController.title`.
    open var title: String?
    /// The navigation bar content this controller shows when it is in a stack.
    public let navigationItem = HeadlessNavigationItem()
    /// The tab shown for this controller when it is in a tab bar.
    public var tabBarItem = ScreenTabBarItem()
    /// How this controller is shown when presented; `.automatic` (a sheet) by default.
    public var modalPresentationStyle: ScreenModalPresentationStyle = .automatic
    /// The presentation's animation; `.coverVertical` by default.
    public var modalTransitionStyle: ScreenModalTransitionStyle = .coverVertical
    /// Whether context-style presentations from inside this controller are presented by it.
    /// `false` by default;
    ///
    /// `true` for navigation and tab bar controllers, as in UIKit.
    open var definesPresentationContext = false

    /// Whether the user may not dismiss the presented controller interactively (swiping a sheet
    /// down), as UIKit's `isModalInPresentation`; `false` by default.
    public var isModalInPresentation = false
    /// The size the controller's content prefers, as UIKit's `preferredContentSize`.
    ///
    /// `.zero` (no preference) by default. A `ScreenSheetDetent.content` sheet is as tall as its height.
    open var preferredContentSize: CGSize = .zero
    /// The transitioning delegate, held weakly like UIKit's `transitioningDelegate`.
    ///
    /// A presentation of this controller records it as a custom animation. Its owner is the
    /// controller's payload when `withModalTransitioningDelegate(_:)` set it.
    public weak var transitioningDelegate: (any HeadlessTransitioningDelegate)?
    /// Whether this controller becomes a popover in regular width whatever its style.
    ///
    /// An action sheet or a share sheet does; a presentation in regular width then needs an
    /// anchor. `false` by default; addons override it.
    open var adaptsToPopoverInRegularWidth: Bool { false }
    /// The popover settings, kept whatever the style; ``popoverPresentationController`` shows them
    /// only while the controller is a popover, as UIKit does.
    let popoverSettings = HeadlessPopoverPresentationController()
    /// The sheet settings, kept whatever the style; ``sheetPresentationController`` shows them
    /// only while the controller is a sheet.
    private(set) lazy var sheetSettings = HeadlessSheetPresentationController(presentedViewController: self)

    /// The containing navigation or tab bar controller.
    public internal(set) weak var parent: HeadlessViewController? {
        didSet { Self.layerVersion &+= 1 }
    }
    /// Set on the controller installed as a window's root.
    weak var hostWindow: HeadlessWindow? {
        didSet { Self.layerVersion &+= 1 }
    }
    /// What this controller presents as the presenter.
    var ownPresented: HeadlessViewController?
    /// The controller presenting this one.
    weak var presenter: HeadlessViewController? {
        didSet { Self.layerVersion &+= 1 }
    }
    /// Whether a dismissal of this controller is running (deferred animations only).
    public internal(set) var isBeingDismissed = false {
        didSet { Self.layerVersion &+= 1 }
    }
    /// What ``window`` and `isInDismissal` last found for this layer (see `HeadlessViewController+Layers.swift`).
    weak var cachedWindow: HeadlessWindow?
    var cachedLayer = CachedLayer(version: -1, hasWindow: false, isInDismissal: false)

    /// Creates a controller, optionally keyed so routes can find it (the key becomes its
    /// ``assignedScreenKey``).
    public init(screenKey: ScreenKey? = nil) {
        assignedScreenKey = screenKey
    }

    /// The controllers this one contains: those added with ``addChild(_:)`` for a custom
    /// container; the stack or the tabs for navigation and tab bar controllers.
    open var children: [HeadlessViewController] { customChildren }

    /// `nonisolated(unsafe)` only so that `deinit` can take the children out: a controller is
    /// released on the main actor like every other access.
    private nonisolated(unsafe) var customChildren: [HeadlessViewController] = []

    /// Releases a deep chain of custom containers iteratively: the default release would recurse
    /// once per level and overflow the stack.
    deinit {
        var pending = customChildren
        customChildren = []
        while var child = pending.popLast() {
            guard isKnownUniquelyReferenced(&child) else { continue }
            pending.append(contentsOf: child.customChildren)
            child.customChildren = []
        }
    }

    /// Adds `child` to a custom container, as UIKit's `addChild(_:)` does.
    ///
    /// The child leaves its previous container first. Adding a presented controller, a window root, this controller or one of
    /// its parents is refused and recorded in the window's violations.
    open func addChild(_ child: HeadlessViewController) {
        if let violation = HeadlessContainment.violation(adding: [child], to: self) {
            window?.recordViolation(violation)
            return
        }
        guard child.parent !== self else { return }
        child.detachFromParent()
        customChildren.append(child)
        child.parent = self
    }

    /// Removes this controller from its container, as UIKit's `removeFromParent()`.
    public func removeFromParent() {
        detachFromParent()
    }

    // MARK: - UIKit relations

    /// The nearest navigation controller among the parents.
    public var navigationController: HeadlessNavigationController? {
        var next = parent
        while let candidate = next {
            if let stack = candidate as? HeadlessNavigationController { return stack }
            next = candidate.parent
        }
        return nil
    }

    /// The nearest tab bar controller among the parents.
    public var tabBarController: HeadlessTabBarController? {
        var next = parent
        while let candidate = next {
            if let tabs = candidate as? HeadlessTabBarController { return tabs }
            next = candidate.parent
        }
        return nil
    }

    /// What this controller or its nearest presenting ancestor presents.
    public var presentedViewController: HeadlessViewController? {
        var next: HeadlessViewController? = self
        while let candidate = next {
            if let presented = candidate.ownPresented { return presented }
            next = candidate.parent
        }
        return nil
    }

    /// The presenter of this controller, or of the presented controller it lives in.
    public var presentingViewController: HeadlessViewController? {
        layerRoot.presenter
    }

    /// Called by containers when they take or release this controller.
    func detachFromParent() {
        if let stack = parent as? HeadlessNavigationController {
            stack.removeChild(self)
        } else if let tabs = parent as? HeadlessTabBarController {
            tabs.removeChild(self)
        } else if let split = parent as? HeadlessSplitViewController {
            split.removeChild(self)
        } else {
            parent?.customChildren.removeAll { $0 === self }
        }
        parent = nil
    }

    // MARK: - ScreenModalContainer

    /// This controller.
    public var modalContainer: HeadlessViewController { self }
    /// ``parent``.
    public var parentContainer: HeadlessViewController? { parent }
    /// ``presentedViewController``.
    public var presentedContainer: HeadlessViewController? { presentedViewController }
    /// ``presentingViewController``.
    public var presentingContainer: HeadlessViewController? { presentingViewController }
    /// ``window``.
    public var windowContainer: HeadlessWindow? { window }
    /// ``children``.
    public var nestedContainers: [any ScreenContainer] { children }
    /// The child the user sees: none for a plain controller.
    ///
    /// An app's subclass may have made itself a container of another kind, so its answer is worked
    /// out from the container protocols, as for any class; the navigation and tab bar controllers
    /// override this with theirs.
    open var visibleNestedContainer: (any ScreenContainer)? {
        type(of: self) == HeadlessViewController.self ? nil : ScreenSearchWalk.visibleChild(of: self)
    }
    /// What this controller presents itself, as UIKit's `presentedViewController` reports it when
    /// this controller is the presenter.
    public var directlyPresentedContainer: (any ScreenContainer)? { ownPresented }
    /// What is presented over this controller, by it or by its nearest presenting ancestor
    /// (``presentedViewController``).
    public var coveringPresentedContainer: (any ScreenContainer)? { presentedViewController }

    /// In a window, on the visible path of its containers (top of its stack, selected tab) and
    /// not hidden by a `fullScreen` or `currentContext` presentation above it.
    public var isContainerVisible: Bool {
        guard window != nil, !isInDismissal else { return false }
        var node = self
        while true {
            if Self.presentationChainHidesPresenter(from: node) { return false }
            guard let parent = node.parent else { return true }
            if let stack = parent as? HeadlessNavigationController, stack.topViewController !== node { return false }
            if let tabs = parent as? HeadlessTabBarController, tabs.selectedViewController !== node { return false }
            if let split = parent as? HeadlessSplitViewController, !split.showsColumnContainer(node) { return false }
            node = parent
        }
    }

    private static func presentationChainHidesPresenter(from node: HeadlessViewController) -> Bool {
        var next = node.ownPresented
        while let presented = next {
            if presented.modalPresentationStyle.hidesPresenter { return true }
            next = presented.ownPresented
        }
        return false
    }
}

extension HeadlessViewController: @MainActor CustomStringConvertible {
    /// The screen key, else the title in quotes, else the class name: `Chat(42)`, `HeadlessNavigationController`.
    public var description: String {
        if let key = effectiveScreenKey { return key.description }
        let typeName = String(describing: type(of: self))
        if let title, typeName == "HeadlessViewController" { return "\"\(title)\"" }
        return typeName
    }
}
