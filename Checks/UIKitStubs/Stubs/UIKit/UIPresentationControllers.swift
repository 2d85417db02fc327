// Stubs of the presentation controllers (sheets, popovers), transitioning delegates and trait
// collections; see UIKit.swift. UIViewController's presentation members (declared in its class,
// `open` as in UIKit) keep their state in the table here.

/// https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass
@available(iOS 8.0, *)
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0, compact, regular
}

/// https://developer.apple.com/documentation/uikit/uitraitcollection
/// (not main-actor isolated in the SDK: an immutable, sendable value object)
@available(iOS 8.0, *)
open class UITraitCollection: NSObject, @unchecked Sendable {
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

/// https://developer.apple.com/documentation/uikit/uipresentationcontroller
@available(iOS 8.0, *)
@MainActor
open class UIPresentationController: NSObject, StubAdaptiveDelegating {
    /// Stub-only: the style this presentation controller was made for (how the controller is shown).
    var stubStyle = UIModalPresentationStyle.fullScreen
    /// Stub-only: the delegate of a plain presentation controller (weak, as UIKit's), kept on the
    /// controller: a table keyed by object identity would hand a dead controller's delegate to a
    /// new one at the same address, across tests running in parallel.
    weak var stubPlainDelegate: (any UIAdaptivePresentationControllerDelegate)?
}

/// Stub-only: gives `UIPresentationController` its `delegate`. UIKit's sheet and popover
/// controllers redeclare `delegate` with a narrower protocol (`UISheetPresentationControllerDelegate`,
/// `UIPopoverPresentationControllerDelegate`), which Objective-C allows and a Swift override does
/// not; declared here, in a protocol extension, the subclasses' own `delegate` shadows it, so each
/// class has the delegate type the SDK gives it.
@MainActor
public protocol StubAdaptiveDelegating: AnyObject {}

extension StubAdaptiveDelegating where Self: UIPresentationController {
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/delegate
    /// (weak; through a sheet or popover controller it is that controller's own delegate)
    @available(iOS 8.0, *)
    public var delegate: (any UIAdaptivePresentationControllerDelegate)? {
        get {
            if let sheet = self as? UISheetPresentationController { return sheet.delegate }
            if let popover = self as? UIPopoverPresentationController { return popover.delegate }
            return stubPlainDelegate
        }
        set {
            if let sheet = self as? UISheetPresentationController {
                sheet.delegate = newValue as? any UISheetPresentationControllerDelegate
            } else if let popover = self as? UIPopoverPresentationController {
                popover.delegate = newValue as? any UIPopoverPresentationControllerDelegate
            } else {
                stubPlainDelegate = newValue
            }
        }
    }
}

/// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller
@available(iOS 15.0, *)
@MainActor
open class UISheetPresentationController: UIPresentationController {
    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/delegate
    @available(iOS 15.0, *)
    open weak var delegate: (any UISheetPresentationControllerDelegate)?

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

        /// Stub-only: detents are made by the factory methods (which return `Self`, so it is required).
        public required init(stubIdentifier: Identifier, stubHeight: CGFloat?) {
            self.stubIdentifier = stubIdentifier
            self.stubHeight = stubHeight
        }

        /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/medium()
        @available(iOS 15.0, *)
        open class func medium() -> Self { Self(stubIdentifier: .medium, stubHeight: nil) }

        /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/large()
        @available(iOS 15.0, *)
        open class func large() -> Self { Self(stubIdentifier: .large, stubHeight: nil) }

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
    /// (optional, `public` and main-actor: the SDK declares it in its Swift overlay, `nil` for the system radius)
    @available(iOS 15.0, *)
    @available(visionOS, unavailable)
    public var preferredCornerRadius: CGFloat?
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
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdetentresolutioncontext/maximumdetentvalue
    @available(iOS 16.0, *)
    var maximumDetentValue: CGFloat { get }
}

/// Stub-only: the context custom detents are resolved in, with the maximum of a tall phone's sheet.
final class StubDetentContext: NSObject, UISheetPresentationControllerDetentResolutionContext {
    /// Stub-only: the maximum the stub resolves against.
    static let stubMaximumDetentValue: CGFloat = 800
    var maximumDetentValue: CGFloat { Self.stubMaximumDetentValue }
}

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
/// (not main-actor isolated in the SDK)
@available(iOS 16.0, *)
public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {}

@available(iOS 16.0, *)
extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {
}

@available(iOS 16.0, *)
extension UIView: UIPopoverPresentationControllerSourceItem {
}

@available(iOS 16.0, *)
extension UITabBarItem: UIPopoverPresentationControllerSourceItem {
}

/// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller
@available(iOS 8.0, *)
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/delegate
    @available(iOS 8.0, *)
    open weak var delegate: (any UIPopoverPresentationControllerDelegate)?
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
    /// The presentation controller UIKit made for the controller, on the first read of one of the
    /// three properties or at presentation, from the style of that moment (review R11); released
    /// when a dismissal of the controller ends, so the next presentation makes a new one (inferred).
    var presentationController: UIPresentationController?
    var isModalInPresentation = false
    weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    var horizontalSizeClass = UIUserInterfaceSizeClass.compact

    /// Stored on the controller: a table keyed by object identity would hand a released
    /// controller's state (`isModalInPresentation`, a delegate) to a new one at the same address.
    static func of(_ controller: UIViewController) -> StubPresentationState { controller.stubPresentationState }
}

extension UIViewController {
    /// The style a presentation controller made now would be for: a popover for the controllers
    /// that adapt to one, else `modalPresentationStyle`.
    private var stubStyleForPresentationController: UIModalPresentationStyle {
        stubAdaptsToPopover ? .popover : modalPresentationStyle
    }

    /// The presentation controller, made from the current style when there is none yet (R11:
    /// "accessing this property creates a presentation controller based on the current value in
    /// the modalPresentationStyle property. Always set the value of that property before
    /// accessing any presentation controllers", `presentationController`'s documentation).
    func stubPresentationController() -> UIPresentationController {
        let state = StubPresentationState.of(self)
        if let made = state.presentationController { return made }
        let style = stubStyleForPresentationController
        let made: UIPresentationController =
            switch style {
            case .popover: UIPopoverPresentationController()
            case .pageSheet, .formSheet, .automatic: UISheetPresentationController()
            default: UIPresentationController()
            }
        made.stubStyle = style
        state.presentationController = made
        return made
    }

    /// The presentation controller a presentation starting now uses: the one made earlier, unless
    /// device question 9 says UIKit makes a new one when the style changed since.
    func stubPresentationControllerForPresentation(answers: StubDeviceAnswers) -> UIPresentationController {
        let state = StubPresentationState.of(self)
        if let made = state.presentationController, answers.styleChangeAfterRead == .madeAgainAtPresentation,
            made.stubStyle != stubStyleForPresentationController
        {
            state.presentationController = nil
        }
        return stubPresentationController()
    }

    /// How this controller is shown while presented: the style of its presentation controller.
    var stubPresentedStyle: UIModalPresentationStyle {
        StubPresentationState.of(self).presentationController?.stubStyle ?? modalPresentationStyle
    }
}
