import UIKit

/// The tree UIKit shows, layer by layer, and what the user's gestures did to it: the fault run's
/// expected tree after a failed navigation is the tree before it with the effects of the gestures
/// the run itself injected meanwhile, never what the adapter's user-change tracking says.
@MainActor
struct FaultTreeShape: Equatable, CustomStringConvertible {
    /// One controller: identity, title, parent and (tab bar controllers) selection.
    struct Node: Equatable {
        let id: ObjectIdentifier
        let name: String
        let parent: ObjectIdentifier?
        var selected: Int?
    }

    /// What a gesture the run injected did, known from the run's own call and its outcome.
    enum Effect {
        /// A finished interactive pop took `top` off its stack, and the user went back to `back`:
        /// whatever the expected tree holds above `back` (screens a failed navigation popped,
        /// which its undo would put back over the screen the user went back to) stays off too,
        /// as the engine's undo leaves a stack the user popped since as the user left it.
        case popped(ObjectIdentifier, back: ObjectIdentifier?)
        /// A finished swipe down dismissed the layer this controller is the root of, and every layer above.
        case dismissed(ObjectIdentifier)
        /// A tap selected this tab of this tab bar controller (a tap on the selected tab is no effect).
        case selected(tabs: ObjectIdentifier, index: Int)
    }

    /// The layers, bottom first: each layer's containment tree, breadth first.
    private(set) var layers: [[Node]]

    @MainActor
    init(of window: UIWindow) {
        var layers: [[Node]] = []
        var layer = window.rootViewController
        while let root = layer, layers.count < 64 {
            layer = nil
            var nodes: [Node] = []
            for member in UIKitTreeInvariants.members(of: root) {
                let parent = member.parent.map(ObjectIdentifier.init)
                let selected = (member as? UITabBarController)?.selectedIndex
                nodes.append(Node(id: ObjectIdentifier(member), name: UIKitTreeInvariants.name(member), parent: parent, selected: selected))
                if layer == nil, let presented = member.presentedViewController, presented.presentingViewController === member {
                    layer = presented
                }
            }
            layers.append(nodes)
        }
        self.layers = layers
    }

    /// This tree with `effect` applied; an effect on a controller the tree does not hold (one the
    /// failed navigation built) changes nothing.
    func applying(_ effect: Effect) -> FaultTreeShape {
        var shape = self
        switch effect {
        case .popped(let id, let back):
            // A popped controller, the controllers above the one the user went back to, and
            // whatever they contain leave their layer.
            for index in shape.layers.indices {
                var gone: Set<ObjectIdentifier> = [id]
                let layer = shape.layers[index]
                if let back, let position = layer.firstIndex(where: { $0.id == back }) {
                    let stack = layer[position].parent
                    gone.formUnion(layer[(position + 1)...].filter { $0.parent == stack && stack != nil }.map(\.id))
                }
                shape.layers[index] = shape.layers[index].filter { node in
                    if gone.contains(node.id) { return false }
                    if let parent = node.parent, gone.contains(parent) {
                        gone.insert(node.id)
                        return false
                    }
                    return true
                }
            }
        case .dismissed(let id):
            if let index = shape.layers.firstIndex(where: { $0.first?.id == id }), index > 0 {
                shape.layers.removeSubrange(index...)
            }
        case .selected(let tabs, let index):
            for layer in shape.layers.indices {
                for node in shape.layers[layer].indices where shape.layers[layer][node].id == tabs {
                    shape.layers[layer][node].selected = index
                }
            }
        }
        return shape
    }

    /// Whether this tree differs from `expected` only by controllers it adds, none of them in
    /// `own`: every controller of `expected` is here, with the same parent and selection.
    func onlyAdds(to expected: FaultTreeShape, noneOf own: Set<ObjectIdentifier>) -> Bool {
        let nodes = Dictionary(layers.joined().map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let expectedIDs = Set(expected.layers.joined().map(\.id))
        guard expected.layers.joined().allSatisfy({ nodes[$0.id] == $0 }) else { return false }
        return nodes.keys.allSatisfy { expectedIDs.contains($0) || !own.contains($0) }
    }

    nonisolated var description: String {
        layers.map { layer in
            layer.map { node in
                let parent = node.parent.map { "\($0.hashValue)" } ?? "-"
                return "\(node.id.hashValue) \(node.name) in \(parent)" + (node.selected.map { " selected \($0)" } ?? "")
            }.joined(separator: "\n")
        }.joined(separator: "\n--\n")
    }
}
