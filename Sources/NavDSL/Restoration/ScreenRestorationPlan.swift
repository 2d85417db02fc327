import Foundation

/// A record checked and rebuilt off screen.
///
/// Every container the restore will show, the presentations to make in order, and what was
/// dropped. Each pass walks the node list once, in index order or reversed (parents come before
/// children), so no pass recurses; the first pass, which builds the screens, is
/// ``ScreenRestorationBuild``'s, in batches.
@MainActor
struct ScreenRestorationPlan<Platform: ScreenPlatform> {
    typealias Node = ScreenRestorationRecord.Node

    /// The window's new root.
    private(set) var root: Platform.Modal
    /// Presenter and presented controller, in the order to present them.
    private(set) var presentations: [(presenter: Platform.Modal, presented: Platform.Modal)] = []
    /// The nodes left out, in record order.
    private(set) var drops: [ScreenRestorationDrop]
    /// The number of nodes rebuilt.
    private(set) var restoredNodeCount: Int

    /// The plan from a build whose forward pass is done: the passes that settle drops and fill
    /// stacks, tab bars and split views, each one walk over the nodes.
    static func make(from build: ScreenRestorationBuild<Platform>) throws -> Self {
        if let refusal = build.refusal { throw refusal }
        let (nodes, children) = (build.nodes, build.children)
        var (dropped, built) = (build.dropped, build.built)
        // Backward (children first): stacks, tab bars and split views left with nothing inside are dropped;
        // a stack keeps the screens below its first dropped one.
        for index in nodes.indices.reversed() where dropped[index] == nil && nodes[index].kind != .screen {
            let inside = children[index]
            let kept = nodes[index].kind == .stack ? Array(inside.prefix { dropped[$0] == nil }) : inside.filter { dropped[$0] == nil }
            if !inside.isEmpty && kept.isEmpty { dropped[index] = .nothingLeftInside }
        }
        // Forward again: what hangs from a node dropped in the backward pass.
        for index in nodes.indices where dropped[index] == nil {
            dropped[index] = build.inheritedDrop(of: index, dropped: dropped)
        }
        var drops = nodes.indices.compactMap { index in dropped[index].map { ScreenRestorationDrop(node: index, reason: $0) } }
        guard dropped[0] == nil else {
            throw ScreenRestorationError(.rootNotRestorable, "the window's root could not be rebuilt (\(drops[0])).", drops: drops)
        }
        // Backward: stacks, tab bars and split views from their kept children, presentation styles.
        for index in nodes.indices.reversed() where dropped[index] == nil {
            let node = nodes[index]
            let kept = children[index].filter { dropped[$0] == nil }.compactMap { built[$0] }
            switch node.kind {
            case .screen: break
            case .stack:
                // UIKit raises on a split view inside a navigation controller: refuse it before anything is shown.
                if kept.contains(where: { $0 is any ScreenSplitContainer }) { throw ScreenRuleViolation.splitViewControllerInStack }
                built[index] = build.makeStack(of: node.containerClass, with: kept)
            case .tabs:
                let tabs = Platform.makeTabsContainer(with: kept)
                let all = children[index]
                if let selected = node.selectedTab {
                    if all.indices.contains(selected) {
                        if let position = kept.firstIndex(where: { $0 === built[all[selected]] }) {
                            tabs.selectTabContainer(at: position) { _ in }
                        }
                    } else {
                        drops.append(
                            ScreenRestorationDrop(node: index, reason: .selectedTabOutOfRange(index: selected, tabCount: all.count)))
                    }
                }
                built[index] = tabs.modalContainer
            case .split:
                let columns = children[index].filter { dropped[$0] == nil }.compactMap { child in
                    built[child].map { (column: ScreenSplitColumn(rawValue: nodes[child].column ?? ""), container: $0) }
                }
                built[index] = try ScreenSplitRestoration<Platform>.make(node, columns: columns)
            }
            if let key = node.key, node.kind != .screen, let container = built[index] {
                container.assignedScreenKey = ScreenKey(name: key.name, traits: Set(key.traits.map(\.hashable)))
            }
            if node.relation == .presented, let container = built[index] { style(container, node.presentation) }
        }
        guard let root = built[0] else {
            throw ScreenRestorationError(.rootNotRestorable, "the window's root could not be rebuilt.", drops: drops)
        }
        var plan = Self(root: root, drops: drops.sorted { $0.node < $1.node }, restoredNodeCount: dropped.count { $0 == nil })
        for (index, node) in nodes.enumerated() where node.relation == .presented && dropped[index] == nil {
            guard let parent = node.parent, let presenter = built[parent], let presented = built[index] else { continue }
            plan.presentations.append((presenter, presented))
        }
        return plan
    }

    /// Applies the saved modal style, transition and sheet to a controller about to be presented.
    private static func style(_ container: Platform.Modal, _ presentation: ScreenRestorationRecord.Presentation?) {
        guard let styling = container as? any ScreenModalStylingContainer else { return }
        styling.setScreenModalPresentationStyle(presentation.flatMap { ScreenModalPresentationStyle(rawValue: $0.style) } ?? .automatic)
        if let transition = presentation?.transition.flatMap(ScreenModalTransitionStyle.init(rawValue:)) {
            styling.setScreenModalTransitionStyle(transition)
        }
        if let sheet = presentation?.sheet, let sheeted = container as? any ScreenSheetContainer {
            sheeted.setScreenSheet(sheet.screenSheet)
        }
    }
}
