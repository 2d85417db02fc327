import Foundation

/// A record checked and rebuilt off screen.
///
/// Every container the restore will show, the presentations to make in order, and what was
/// dropped. Each pass walks the node list once, in index order or reversed (parents come before
/// children), so no pass recurses.
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

    /// Checks `record` and builds its containers, or fails without having shown anything.
    static func make(
        _ record: ScreenRestorationRecord, registry: ScreenRestorationRegistry<Platform>, navigator: ScreenNavigator
    ) throws -> Self {
        try ScreenRestorationRecord.checkVersion(record.version)
        let nodes = record.nodes
        guard !nodes.isEmpty else {
            throw ScreenRestorationError(.empty, "the record holds no container: the window's root was not restorable when it was saved.")
        }
        let (children, positions) = try checkTree(nodes)
        var dropped = [ScreenRestorationDrop.Reason?](repeating: nil, count: nodes.count)
        var built = [Platform.Modal?](repeating: nil, count: nodes.count)
        var presentedBy = [Int?](repeating: nil, count: nodes.count)
        let decoder = JSONDecoder()

        // Forward: what depends on a dropped node, presentations that cannot happen, screens built.
        for (index, node) in nodes.enumerated() {
            if let reason = inheritedDrop(of: index, nodes: nodes, dropped: dropped, children: children, positions: positions) {
                dropped[index] = reason
                continue
            }
            if node.relation == .presented, let parent = node.parent {
                if let reason = presentationProblem(node, presenter: nodes[parent], alreadyPresenting: presentedBy[parent] != nil) {
                    dropped[index] = reason
                    continue
                }
                presentedBy[parent] = index
            }
            if node.kind == .split, !(Platform.self is any ScreenSplitPlatform.Type) {
                dropped[index] = .splitViewUnavailable
                continue
            }
            guard node.kind == .screen, let type = node.screen, let state = node.state else { continue }
            switch registry.build(type: type, state: state, navigator: navigator, decoder: decoder) {
            case .success(let controller): built[index] = controller
            case .failure(let dropping): dropped[index] = dropping.reason
            }
        }
        // Backward (children first): stacks, tab bars and split views left with nothing inside are dropped;
        // a stack keeps the screens below its first dropped one.
        for index in nodes.indices.reversed() where dropped[index] == nil && nodes[index].kind != .screen {
            let inside = children[index]
            let kept = nodes[index].kind == .stack ? Array(inside.prefix { dropped[$0] == nil }) : inside.filter { dropped[$0] == nil }
            if !inside.isEmpty && kept.isEmpty { dropped[index] = .nothingLeftInside }
        }
        // Forward again: what hangs from a node dropped in the backward pass.
        for index in nodes.indices where dropped[index] == nil {
            dropped[index] = inheritedDrop(of: index, nodes: nodes, dropped: dropped, children: children, positions: positions)
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
            case .stack: built[index] = Platform.makeStackContainer(with: kept).modalContainer
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

    /// Children of each node in order (presented nodes are not children), and each node's position among its parent's; fails when
    /// the nodes do not form a tree a platform can hold.
    private static func checkTree(_ nodes: [Node]) throws -> (children: [[Int]], positions: [Int]) {
        var children = [[Int]](repeating: [], count: nodes.count)
        var positions = [Int](repeating: 0, count: nodes.count)
        for (index, node) in nodes.enumerated() {
            func malformed(_ rule: String) -> ScreenRestorationError {
                ScreenRestorationError(.malformed, "node \(index): \(rule).")
            }
            switch node.kind {
            case .screen: guard node.screen != nil, node.state != nil else { throw malformed("a screen needs its type and state") }
            case .stack, .tabs: guard node.screen == nil else { throw malformed("a \(node.kind.rawValue) names no screen type") }
            case .split: if let rule = ScreenSplitRestoration<Platform>.problem(with: node) { throw malformed(rule) }
            }
            guard index > 0 else {
                guard node.parent == nil, node.relation == nil else { throw malformed("the root has no parent") }
                guard node.column == nil else { throw malformed("only a split view's child names a column") }
                continue
            }
            guard let parent = node.parent, (0..<index).contains(parent), let relation = node.relation else {
                throw malformed("its parent must be an earlier node, with a relation")
            }
            guard relation == .child || node.column == nil else { throw malformed("only a split view's child names a column") }
            guard relation == .child else { continue }
            let parentKind = nodes[parent].kind
            guard parentKind != .screen else { throw malformed("a screen holds no children; present it instead") }
            guard parentKind != .stack || (node.kind != .stack && node.kind != .split) else {
                throw malformed("a stack cannot hold a \(node.kind.rawValue)")
            }
            let siblings = children[parent].map { nodes[$0] }
            if let rule = ScreenSplitRestoration<Platform>.problem(with: node, in: nodes[parent], besides: siblings) {
                throw malformed(rule)
            }
            positions[index] = children[parent].count
            children[parent].append(index)
        }
        return (children, positions)
    }

    /// Why `index` goes with a node it depends on: its parent, or a screen below it in its stack.
    private static func inheritedDrop(
        of index: Int, nodes: [Node], dropped: [ScreenRestorationDrop.Reason?], children: [[Int]], positions: [Int]
    ) -> ScreenRestorationDrop.Reason? {
        guard let parent = nodes[index].parent else { return nil }
        if dropped[parent] != nil { return .insideDroppedNode(node: parent) }
        guard nodes[index].relation == .child, nodes[parent].kind == .stack else { return nil }
        // The sibling just below decides: it is dropped itself, or carries the drop from further down.
        let position = positions[index]
        guard position > 0 else { return nil }
        let below = children[parent][position - 1]
        guard let reason = dropped[below] else { return nil }
        if case .aboveDroppedScreen(let node) = reason { return .aboveDroppedScreen(node: node) }
        return .aboveDroppedScreen(node: below)
    }

    /// Why a presentation cannot be made from `presenter`, or `nil`.
    private static func presentationProblem(_ node: Node, presenter: Node, alreadyPresenting: Bool) -> ScreenRestorationDrop.Reason? {
        let name = node.presentation?.style ?? ScreenModalPresentationStyle.automatic.rawValue
        guard let style = ScreenModalPresentationStyle(rawValue: name) else { return .unknownPresentationStyle(name) }
        // A popover needs an anchor view; a full-screen-class style is presented by a layer's top
        // (the window's root or a presented controller), never by a controller inside a container.
        if alreadyPresenting || style == .popover || (!style.usesPresentationContext && presenter.relation == .child) {
            return .presenterCannotPresent(style: name)
        }
        return nil
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
