/// The headless `UISplitViewController` (column style, iOS 14+): columns side by side in regular
/// width, collapsed into one stack (or the compact column) in compact width, with UIKit's rules
/// (article <doc:SplitViewsOnIPad>).
///
/// ```swift
/// let split = HeadlessSplitViewController(style: .doubleColumn)
/// split.setViewController(folders, for: .primary)   // wrapped in a navigation controller
/// split.setViewController(inbox, for: .secondary)
/// window.traitCollection = .pad                     // expanded: [folders] | [inbox]
/// window.traitCollection = .phone                   // collapsed: one stack [folders, inbox]
/// ```
/// The window's ``HeadlessWindow/traitCollection`` decides: a split view in a compact window
/// collapses, in a regular one it expands, and each change is one ``HeadlessTransition`` of kind
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
    private var wrappers: Set<ObjectIdentifier> = []
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

    // MARK: - Columns

    func setColumn(_ column: Column, to controller: HeadlessViewController?, replacing: Bool) -> ScreenRuleViolation? {
        guard style.hasColumn(column) else {
            return .splitColumnUnavailable(column, in: self, why: "a \(style) split view has no supplementary column")
        }
        if let controller, let violation = violation(setting: controller, for: column, replacing: replacing) { return violation }
        if column == .compact {
            if let old = assigned[.compact], old !== controller, old.parent === self { old.parent = nil }
            if let controller { HeadlessContainment.adopt([controller], replacing: [], in: self) }
        } else if let primary = stacks[.primary], isCollapsed, collapsed != nil {
            if let violation = installCollapsed(controller, in: column, replacing: replacing, stack: primary) { return violation }
        } else {
            install(controller, in: column, replacing: replacing)
        }
        assigned[column] = controller
        reconcileCollapse()
        window?.record(.column, animated: false, container: self, detail: .text("\(column): \(controller.map { "\($0)" } ?? "nil")"))
        adaptToWindow()
        return nil
    }

    private func violation(setting controller: HeadlessViewController, for column: Column, replacing: Bool) -> ScreenRuleViolation? {
        if let other = Column.allCases.first(where: { $0 != column && (assigned[$0] === controller || stacks[$0] === controller) }) {
            return .splitColumnReused(controller, in: self, column: column, other: other)
        }
        if column != .compact, controller is HeadlessSplitViewController { return .splitViewControllerInStack }
        if !replacing, let stack = stacks[column], controller.parent === stack { return .pushSameInstance(controller, on: stack) }
        if controller.parent === self || controller.parent === stacks[column] { return nil }
        if isCollapsed, collapsed != nil, controller.parent === stacks[.primary], !(controller is HeadlessNavigationController) {
            return .splitColumnReused(controller, in: self, column: column, other: "collapsed stack's")
        }
        return HeadlessContainment.violation(adding: [controller], to: self)
    }

    /// The navigation controller `column` shows `controller` in: the controller itself when it is
    /// one, else the column's wrapper (made now when the column has none of its own making).
    private func columnStack(for controller: HeadlessViewController, in column: Column) -> HeadlessNavigationController {
        if let stack = controller as? HeadlessNavigationController { return stack }
        if let old = stacks[column], wrappers.contains(ObjectIdentifier(old)) { return old }
        let wrapper = HeadlessNavigationController()
        wrappers.insert(ObjectIdentifier(wrapper))
        return wrapper
    }

    /// Makes `stack` the column's navigation controller, releasing the previous one.
    private func attach(_ stack: HeadlessNavigationController?, as column: Column) {
        if let old = stacks[column], old !== stack, old.parent === self {
            old.parent = nil
            wrappers.remove(ObjectIdentifier(old))
        }
        stacks[column] = stack
        if let stack, stack.parent !== self { HeadlessContainment.adopt([stack], replacing: [], in: self) }
    }

    /// Expanded: the column's stack becomes `[controller]` (or the navigation controller set), or
    /// gets `controller` pushed (UIKit's second secondary controller).
    private func install(_ controller: HeadlessViewController?, in column: Column, replacing: Bool) {
        guard let controller else { return attach(nil, as: column) }
        let stack = columnStack(for: controller, in: column)
        attach(stack, as: column)
        guard stack !== controller else { return }
        if replacing {
            // One `.column` transition records the change; the checks above are the stack's own.
            stack.moveControllers([controller])
        } else {
            _ = change(stack, to: stack.viewControllers + [controller])
        }
    }

    /// Collapsed onto the primary's stack: `column`'s part of that stack is replaced by (or gets
    /// pushed) the column's new content; the column's own navigation controller waits empty
    /// until expanding.
    private func installCollapsed(
        _ controller: HeadlessViewController?, in column: Column, replacing: Bool, stack primary: HeadlessNavigationController
    ) -> ScreenRuleViolation? {
        let newStack: HeadlessNavigationController? = controller.map { self.columnStack(for: $0, in: column) }
        let content: [HeadlessViewController]
        if let controller, newStack !== controller {
            content = [controller]
        } else {
            content = newStack?.viewControllers ?? []
        }
        let current = primary.viewControllers
        let parts = collapsedPartStarts(in: current)
        let target: HeadlessNavigationController = column == .primary ? newStack ?? primary : primary
        let next: [HeadlessViewController]
        switch column {
        case .primary: next = content + current[parts.primaryEnd...]
        case .supplementary: next = Array(current[..<parts.supplementaryStart]) + content
        default: next = replacing ? Array(current[..<parts.secondaryStart]) + content : current + content
        }
        if Set(next.map(ObjectIdentifier.init)).count != next.count { return .duplicateInStack(next) }
        // A navigation controller set now brings its controllers into the collapsed stack; the
        // column's own wrapper keeps what was pushed onto it while collapsed (see `expand()`).
        if let newStack, newStack === controller { newStack.moveControllers([]) }
        switch column {
        case .primary: collapsed?.primaryCount = content.count
        case .supplementary: collapsed?.supplementaryRoot = content.first
        default:
            if replacing || !current[parts.secondaryStart...].contains(where: { $0 === collapsed?.secondaryRoot }) {
                collapsed?.secondaryRoot = content.first
            }
        }
        if target !== primary {
            primary.moveControllers([])
            target.moveControllers(next)
        }
        attach(newStack, as: column)
        if target === primary { return change(primary, to: next) }
        return nil
    }

    /// Where the parts of the collapsed stack start: the primary's own controllers, then the
    /// supplementary's, then the secondary's (a part popped off starts at the end).
    func collapsedPartStarts(in stack: [HeadlessViewController]) -> (primaryEnd: Int, supplementaryStart: Int, secondaryStart: Int) {
        let supplementary = collapsed?.supplementaryRoot.flatMap { root in stack.firstIndex { $0 === root } }
        let secondary = collapsed?.secondaryRoot.flatMap { root in stack.firstIndex { $0 === root } }
        let primaryEnd = [supplementary, secondary].compactMap { $0 }.min() ?? min(collapsed?.primaryCount ?? stack.count, stack.count)
        let supplementaryStart = supplementary ?? primaryEnd
        let secondaryStart = secondary ?? (supplementary == nil ? primaryEnd : stack.count)
        return (primaryEnd, supplementaryStart, secondaryStart)
    }

    /// Removes `child` when another container takes it.
    func removeChild(_ child: HeadlessViewController) {
        for column in Column.allCases where assigned[column] === child || stacks[column] === child {
            assigned[column] = nil
            if stacks[column] === child { stacks[column] = nil }
            window?.record(.column, animated: false, container: self, detail: .text("\(column): nil"))
        }
    }
}
