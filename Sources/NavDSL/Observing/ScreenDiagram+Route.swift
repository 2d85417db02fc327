/// A route as a Mermaid flowchart.
extension ScreenDiagram {
    /// Draws `route`: each step a node in order; a wrapped route (`fallback(to:)`, `cauterize()`,
    /// nested forms) a subgraph; a fallback a dotted `fails` arrow from the subgraph it protects to
    /// its own steps.
    ///
    /// ```text
    /// flowchart TD
    ///   subgraph g1 ["….fallback(to: …)"]
    ///     n2["top(.tabs)"]
    ///   end
    ///   n3["top(.stack)"]
    ///   g1 -. fails .-> n3
    /// ```
    /// - Note: A fallback built by a closure shows as one node with its description; the route is
    ///   walked with a work list, so nesting never grows the call stack.
    public static func mermaid<Route: ScreenThenable>(route: Route) -> String {
        var chart = RouteChart()
        return chart.draw(route.actions)
    }
}

/// Builds a route's flowchart line by line.
@MainActor
private struct RouteChart {
    private enum Item {
        case step(AnyScreenRouteAction)
        case close(id: String, scope: ScreenRouteScope, fallback: ScreenRouteText.Piece?)
        case merge([Exit])
        case node(String)
    }

    /// A node or subgraph the next node is linked from, and the arrow to use.
    private struct Exit {
        let id: String
        let arrow: String
    }

    private var lines = ["flowchart TD"]
    private var count = 0
    private var depth = 1
    private var exits: [Exit] = []

    mutating func draw(_ steps: [AnyScreenRouteAction]) -> String {
        var pending: [Item] = steps.reversed().map(Item.step)
        while let item = pending.popLast() {
            switch item {
            case .step(let step):
                guard let scoping = step.scoping else {
                    node(step.description)
                    continue
                }
                let id = nextID("g")
                line("subgraph \(id) [\"\(ScreenDiagram.escaped(ScreenRouteText.outline(scoping.textPieces)))\"]")
                depth += 1
                let fallback = scoping.textPieces.count > 2 ? scoping.textPieces[2] : nil
                pending.append(.close(id: id, scope: scoping.scope, fallback: fallback))
                pending.append(contentsOf: scoping.scopedActions.reversed().map(Item.step))
            case .close(let id, let scope, let fallback):
                depth -= 1
                line("end")
                switch scope {
                case .nested: break
                case .cauterize: exits.append(Exit(id: id, arrow: "-. fails .->"))
                case .fallback:
                    pending.append(.merge(exits))
                    exits = [Exit(id: id, arrow: "-. fails .->")]
                    switch fallback {
                    case .steps(let steps)?: pending.append(contentsOf: steps.reversed().map(Item.step))
                    case .text(let text)?: pending.append(.node(text))
                    case nil: break
                    }
                }
            case .merge(let saved):
                exits = saved + exits
            case .node(let text):
                node(text)
            }
        }
        return lines.joined(separator: "\n")
    }

    private mutating func node(_ text: String) {
        let id = nextID("n")
        line("\(id)[\"\(ScreenDiagram.escaped(text))\"]")
        for exit in exits { line("\(exit.id) \(exit.arrow) \(id)") }
        exits = [Exit(id: id, arrow: "-->")]
    }

    private mutating func nextID(_ prefix: String) -> String {
        count += 1
        return "\(prefix)\(count)"
    }

    private mutating func line(_ text: String) {
        lines.append(String(repeating: "  ", count: depth) + text)
    }
}
