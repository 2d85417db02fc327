import NavDSL

/// How a headless split view follows its window's width (collapse, expand), shows and hides
/// columns, and shows a detail: article NavDSL's "Split views on iPad".
extension HeadlessSplitViewController {
    // MARK: - Collapse and expand

    /// Collapses in a compact window and expands in a regular one; nothing outside a window.
    func adaptToWindow() {
        guard let window else { return }
        let compact = window.traitCollection.horizontalSizeClass == .compact
        if compact, !isCollapsed {
            collapse()
        } else if !compact, isCollapsed {
            expand()
        }
    }

    /// Keeps a collapsed split view's columns where its columns now say: collapsed onto the
    /// primary's stack when it has one and no compact column, left apart otherwise (a primary
    /// set, or a compact column set or removed, while collapsed).
    func reconcileCollapse() {
        guard isCollapsed else { return }
        let stacksColumns = assigned[.compact] == nil && stacks[.primary] != nil
        if stacksColumns, collapsed == nil {
            isCollapsed = false
            collapse()
        } else if !stacksColumns, collapsed != nil {
            expand()
            isCollapsed = true
        }
    }

    /// Stacks the columns above the primary onto the primary's navigation controller, up to
    /// ``topColumnForCollapsing``; with a compact column, shows that instead and moves nothing.
    private func collapse() {
        isCollapsed = true
        guard assigned[.compact] == nil, let primary = stacks[.primary] else {
            return recordAdaptation(.collapse, detail: assigned[.compact].map { "shows \($0)" } ?? "")
        }
        let order: [Column] = style == .tripleColumn ? [.supplementary, .secondary] : [.secondary]
        let top = topColumnForCollapsing == .compact ? .secondary : topColumnForCollapsing
        let moving = order.filter { column in
            top == .secondary || (top == .supplementary && column == .supplementary)
        }
        var parts = CollapsedParts(primaryCount: primary.viewControllers.count)
        var content = primary.viewControllers
        for column in moving {
            guard let stack = stacks[column] else { continue }
            let controllers = stack.viewControllers
            if column == .supplementary { parts.supplementaryRoot = controllers.first } else { parts.secondaryRoot = controllers.first }
            stack.moveControllers([])
            content += controllers
        }
        collapsed = parts
        primary.moveControllers(content)
        recordAdaptation(.collapse, detail: "\(primary.viewControllers)")
    }

    /// Splits the collapsed stack back into the columns it came from; a column whose part was
    /// popped gets its first controller back, so the detail column is never left empty.
    func expand() {
        isCollapsed = false
        defer { collapsed = nil }
        guard let parts = collapsed, let primary = stacks[.primary] else {
            return recordAdaptation(.expand, detail: "")
        }
        let stack = primary.viewControllers
        let starts = collapsedPartStarts(in: stack)
        let secondaryStart = max(starts.secondaryStart, starts.primaryEnd)
        let supplementaryEnd = max(min(secondaryStart, stack.count), starts.supplementaryStart)
        // What a search pushed onto a column's own (hidden) stack while collapsed goes on top.
        var supplementary = Array(stack[starts.supplementaryStart..<supplementaryEnd]) + (stacks[.supplementary]?.viewControllers ?? [])
        var secondary = Array(stack[min(secondaryStart, stack.count)...]) + (stacks[.secondary]?.viewControllers ?? [])
        if supplementary.isEmpty, let root = restorableRoot(parts.supplementaryRoot, of: .supplementary, in: primary) {
            supplementary = [root]
        }
        if secondary.isEmpty, let root = restorableRoot(parts.secondaryRoot, of: .secondary, in: primary) {
            secondary = [root]
        }
        primary.moveControllers(Array(stack[..<starts.primaryEnd]))
        if style == .tripleColumn, let column = stacks[.supplementary], column !== primary { column.moveControllers(supplementary) }
        if let column = stacks[.secondary], column !== primary { column.moveControllers(secondary) }
        recordAdaptation(.expand, detail: "\(viewControllers.map { ($0 as? HeadlessNavigationController)?.viewControllers ?? [$0] })")
    }

