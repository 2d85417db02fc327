import NavDSL

/// Prints a SwiftUI window's tree as indented text, in the headless window's format, so a test can
/// compare the trees of both families with the class names swapped.
///
/// ```text
/// SwiftUIWindowModel [key]
///   SwiftUITabsModel
///     SwiftUIStackModel [selected]
///       Chats
///       Chat(42) [top]
///   presents SwiftUIStackModel (pageSheet)
///     Login
/// ```
@MainActor
enum SwiftUIHierarchyPrinter {
    /// Walks the tree iteratively: its depth is the app's, not bounded by the call stack.
    static func describe(_ window: SwiftUIWindowModel) -> String {
        var lines = ["SwiftUIWindowModel" + (window.isKeyWindow ? " [key]" : " [hidden]")]
        var pending: [(model: SwiftUIScreenModel, depth: Int, prefix: String)] = []
        if let root = window.root { pending.append((root, 1, "")) }
        while let (model, depth, prefix) = pending.popLast() {
            lines.append(String(repeating: "  ", count: depth) + prefix + label(of: model))
            var next: [(SwiftUIScreenModel, Int, String)] = model.children.map { ($0, depth + 1, "") }
            if let presented = model.presented { next.append((presented, depth, "presents ")) }
            pending.append(contentsOf: next.reversed())
        }
        return lines.joined(separator: "\n")
    }

    private static func label(of model: SwiftUIScreenModel) -> String {
        var text = model.description
        if model.presenter != nil { text += " (\(model.presentationStyle.rawValue))" }
        var marks: [String] = []
        if let tabs = model.parent as? SwiftUITabsModel, tabs.selectedTab === model { marks.append("selected") }
        if let stack = model.parent as? SwiftUIStackModel, stack.stackContainers.last === model, stack.stackContainers.count > 1 {
            marks.append("top")
        }
        if let split = model.parent as? SwiftUISplitModel,
            let column = ScreenSplitColumn.allCases.first(where: { split.columnModel(for: $0) === model })
        {
            marks.append(column.rawValue)
        }
        if let split = model as? SwiftUISplitModel {
            // The mode shown, resolved by the rule the headless family prints with; collapsed by the
            // size class the split's view reported.
            let shown = ScreenPlatformRules.resolvedDisplayMode(split.splitDisplayMode, style: split.style)
            marks.append(split.isSplitCollapsed ? "collapsed" : shown.rawValue)
        }
        return marks.isEmpty ? text : "\(text) [\(marks.joined(separator: ", "))]"
    }
}
