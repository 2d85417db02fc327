import NavDSL

/// How a headless split view takes a controller into a column: wrapping, replacing or pushing,
/// expanded or into the collapsed stack, with the containment rules (NavDSL's article "Split views on iPad").
extension HeadlessSplitViewController {
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
