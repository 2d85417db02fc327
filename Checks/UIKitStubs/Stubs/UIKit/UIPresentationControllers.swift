// Stubs of the presentation controllers (sheets, popovers), transitioning delegates and trait
// collections; see UIKit.swift. The members added to UIViewController keep their state in a
// table here, so UIViewController.swift stays as it was.

/// https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass
@available(iOS 8.0, *)
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0, compact, regular
}

/// https://developer.apple.com/documentation/uikit/uitraitcollection
@available(iOS 8.0, *)
@MainActor
open class UITraitCollection: NSObject {
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/horizontalsizeclass
    @available(iOS 8.0, *)
    open var horizontalSizeClass: UIUserInterfaceSizeClass { stubHorizontalSizeClass }
    let stubHorizontalSizeClass: UIUserInterfaceSizeClass

    /// Stub-only: trait collections are made by the system on iOS.
    public init(stubHorizontalSizeClass: UIUserInterfaceSizeClass) {
        self.stubHorizontalSizeClass = stubHorizontalSizeClass
    }
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate
@available(iOS 7.0, *)
@MainActor
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {}

/// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate
@available(iOS 8.0, *)
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollershoulddismiss(_:)
    /// (optional in the SDK)
    @available(iOS 13.0, *)
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
}

@available(iOS 8.0, *)
extension UIAdaptivePresentationControllerDelegate {
    /// The SDK's optional requirement, answered `true` when not implemented.
    @available(iOS 13.0, *)
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
}

/// https://developer.apple.com/documentation/uikit/uipresentationcontroller
@available(iOS 8.0, *)
@MainActor
open class UIPresentationController: NSObject {
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/delegate
    @available(iOS 8.0, *)
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
}

/// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller
@available(iOS 15.0, *)
@MainActor
open class UISheetPresentationController: UIPresentationController {
    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent
    @available(iOS 15.0, *)
    @MainActor
    open class Detent: NSObject {
        /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.struct
        @available(iOS 15.0, *)
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier("com.apple.UIKit.medium")
            public static let large = Identifier("com.apple.UIKit.large")
        }

        /// Stub-only: the identifier and, for a custom detent, the height its resolver gave.
        public let stubIdentifier: Identifier
        public let stubHeight: CGFloat?

        init(stubIdentifier: Identifier, stubHeight: CGFloat?) {
            self.stubIdentifier = stubIdentifier
            self.stubHeight = stubHeight
        }

        /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/medium()
        @available(iOS 15.0, *)
        public static func medium() -> UISheetPresentationController.Detent { Detent(stubIdentifier: .medium, stubHeight: nil) }

        /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/large()
        @available(iOS 15.0, *)
        public static func large() -> UISheetPresentationController.Detent { Detent(stubIdentifier: .large, stubHeight: nil) }

        /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/custom(identifier:resolver:)
        @available(iOS 16.0, *)
        public static func custom(
            identifier: UISheetPresentationController.Detent.Identifier? = nil,
            resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> UISheetPresentationController.Detent {
            Detent(stubIdentifier: identifier ?? Identifier(UUID().uuidString), stubHeight: resolver(StubDetentContext()))
        }

        /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.property
        @available(iOS 16.0, *)
        open var identifier: UISheetPresentationController.Detent.Identifier { stubIdentifier }
    }

    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detents
    @available(iOS 15.0, *)
    open var detents: [UISheetPresentationController.Detent] = [.large()]
    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/selecteddetentidentifier
    @available(iOS 15.0, *)
    open var selectedDetentIdentifier: UISheetPresentationController.Detent.Identifier?
    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/largestundimmeddetentidentifier
    @available(iOS 15.0, *)
    open var largestUndimmedDetentIdentifier: UISheetPresentationController.Detent.Identifier?
    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/prefersgrabbervisible
    @available(iOS 15.0, *)
    open var prefersGrabberVisible = false
    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/preferredcornerradius
    @available(iOS 15.0, *)
    open var preferredCornerRadius: CGFloat = 0
    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/prefersscrollingexpandswhenscrolledtoedge
    @available(iOS 15.0, *)
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Stub-only: how many times `animateChanges(_:)` ran.
    public private(set) var stubAnimateChangesCount = 0

    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/animatechanges(_:)
    @available(iOS 15.0, *)
    open func animateChanges(_ changes: () -> Void) {
        stubAnimateChangesCount += 1
        changes()
    }
}