    /// While the columns are collapsed onto the primary's stack (`nil` otherwise), each column's
    /// part of that stack as the user sees it.
    ///
    /// A restoration record saves a collapsed split view's columns from it. What only expanding
    /// would bring back (a popped part's first controller, what a search pushed onto a column's
    /// hidden stack) is not a part.
    package var collapsedSplitColumnContents: [ScreenSplitColumn: [HeadlessViewController]]? {
        guard collapsed != nil, let primary = stacks[.primary] else { return nil }
        let stack = primary.viewControllers
        let starts = collapsedPartStarts(in: stack)
        let secondaryStart = min(max(starts.secondaryStart, starts.primaryEnd), stack.count)
        let supplementaryEnd = max(secondaryStart, starts.supplementaryStart)
        return [
            .primary: Array(stack[..<starts.primaryEnd]), .supplementary: Array(stack[starts.supplementaryStart..<supplementaryEnd]),
            .secondary: Array(stack[secondaryStart...]),
        ]
    }

    /// The controller a column whose part was popped off gets back: the first controller of its
    /// part while it lives, else the controller set for it; `nil` when either is elsewhere now.
    private func restorableRoot(
        _ root: HeadlessViewController?, of column: Column, in primary: HeadlessNavigationController
    ) -> HeadlessViewController? {
        let candidate = root ?? assigned[column].flatMap { $0 is HeadlessNavigationController ? nil : $0 }
        guard let candidate, candidate.parent == nil || candidate.parent === primary else { return nil }
        return candidate
    }

    private func recordAdaptation(_ kind: ScreenTransition.Kind, detail: String) {
        window?.record(kind, animated: false, container: self, detail: .text(detail))
    }

    // MARK: - Display mode

    /// The display mode `preferred` resolves to in this style (the headless window models a
    /// full-screen iPad in landscape).
    func resolved(_ preferred: DisplayMode) -> DisplayMode {
        ScreenPlatformRules.resolvedDisplayMode(preferred, style: style)
    }

    func applyDisplayMode(_ mode: DisplayMode, animated: Bool) {
        guard mode != displayMode else { return }
        displayMode = mode
        window?.record(.displayMode, animated: animated, container: self, detail: .text(mode.rawValue))
    }

    /// Whether `column` shows in `mode` while expanded.
    private func shows(_ column: Column, in mode: DisplayMode) -> Bool {
        switch (column, mode) {
        case (.secondary, _): true
        case (.primary, .twoBesideSecondary), (.primary, .twoOverSecondary), (.primary, .twoDisplaceSecondary): true
        case (.primary, .oneBesideSecondary), (.primary, .oneOverSecondary): style == .doubleColumn
        case (.supplementary, .secondaryOnly): false
        case (.supplementary, _): style == .tripleColumn
        default: false
        }
    }

    /// The nearest display mode, for the split behaviour, that shows (or hides) `column`.
    private func mode(showing column: Column, _ visible: Bool) -> DisplayMode {
        let behavior = splitBehavior
        let one: DisplayMode = behavior == .overlay ? .oneOverSecondary : .oneBesideSecondary
        let two: DisplayMode =
            switch behavior {
            case .overlay: .twoOverSecondary
            case .displace: .twoDisplaceSecondary
            default: .twoBesideSecondary
            }
        if visible { return style == .tripleColumn && column == .primary ? two : one }
        return style == .tripleColumn && column == .primary ? one : .secondaryOnly
    }

    // MARK: - Show, hide, show detail

