// Stub-only: how a column-style split view collapses and expands with its window's width. The
// rules are the headless model's (SplitViewsOnIPad.md "Compact width" and "Expanding", from the
// SDK header and Checks/UIKitStubs/RULES.md §8's trait changes); what `viewControllers` reports while
// collapsed is device question 7 (review R19), answered in UISplitViewController.swift.

/// What a collapse stacked onto the primary's navigation controller, to split it back by.
struct StubCollapsedParts {
    /// How many controllers the primary's own stack had.
    var primaryCount: Int
}

extension UIWindow {
    /// Every column-style split view in `controller`'s tree (its children and what they present)
    /// takes the window's width class: collapsed when it enters a compact window, expanded in a
    /// regular one. `controller`'s layer, and the layers it presents, take the class too.
    func stubAdaptSplitViews(in controller: UIViewController) {
        var pending = [controller]
        while let next = pending.popLast() {
            next.stubHorizontalSizeClass = stubWindowSizeClass
            if let split = next as? UISplitViewController { split.stubAdapt(to: stubWindowSizeClass) }
            pending.append(contentsOf: next.children)
            if let presented = next.stubOwnPresented { pending.append(presented) }
        }
    }
}

extension UISplitViewController {
    /// Collapses in compact width and expands in regular width; a classic (`.unspecified`) split
    /// view, whose collapse its delegate decides, is left as it is.
    func stubAdapt(to sizeClass: UIUserInterfaceSizeClass) {
        guard style != .unspecified else { return }
        if sizeClass == .compact, !stubCollapsed {
            stubCollapse()
        } else if sizeClass != .compact, stubCollapsed {
            stubExpand()
        }
    }

    /// The columns a collapse stacks onto the primary, in order (UIKit's proposed top column,
    /// `.secondary`, is on top: no delegate here picks another).
    private var stubStackedColumns: [Column] { style == .tripleColumn ? [.supplementary, .secondary] : [.secondary] }

    /// With a compact column, shows it and moves nothing; without one, pushes the supplementary's
    /// and the secondary's navigation controllers onto the primary's (SplitViewsOnIPad.md: UIKit
    /// pushes the secondary's navigation controller itself, the one nesting it allows; §6, §8
    /// "The user acts at any time", Q7).
    func stubCollapse() {
        stubCollapsed = true
        guard shown[.compact] == nil, let primary = shown[.primary] as? UINavigationController else { return }
        let columns = stubStackedColumns.compactMap { shown[$0] as? UINavigationController }.filter { $0 !== primary }
        stubCollapsedParts = StubCollapsedParts(primaryCount: primary.viewControllers.count)
        primary.stubReplaceChildren(with: primary.viewControllers + columns)
    }

    /// Whether `controller` is a column's navigation controller stacked onto the primary's by a collapse.
    func stubIsCollapsedColumn(_ controller: UIViewController) -> Bool {
        stubCollapsedParts != nil && stubStackedColumns.contains { shown[$0] === controller }
    }

    /// Splits the collapsed stack back: each column's navigation controller goes back to its
    /// column (still holding what was pushed onto it while collapsed; one popped off comes back as
    /// it was), the primary keeps what came before them, and what was pushed onto the primary's
    /// stack above its own controllers goes on top of the secondary column (§6, Q7).
    func stubExpand() {
        stubCollapsed = false
        guard let parts = stubCollapsedParts, let primary = shown[.primary] as? UINavigationController else { return }
        let stack = primary.viewControllers
        let primaryEnd = stack.firstIndex(where: stubIsCollapsedColumn) ?? min(parts.primaryCount, stack.count)
        let pushed = stack[primaryEnd...].filter { !stubIsCollapsedColumn($0) }
        let kept = Set(stack.filter(stubIsCollapsedColumn).map(ObjectIdentifier.init))
        stubCollapsedParts = nil
        primary.stubReplaceChildren(with: Array(stack[..<primaryEnd]))
        for column in stubStackedColumns {
            guard let navigation = shown[column] as? UINavigationController, navigation !== primary else { continue }
            addChild(navigation)
            guard column == .secondary, !pushed.isEmpty else { continue }
            // Pushed above a detail still shown: on top of it; above a popped detail: instead of it.
            let below = kept.contains(ObjectIdentifier(navigation)) ? navigation.viewControllers : []
            navigation.stubReplaceChildren(with: below + pushed)
        }
    }
}