/// https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdetentresolutioncontext
@available(iOS 16.0, *)
@MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {}

final class StubDetentContext: NSObject, UISheetPresentationControllerDetentResolutionContext {}

/// https://developer.apple.com/documentation/uikit/uipopoverarrowdirection
@available(iOS 8.0, *)
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
}

/// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontrollersourceitem
@available(iOS 16.0, *)
@MainActor
public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {}

@available(iOS 16.0, *)
extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {
}

/// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller
@available(iOS 8.0, *)
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceview
    @available(iOS 8.0, *)
    open var sourceView: UIView?
    /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourcerect
    @available(iOS 8.0, *)
    open var sourceRect: CGRect = .null
    /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceitem
    @available(iOS 16.0, *)
    open var sourceItem: (any UIPopoverPresentationControllerSourceItem)? {
        get { stubSourceItem }
        set { stubSourceItem = newValue }
    }
    var stubSourceItem: (any UIPopoverPresentationControllerSourceItem)?
    /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/permittedarrowdirections
    @available(iOS 8.0, *)
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
}

/// The presentation state the stubbed UIViewController members below keep per controller.
@MainActor
final class StubPresentationState {
    let sheet = UISheetPresentationController()
    let popover = UIPopoverPresentationController()
    var isModalInPresentation = false
    weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    var horizontalSizeClass = UIUserInterfaceSizeClass.compact

    static var table: [ObjectIdentifier: StubPresentationState] = [:]

    static func of(_ controller: UIViewController) -> StubPresentationState {
        if let state = table[ObjectIdentifier(controller)] { return state }
        let state = StubPresentationState()
        table[ObjectIdentifier(controller)] = state
        return state
    }
}

@available(iOS 2.0, *)
extension UIViewController {
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentationcontroller
    /// (stub: the sheet or the popover controller, by style)
    @available(iOS 8.0, *)
    public var presentationController: UIPresentationController? {
        modalPresentationStyle == .popover ? popoverPresentationController : sheetPresentationController
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/sheetpresentationcontroller
    @available(iOS 15.0, *)
    public var sheetPresentationController: UISheetPresentationController? {
        [.pageSheet, .formSheet, .automatic].contains(modalPresentationStyle) ? StubPresentationState.of(self).sheet : nil
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/popoverpresentationcontroller
    /// (stub: also for an action-sheet `UIAlertController` and a `UIActivityViewController`, which
    /// UIKit shows as popovers on an iPad; the stub has no device idiom, so they always have one)
    @available(iOS 8.0, *)
    public var popoverPresentationController: UIPopoverPresentationController? {
        modalPresentationStyle == .popover || stubAdaptsToPopover ? StubPresentationState.of(self).popover : nil
    }

    private var stubAdaptsToPopover: Bool {
        self is UIActivityViewController || (self as? UIAlertController)?.preferredStyle == .actionSheet
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation
    @available(iOS 13.0, *)
    public var isModalInPresentation: Bool {
        get { StubPresentationState.of(self).isModalInPresentation }
        set { StubPresentationState.of(self).isModalInPresentation = newValue }
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioningdelegate
    @available(iOS 7.0, *)
    public var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? {
        get { StubPresentationState.of(self).transitioningDelegate }
        set { StubPresentationState.of(self).transitioningDelegate = newValue }
    }

    /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    @available(iOS 8.0, *)
    public var traitCollection: UITraitCollection {
        UITraitCollection(stubHorizontalSizeClass: StubPresentationState.of(stubLayerRoot).horizontalSizeClass)
    }

    /// Stub-only: the horizontal size class this controller's tree reports (compact by default).
    public var stubHorizontalSizeClass: UIUserInterfaceSizeClass {
        get { StubPresentationState.of(stubLayerRoot).horizontalSizeClass }
        set { StubPresentationState.of(stubLayerRoot).horizontalSizeClass = newValue }
    }
}
