import NavDSL

/// The headless `UISplitViewController` (column style, iOS 14+): columns side by side in regular
/// width, collapsed into one stack (or the compact column) in compact width, with UIKit's rules
/// (NavDSL's article "Split views on iPad").
///
/// ```swift
/// let split = HeadlessSplitViewController(style: .doubleColumn)
/// split.setViewController(folders, for: .primary)   // wrapped in a navigation controller
/// split.setViewController(inbox, for: .secondary)
/// window.traitCollection = .pad                     // expanded: [folders] | [inbox]
/// window.traitCollection = .phone                   // collapsed: one stack [folders, inbox]
/// ```
/// The window's ``HeadlessWindow/traitCollection`` decides: a split view in a compact window
/// collapses, in a regular one it expands, and each change is one `ScreenTransition` of kind
/// `.collapse` or `.expand`.
@MainActor
open class HeadlessSplitViewController: HeadlessViewController, ScreenSplitContainer {
    /// UIKit's `UISplitViewController.Style`.
    public typealias Style = ScreenSplitStyle
    /// UIKit's `UISplitViewController.Column`.
    public typealias Column = ScreenSplitColumn
    /// UIKit's `UISplitViewController.DisplayMode`.
    public typealias DisplayMode = ScreenSplitDisplayMode
    /// UIKit's `UISplitViewController.SplitBehavior`.
    public typealias SplitBehavior = ScreenSplitBehavior

    /// The number of columns, fixed at creation.
    public let style: Style
    /// The display mode asked for; ``displayMode`` is the one shown.
    public var preferredDisplayMode: DisplayMode = .automatic {
        didSet { applyDisplayMode(resolved(preferredDisplayMode), animated: false) }
    }
    /// The columns shown while expanded.
    public internal(set) var displayMode: DisplayMode
    /// The split behaviour asked for; ``splitBehavior`` is the one used.
    public var preferredSplitBehavior: SplitBehavior = .automatic
    /// `.tile` for `.automatic` (a full-screen iPad), else the preferred behaviour.
    public var splitBehavior: SplitBehavior { preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior }
    /// Whether the split view shows one column (compact width).
    public internal(set) var isCollapsed = false
    /// The column on top after collapsing without a compact column; `.secondary` by default.
    ///
    /// `.secondary` is UIKit's proposal; set what the delegate's
    /// `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)` would return. Columns
    /// above it stay in their own stacks, out of sight, until expanding.
    public var topColumnForCollapsing: Column = .secondary

    /// The controllers as set, by column.
    var assigned: [Column: HeadlessViewController] = [:]
    /// The navigation controller of each non-compact column (set, or made to wrap the set controller).
    var stacks: [Column: HeadlessNavigationController] = [:]
    /// The navigation controllers this split view made, which it may reuse and refill.
    var wrappers: Set<ObjectIdentifier> = []
    /// Where the collapsed stack's parts begin, to split them back when expanding.
    var collapsed: CollapsedParts?

    /// The roots are weak: a controller popped off the collapsed stack that nothing else keeps
    /// (the column's controller as set does) is released, as a popped controller is.
    struct CollapsedParts {
        var primaryCount: Int
        weak var supplementaryRoot: HeadlessViewController?
        weak var secondaryRoot: HeadlessViewController?

        init(primaryCount: Int) {
            self.primaryCount = primaryCount
        }
    }

    /// How many split views exist, so a window skips looking for them in a tree that has none
    /// (a root or a presentation then costs the same however big its tree is).
    ///
    /// `nonisolated(unsafe)` only so that `deinit` can count down: controllers are made and released
    /// on the main actor, like every other access.
    nonisolated(unsafe) static var liveCount = 0

    /// A split view with `style`, expanded until it is in a compact window.
    public init(style: Style) {
        self.style = style
        displayMode = style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
        super.init(screenKey: nil)
        Self.liveCount += 1
    }

    deinit {
        Self.liveCount -= 1
    }

    /// The column containers: the navigation controllers of primary, supplementary and secondary,
    /// then the compact column's controller.
    override open var children: [HeadlessViewController] {
        [stacks[.primary], stacks[.supplementary], stacks[.secondary], assigned[.compact]].compactMap { $0 }
    }

    /// ``visibleSplitContainer``: the search's visible path goes through the column the user works in.
    override open var visibleNestedContainer: (any ScreenContainer)? { visibleSplitContainer }

    /// What UIKit reports: the column controllers while expanded; the compact column (or the
    /// primary) while collapsed.
    public var viewControllers: [HeadlessViewController] {
        if isCollapsed { return [assigned[.compact] ?? stacks[.primary]].compactMap { $0 } }
        return [stacks[.primary], stacks[.supplementary], stacks[.secondary]].compactMap { $0 }
    }

    /// The controller set for `column`, not the navigation controller made to wrap it.
    public func viewController(for column: Column) -> HeadlessViewController? {
        assigned[column]
    }

