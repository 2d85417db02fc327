import NavDSLAddons

/// Prints a headless window's tree as a Mermaid flowchart, for documentation.
///
/// Containment is a solid arrow, the selected tab is labelled, a presentation is a dotted arrow.
@MainActor
enum MermaidPrinter {
    static func graph(of window: HeadlessWindow) -> String {
        var lines = ["graph TD", "  n0[\"HeadlessWindow\"]"]
        var ids: [ObjectIdentifier: Int] = [:]
        func id(of controller: HeadlessViewController) -> String {
            if let known = ids[ObjectIdentifier(controller)] { return "n\(known)" }
            let next = ids.count + 1
            ids[ObjectIdentifier(controller)] = next
            lines.append("  n\(next)[\"\(controller.description.replacingOccurrences(of: "\"", with: "'"))\"]")
            return "n\(next)"
        }
        guard let root = window.rootViewController else { return lines.joined(separator: "\n") }
        lines.append("  n0 --> \(id(of: root))")
        var pending = [root]
        while let controller = pending.popLast() {
            let parent = id(of: controller)
            let selected = (controller as? HeadlessTabBarController)?.selectedViewController
            for child in controller.children {
                lines.append("  \(parent) -->\(child === selected ? "|selected|" : "") \(id(of: child))")
                pending.append(child)
            }
            if let presented = controller.presentedViewController, presented.presentingViewController === controller {
                lines.append("  \(parent) -.->|presents| \(id(of: presented))")
                pending.append(presented)
            }
        }
        return lines.joined(separator: "\n")
    }
}