    func changeVisibility(of column: Column, visible: Bool) -> ScreenRuleViolation? {
        guard column != .compact else {
            return .splitColumnUnavailable(column, in: self, why: "show(_:) and hide(_:) do not accept the compact column")
        }
        guard style.hasColumn(column) else {
            return .splitColumnUnavailable(column, in: self, why: "a \(style) split view has no supplementary column")
        }
        guard isCollapsed else {
            if column != .secondary, shows(column, in: displayMode) != visible {
                applyDisplayMode(mode(showing: column, visible), animated: true)
            }
            return nil
        }
        guard collapsed != nil, let primary = stacks[.primary] else { return nil }
        let stack = primary.viewControllers
        let starts = collapsedPartStarts(in: stack)
        let end: Int
        switch column {
        case .primary: end = starts.primaryEnd
        case .supplementary: end = min(starts.secondaryStart, stack.count)
        default: end = stack.count
        }
        if visible {
            if column != .primary, end <= (column == .supplementary ? starts.supplementaryStart : starts.secondaryStart) {
                return pushParkedRoots(upTo: column, onto: primary, stack: stack, starts: starts)
            }
            if end < stack.count { return change(primary, to: Array(stack[..<end])) }
            return nil
        }
        // Collapsed: hide pops the column only when it is on top; the primary never hides.
        guard column != .primary, end == stack.count else { return nil }
        let start = column == .supplementary ? starts.supplementaryStart : starts.secondaryStart
        if start < stack.count { return change(primary, to: Array(stack[..<start])) }
        return nil
    }

    /// Pushes the first controller of each column up to `column` that was popped off the
    /// collapsed stack, as `show(_:)` does.
    private func pushParkedRoots(
        upTo column: Column, onto primary: HeadlessNavigationController, stack: [HeadlessViewController],
        starts: (primaryEnd: Int, supplementaryStart: Int, secondaryStart: Int)
    ) -> ScreenRuleViolation? {
        var next = stack
        if style == .tripleColumn, starts.supplementaryStart >= stack.count, let root = collapsed?.supplementaryRoot, root.parent == nil {
            next = Array(stack[..<starts.primaryEnd]) + [root]
        }
        if column == .secondary, let root = collapsed?.secondaryRoot, root.parent == nil, !next.contains(where: { $0 === root }) {
            next.append(root)
        }
        guard !next.isIdentical(to: stack) else { return nil }
        return change(primary, to: next)
    }

    func showDetail(_ controller: HeadlessViewController) -> ScreenRuleViolation? {
        guard isCollapsed else { return setColumn(.secondary, to: controller, replacing: true) }
        if let compact = assigned[.compact] {
            guard let stack = compact as? HeadlessNavigationController else {
                return .splitColumnUnavailable(
                    Column.secondary, in: self, why: "it is collapsed to \(compact), which is not a navigation controller to push onto")
            }
            if controller is HeadlessSplitViewController { return .splitViewControllerInStack }
            if controller.parent === stack { return .pushSameInstance(controller, on: stack) }
            return change(stack, to: stack.viewControllers + [controller])
        }
        guard let primary = stacks[.primary] else { return setColumn(.secondary, to: controller, replacing: true) }
        if controller is HeadlessSplitViewController { return .splitViewControllerInStack }
        if controller.parent === primary { return .pushSameInstance(controller, on: primary) }
        let stack = primary.viewControllers
        if let violation = change(primary, to: stack + [controller]) { return violation }
        if collapsed?.secondaryRoot.map({ root in !stack.contains { $0 === root } }) ?? true {
            collapsed?.secondaryRoot = controller
        }
        return nil
    }

    /// Sets `stack`'s controllers without animation through the stack's own checks, returning its
    /// refusal (`nil` too when the stack queued the change behind its running transition).
    func change(_ stack: HeadlessNavigationController, to controllers: [HeadlessViewController]) -> ScreenRuleViolation? {
        var refusal: (any Error)?
        stack.setStackContainers(controllers, animation: nil) { result in
            if case .failure(let error) = result { refusal = error }
        }
        return refusal as? ScreenRuleViolation
    }
}