    /// Sets `column`'s controller as UIKit does.
    ///
    /// A controller that is not a navigation controller is wrapped in one (not in the compact
    /// column); a second one set for the secondary column is pushed onto its stack. Refusals go to
    /// the window's violations.
    public func setViewController(_ controller: HeadlessViewController?, for column: Column) {
        let pushes = column == .secondary && !(controller is HeadlessNavigationController) && assigned[.secondary] != nil
        if let violation = setColumn(column, to: controller, replacing: !pushes) {
            window?.recordViolation(violation)
        }
    }

    /// Shows `column`, as UIKit's `show(_:)`.
    ///
    /// Expanded, the nearest display mode that shows it; collapsed, pops to it or pushes it. The
    /// compact column is refused; the secondary is always shown.
    public func show(_ column: Column) {
        if let violation = changeVisibility(of: column, visible: true) { window?.recordViolation(violation) }
    }

    /// Hides `column`, as UIKit's `hide(_:)`.
    ///
    /// Expanded, the nearest display mode without it; collapsed, pops it when it is on top.
    /// Ignored for the secondary (expanded) and primary (collapsed).
    public func hide(_ column: Column) {
        if let violation = changeVisibility(of: column, visible: false) { window?.recordViolation(violation) }
    }

    /// Shows `controller` as the detail: the secondary column while expanded (its stack becomes
    /// `[controller]`); pushed onto the visible stack while collapsed.
    public func showDetailViewController(_ controller: HeadlessViewController, sender: Any?) {
        if let violation = showDetail(controller) { window?.recordViolation(violation) }
    }

    // MARK: - ScreenSplitContainer

    /// ``style``.
    public var splitStyle: ScreenSplitStyle { style }
    /// ``isCollapsed``.
    public var isSplitCollapsed: Bool { isCollapsed }

    /// ``viewController(for:)``.
    public func splitColumnContainer(for column: ScreenSplitColumn) -> HeadlessViewController? { assigned[column] }

    /// The column's navigation controller; the collapsed stack while collapsed without a compact column.
    public func splitColumnStack(for column: ScreenSplitColumn) -> HeadlessNavigationController? {
        if column == .compact { return assigned[.compact] as? HeadlessNavigationController }
        if isCollapsed, collapsed != nil, style.hasColumn(column) { return stacks[.primary] }
        return stacks[column]
    }

    /// The secondary column's stack while expanded; the compact column or the collapsed stack while collapsed.
    public var visibleSplitContainer: HeadlessViewController? {
        if isCollapsed { return assigned[.compact] ?? stacks[.primary] }
        return stacks[.secondary] ?? stacks[.supplementary] ?? stacks[.primary]
    }

    /// Replaces `column`'s whole content with `container`; refusals complete with the typed error.
    public func setSplitColumn(
        _ column: ScreenSplitColumn, to container: HeadlessViewController?, completion: @escaping ScreenCompletion<Void>
    ) {
        if let violation = setColumn(column, to: container, replacing: true) { return completion(.failure(violation)) }
        completion(.success(()))
    }

    /// ``displayMode``.
    public var splitDisplayMode: ScreenSplitDisplayMode { displayMode }

    /// ``preferredDisplayMode``, for a restoration record.
    package var preferredSplitDisplayMode: ScreenSplitDisplayMode { preferredDisplayMode }

    /// Sets ``preferredDisplayMode``.
    public func setSplitDisplayMode(_ mode: ScreenSplitDisplayMode, completion: @escaping ScreenCompletion<Void>) {
        preferredDisplayMode = mode
        completion(.success(()))
    }

    /// ``show(_:)`` or ``hide(_:)``; the compact column is refused with a typed error.
    public func setSplitColumn(_ column: ScreenSplitColumn, visible: Bool, completion: @escaping ScreenCompletion<Void>) {
        if let violation = changeVisibility(of: column, visible: visible) { return completion(.failure(violation)) }
        completion(.success(()))
    }

    /// ``showDetailViewController(_:sender:)``; refusals complete with the typed error.
    public func showSplitDetail(_ container: HeadlessViewController, completion: @escaping ScreenCompletion<Void>) {
        if let violation = showDetail(container) { return completion(.failure(violation)) }
        completion(.success(()))
    }

    /// Whether `child` is `column`'s navigation controller or (the compact column) its controller.
    func holds(_ child: HeadlessViewController, in column: Column) -> Bool {
        column == .compact ? assigned[.compact] === child : stacks[column] === child
    }

    /// Whether `child` is in a column the user sees now.
    package func showsColumnContainer(_ child: HeadlessViewController) -> Bool {
        if isCollapsed { return child === visibleSplitContainer }
        return visibleColumns.contains { stacks[$0] === child }
    }

    /// The columns the display mode shows while expanded.
    private var visibleColumns: [Column] {
        switch displayMode {
        case .secondaryOnly, .automatic: [.secondary]
        case .oneBesideSecondary, .oneOverSecondary: style == .tripleColumn ? [.supplementary, .secondary] : [.primary, .secondary]
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: [.primary, .supplementary, .secondary]
        }
    }
}

/// Tells a restoration record the display mode asked for and the collapsed columns.
extension HeadlessSplitViewController: ScreenSplitRecordingContainer {}
