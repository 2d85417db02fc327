import NavDSL
import NavDSLSwiftUI

/// What every SwiftUI window's tree must satisfy at every moment, a change in flight or not: what
/// SwiftUI could render, and what the model's own links agree on.
@MainActor
enum SwiftUITreeInvariants {
    /// Every model in the window's tree, depth first (children, then what it presents); iterative,
    /// so a deep tree cannot overflow the stack.
    static func models(in window: SwiftUIWindowModel) -> [SwiftUIScreenModel] {
        var result: [SwiftUIScreenModel] = []
        var pending = window.root.map { [$0] } ?? []
        while let model = pending.popLast() {
            result.append(model)
            if let presented = model.presented { pending.append(presented) }
            pending.append(contentsOf: model.children.reversed())
        }
        return result
    }

    /// The tree's models and those split views keep for their columns.
    static func retained(in window: SwiftUIWindowModel) -> [SwiftUIScreenModel] {
        let all = models(in: window)
        let kept = all.compactMap { $0 as? SwiftUISplitModel }.flatMap { split in
            ScreenSplitColumn.allCases.compactMap { split.splitColumnContainer(for: $0) }
        }
        return all + kept
    }

    /// The broken invariants, empty when the tree is sound.
    static func violations(in window: SwiftUIWindowModel) -> [String] {
        var problems: [String] = []
        let all = models(in: window)
        var seen = Set<ObjectIdentifier>()
        for model in all where !seen.insert(ObjectIdentifier(model)).inserted {
            problems.append("\(model) is shown twice")
        }
        if let root = window.root, root.parent != nil || root.presenter != nil {
            problems.append("the root \(root) has a parent or a presenter")
        }
        for model in all {
            problems += links(of: model)
            if model.window !== window { problems.append("\(model) reports another window") }
        }
        return problems
    }

    /// What one model's links must say: children know their parent, a presentation is the layer's
    /// only one and knows its presenter, a stack holds no stack, tabs or split and its path is its
    /// containers above the root, a tabs model selects a tab it has.
    private static func links(of model: SwiftUIScreenModel) -> [String] {
        var problems: [String] = []
        for child in model.children where child.parent !== model {
            problems.append("\(child) is a child of \(model) but its parent is \(child.parent.map { "\($0)" } ?? "nil")")
        }
        if let presented = model.presented {
            if model.parent != nil { problems.append("\(model) presents \(presented) but is not its layer's root") }
            if presented.presenter !== model { problems.append("\(presented) is presented by \(model) but names another presenter") }
            if presented.parent != nil { problems.append("presented \(presented) has a parent") }
        }
        if let stack = model as? SwiftUIStackModel {
            let containers = stack.stackContainers
            if containers.contains(where: { $0 is SwiftUIStackModel || $0 is SwiftUITabsModel || $0 is SwiftUISplitModel }) {
                problems.append("a stack, tabs or split model is inside \(stack)'s stack")
            }
            if stack.path.map(ObjectIdentifier.init) != containers.dropFirst().map(ObjectIdentifier.init) || stack.root !== containers.first
            {
                problems.append("\(stack)'s path \(stack.path) is not its containers \(containers) above the root")
            }
        }
        if let tabs = model as? SwiftUITabsModel, !tabs.tabModels.isEmpty, !tabs.tabModels.indices.contains(tabs.selectedIndex) {
            problems.append("\(tabs) selects index \(tabs.selectedIndex) of \(tabs.tabModels.count) tabs")
        }
        if let split = model as? SwiftUISplitModel, split.isSplitCollapsed != (split.horizontalSizeClass == .compact) {
            problems.append("\(split) is collapsed in a \(split.horizontalSizeClass) size class")
        }
        return problems
    }
}
