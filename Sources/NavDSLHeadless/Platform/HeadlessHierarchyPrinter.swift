import NavDSL

/// Prints a headless tree as indented text, one container per line.
///
/// ```text
/// HeadlessWindow [key]
///   HeadlessTabBarController
///     HeadlessNavigationController [selected]
///       Chats
///       Chat(42) [top]
///     Settings
///   presents HeadlessNavigationController (pageSheet)
///     Login [top]
/// ```
/// `[selected]` marks the selected tab, `[top]` the top of a stack, `presents` a presentation; a
/// split view shows `[collapsed]` or its display mode, and its children their column.
@MainActor
enum HeadlessHierarchyPrinter {
    static func describe(_ window: HeadlessWindow) -> String {
        var flags: [String] = []
        if window.isKeyWindow { flags.append("key") }
        if window.isHidden { flags.append("hidden") }
        var lines = ["HeadlessWindow" + (flags.isEmpty ? "" : " [\(flags.joined(separator: ", "))]")]
        var pending: [(controller: HeadlessViewController, depth: Int, prefix: String)] = []
        if let root = window.rootViewController { pending.append((root, 1, "")) }
        while let (controller, depth, prefix) = pending.popLast() {
            lines.append(String(repeating: "  ", count: depth) + prefix + label(of: controller))
            var next: [(HeadlessViewController, Int, String)] = []
            for child in controller.children { next.append((child, depth + 1, "")) }
            if let presented = controller.ownPresented {
                next.append((presented, depth, "presents "))
            }
            pending.append(contentsOf: next.reversed())
        }
        return lines.joined(separator: "\n")
    }

    private static func label(of controller: HeadlessViewController) -> String {
        var text = controller.description
        if controller.presenter != nil {
            text += " (\(controller.modalPresentationStyle.rawValue))"
        }
        var marks: [String] = []
        if let tabs = controller.parent as? HeadlessTabBarController, tabs.selectedViewController === controller {
            marks.append("selected")
        }
        if let stack = controller.parent as? HeadlessNavigationController, stack.topViewController === controller,
            stack.viewControllers.count > 1
        {
            marks.append("top")
        }
        if let split = controller.parent as? HeadlessSplitViewController,
            let column = ScreenSplitColumn.allCases.first(where: { split.holds(controller, in: $0) })
        {
            marks.append(column.rawValue)
        }
        if let split = controller as? HeadlessSplitViewController {
            marks.append(split.isCollapsed ? "collapsed" : split.displayMode.rawValue)
        }
        if controller.isBeingDismissed { marks.append("dismissing") }
        return marks.isEmpty ? text : "\(text) [\(marks.joined(separator: ", "))]"
    }
}
