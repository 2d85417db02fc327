// The behavioural UIKit's split view controller: columns, collapse and expand (RULES.md §8 "The user acts at any
// time", device question Q7).
// Stub of UISplitViewController (column style); see UIKit.swift.

/// https://developer.apple.com/documentation/uikit/uisplitviewcontroller
@available(iOS 3.2, *)
@MainActor
open class UISplitViewController: UIViewController {
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/style-swift.enum
    @available(iOS 14.0, *)
    public enum Style: Int, Sendable {
        case unspecified = 0
        case doubleColumn = 1
        case tripleColumn = 2
    }

    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column
    @available(iOS 14.0, *)
    public enum Column: Int, Sendable {
        case primary = 0
        case supplementary = 1
        case secondary = 2
        case compact = 3
    }

    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum
    @available(iOS 8.0, *)
    public enum DisplayMode: Int, Sendable {
        case automatic = 0
        case secondaryOnly = 1
        case oneBesideSecondary = 2
        case oneOverSecondary = 3
        @available(iOS 14.0, *)
        case twoBesideSecondary = 4
        @available(iOS 14.0, *)
        case twoOverSecondary = 5
        @available(iOS 14.0, *)
        case twoDisplaceSecondary = 6
    }

    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/splitbehavior-swift.enum
    @available(iOS 14.0, *)
    public enum SplitBehavior: Int, Sendable {
        case automatic = 0
        case tile = 1
        case overlay = 2
        case displace = 3
    }

    private var columns: [Column: UIViewController] = [:]
    /// The navigation controller shown for each column (UIKit wraps what is not one, except in
    /// the compact column).
    var shown: [Column: UIViewController] = [:]
    /// While the columns are collapsed onto the primary's stack: what to split it back by.
    var stubCollapsedParts: StubCollapsedParts?
    private let stubStyle: Style

    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/init(style:)
    @available(iOS 14.0, *)
    public init(style: UISplitViewController.Style) {
        stubStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/init(nibname:bundle:)
    /// (a classic split view: style `.unspecified`)
    @available(iOS 2.0, *)
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        stubStyle = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/init(coder:)
    @available(iOS 2.0, *)
    public required init?(coder: NSCoder) {
        stubStyle = .unspecified
        super.init(coder: coder)
    }

    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/style-swift.property
    @available(iOS 14.0, *)
    open var style: UISplitViewController.Style { stubStyle }

    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/preferredsplitbehavior
    @available(iOS 14.0, *)
    open var preferredSplitBehavior: UISplitViewController.SplitBehavior = .automatic

    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/splitbehavior-swift.property
    @available(iOS 14.0, *)
    open var splitBehavior: UISplitViewController.SplitBehavior { preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior }

    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/setviewcontroller(_:for:)
    @available(iOS 14.0, *)
    /// (collapsed, the columns are split back, the column set, and collapsed again the way the
    /// columns now say: a new detail replaces the secondary's part of the collapsed stack)
    open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {
        let collapsed = stubCollapsed
        if collapsed { stubExpand() }
        defer { if collapsed { stubCollapse() } }
        shown[column]?.removeFromParent()
        columns[column] = vc
        guard let vc else {
            shown[column] = nil
            return
        }
        let wrapped = column == .compact || vc is UINavigationController ? vc : UINavigationController(rootViewController: vc)
        shown[column] = wrapped
        addChild(wrapped)
    }

    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/viewcontroller(for:)
    @available(iOS 14.0, *)
    open func viewController(for column: UISplitViewController.Column) -> UIViewController? {
        columns[column]
    }

    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/hide(_:)
    @available(iOS 14.0, *)
    open func hide(_ column: UISplitViewController.Column) {}

    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/show(_:)
    @available(iOS 14.0, *)
    open func show(_ column: UISplitViewController.Column) {}

    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/viewcontrollers
    @available(iOS 3.2, *)
    /// (while collapsed: device question 7's answer, `StubDeviceAnswers.CollapsedSplitControllers`)
    @available(iOS 3.2, *)
    open var viewControllers: [UIViewController] {
        get {
            let expanded = [Column.primary, .supplementary, .secondary].compactMap { shown[$0] }
            guard stubCollapsed, stubStructuralWindow?.stubRunLoop.answers.collapsedSplitControllers != .expandedColumns else { return expanded }
            return [shown[.compact] ?? shown[.primary]].compactMap { $0 }
        }
        set {}
    }

    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/iscollapsed
    /// (stub: collapsed while in a compact window, from the moment it enters one; StubSplitCollapse.swift)
    @available(iOS 8.0, *)
    open var isCollapsed: Bool { stubCollapsed }
    var stubCollapsed = false

    /// What a collapsed split view shows: its compact column, else its primary column (UISplitViewController.h).
    var stubCollapsedVisible: [UIViewController] {
        [shown[.compact] ?? shown[.primary]].compactMap { $0 }
    }

    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/preferreddisplaymode
    @available(iOS 8.0, *)
    open var preferredDisplayMode: UISplitViewController.DisplayMode = .automatic

    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.property
    @available(iOS 8.0, *)
    open var displayMode: UISplitViewController.DisplayMode { preferredDisplayMode == .automatic ? .oneBesideSecondary : preferredDisplayMode }

    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/showdetailviewcontroller(_:sender:)
    @available(iOS 8.0, *)
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        setViewController(vc, for: .secondary)
    }
}
