import Foundation

/// The first pass of a restore: checks the record's tree, then builds its screens in index order,
/// a batch at a time, so a restore of a large record can give the main actor back between batches.
///
/// Each node is visited once and each check looks only at its parent and the sibling just below
/// it, so the work is linear in the record however wide one container is.
@MainActor
final class ScreenRestorationBuild<Platform: ScreenPlatform> {
    typealias Node = ScreenRestorationRecord.Node

    /// The record's nodes.
    let nodes: [Node]
    /// Children of each node in order (presented nodes are not children).
    let children: [[Int]]
    /// Each child's position among its parent's children.
    let positions: [Int]
    /// Why each node was dropped, so far.
    private(set) var dropped: [ScreenRestorationDrop.Reason?]
    /// The controllers built for screen nodes.
    private(set) var built: [Platform.Modal?]
    /// The node each node presents, so far.
    private var presentedBy: [Int?]
    /// The next node to visit.
    private(set) var next = 0
    /// The first rule a decorator met while a screen built (a split view wrapped in a stack): the
    /// restore fails with it before showing anything.
    private(set) var refusal: (any Error)?
    private let registry: ScreenRestorationRegistry<Platform>
    private let navigator: ScreenNavigator
    private let decoder = JSONDecoder()

    /// Checks the record's version and tree; fails before anything is built.
    init(_ record: ScreenRestorationRecord, registry: ScreenRestorationRegistry<Platform>, navigator: ScreenNavigator) throws {
        try ScreenRestorationRecord.checkVersion(record.version)
        nodes = record.nodes
        guard !nodes.isEmpty else {
            throw ScreenRestorationError(.empty, "the record holds no container: the window's root was not restorable when it was saved.")
        }
        (children, positions) = try Self.checkTree(nodes)
        dropped = Array(repeating: nil, count: nodes.count)
        built = Array(repeating: nil, count: nodes.count)
        presentedBy = Array(repeating: nil, count: nodes.count)
        self.registry = registry
        self.navigator = navigator
    }

    /// A stack holding `containers`, of the app's class named `className` when the registry knows
    /// it, else of the family's own class.
    func makeStack(of className: String?, with containers: [Platform.Modal]) -> Platform.Modal {
        if let className, let make = registry.stackBuilder(named: className) { return make(containers) }
        return Platform.makeStackContainer(with: containers).modalContainer
    }

    /// Whether every node has been visited.
    var isDone: Bool { next == nodes.count }

    /// Visits up to `count` more nodes and returns whether every node has been visited.
    ///
    /// A visit settles what depends on a dropped node and presentations that cannot happen, and
    /// builds a screen from its state.
    func advance(by count: Int) -> Bool {
        let end = min(nodes.count, next + max(1, count))
        while next < end {
            visit(next)
            next += 1
        }
        return isDone
    }

    private func visit(_ index: Int) {
        let node = nodes[index]
        if let reason = inheritedDrop(of: index, dropped: dropped) {
            dropped[index] = reason
            return
        }
        if node.relation == .presented, let parent = node.parent {
            if let reason = Self.presentationProblem(node, presenter: nodes[parent], alreadyPresenting: presentedBy[parent] != nil) {
                dropped[index] = reason
                return
            }
            presentedBy[parent] = index
        }
        if node.kind == .split, !(Platform.self is any ScreenSplitPlatform.Type) {
            dropped[index] = .splitViewUnavailable
            return
        }
        guard node.kind == .screen, let type = node.screen, let state = node.state else { return }
        let (result, refused) = ScreenBuildRefusal.collecting {
            registry.build(type: type, state: state, navigator: navigator, decoder: decoder)
        }
        if refusal == nil { refusal = refused }
        switch result {
        case .success(let controller): built[index] = controller
        case .failure(let dropping): dropped[index] = dropping.reason
        }
    }

    /// Children of each node in order (presented nodes are not children), and each node's position among its parent's; fails when
    /// the nodes do not form a tree a platform can hold.
    private static func checkTree(_ nodes: [Node]) throws -> (children: [[Int]], positions: [Int]) {
        var children = [[Int]](repeating: [], count: nodes.count)
        var positions = [Int](repeating: 0, count: nodes.count)
        var columns: [Int: Set<String>] = [:]  // the columns each split view's earlier children fill
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
            if let rule = ScreenSplitRestoration<Platform>.problem(with: node, in: nodes[parent], filled: columns[parent, default: []]) {
                throw malformed(rule)
            }
            if let column = node.column { columns[parent, default: []].insert(column) }
            positions[index] = children[parent].count
            children[parent].append(index)
        }
        return (children, positions)
    }

    /// Why `index` goes with a node it depends on: its parent, or a screen below it in its stack.
    func inheritedDrop(of index: Int, dropped: [ScreenRestorationDrop.Reason?]) -> ScreenRestorationDrop.Reason? {
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
}
