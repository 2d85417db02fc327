/// Pictures of what NavDSL works with: a container tree as indented text or a Mermaid graph, and a
/// route as a Mermaid flowchart of its steps, nested routes and fallbacks.
///
/// ```swift
/// print(ScreenDiagram.text(of: window))       // HeadlessWindow / HeadlessNavigationController / Home [top] ...
/// print(ScreenDiagram.mermaid(of: window))    // graph TD ...
/// print(ScreenDiagram.mermaid(route: route))  // flowchart TD ...
/// ```
/// Trees are walked like ``DefaultScreenIterator``'s depth-first walk (nested containers, then what
/// a container presents), for any platform's containers. A container is labelled with its screen
/// key, else its class name. Both walks use work lists, so depth never grows the call stack.
@MainActor
public enum ScreenDiagram {
    /// One container of a walk, with how it hangs from its parent.
    private struct Node {
        let container: any ScreenContainer
        let depth: Int
        let parent: Int?
        let isPresented: Bool
    }

    /// The tree under `root`, one container per line, indented by depth.
    ///
    /// ```text
    /// HeadlessWindow
    ///   HeadlessTabBarController
    ///     HeadlessNavigationController [selected]
    ///       Chats
    ///       Chat(42) [top]
    ///   presents Login
    /// ```
    /// - Note: `[selected]` marks the selected tab, `[top]` the top of a stack of two or more,
    ///   `presents` a presentation.
    public static func text(of root: any ScreenContainer) -> String {
        walk(from: root).map { node in
            String(repeating: "  ", count: node.depth) + (node.isPresented ? "presents " : "") + label(of: node.container)
                + marks(of: node.container)
        }.joined(separator: "\n")
    }

    /// The tree under `root` as a Mermaid graph: containment is a solid arrow (`|selected|` for the
    /// selected tab), a presentation a dotted arrow labelled `presents`.
    ///
    /// ```text
    /// graph TD
    ///   n0["HeadlessWindow"]
    ///   n1["HeadlessNavigationController"]
    ///   n0 --> n1
    /// ```
    /// - Note: Quotes in labels become `#quot;`, Mermaid's escape.
    public static func mermaid(of root: any ScreenContainer) -> String {
        var lines = ["graph TD"]
        for (index, node) in walk(from: root).enumerated() {
            lines.append("  n\(index)[\"\(escaped(label(of: node.container)))\"]")
            guard let parent = node.parent else { continue }
            if node.isPresented {
                lines.append("  n\(parent) -.->|presents| n\(index)")
            } else {
                let selected = isSelectedTab(node.container)
                lines.append("  n\(parent) -->\(selected ? "|selected|" : "") n\(index)")
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func walk(from root: any ScreenContainer) -> [Node] {
        var nodes: [Node] = []
        var pending = [Node(container: root, depth: 0, parent: nil, isPresented: false)]
        while let node = pending.popLast() {
            let index = nodes.count
            nodes.append(node)
            var next: [Node] = []
            for child in (node.container as? any ScreenIterableContainer)?.nestedContainers ?? [] {
                next.append(Node(container: child, depth: node.depth + 1, parent: index, isPresented: false))
            }
            if let presented = node.container.directlyPresentedContainer {
                next.append(Node(container: presented, depth: node.depth, parent: index, isPresented: true))
            }
            pending.append(contentsOf: next.reversed())
        }
        return nodes
    }

    private static func label(of container: any ScreenContainer) -> String {
        if let key = container.effectiveScreenKey { return key.description }
        return String(describing: type(of: container))
    }

    private static func isSelectedTab(_ container: any ScreenContainer) -> Bool {
        guard let tabs = (container as? any ScreenModalContainer)?.parentContainer as? any ScreenTabsContainer else { return false }
        return tabs.selectedTabContainer === container
    }

    private static func marks(of container: any ScreenContainer) -> String {
        if isSelectedTab(container) { return " [selected]" }
        if let stack = (container as? any ScreenModalContainer)?.parentContainer as? any ScreenStackContainer,
            stack.stackContainers.count > 1, stack.stackContainers.last === container
        {
            return " [top]"
        }
        return ""
    }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "#quot;")
    }
}
