import UIKit

/// What UIKit could show, checked through UIKit's public members only: every controller in one
/// place, children that know their parent, one presented chain whose links know their presenter,
/// stacks never empty, a selected tab that exists.
@MainActor
enum UIKitTreeInvariants {
    /// Every controller in `window`'s tree: each layer's containment tree, then the layer it presents.
    static func controllers(in window: UIWindow) -> [UIViewController] {
        var all: [UIViewController] = []
        var layer = window.rootViewController
        var layers = 0
        while let root = layer, layers < 64 {
            let members = members(of: root)
            all += members
            layer = members.lazy.compactMap(\.presentedViewController).first
            layers += 1
        }
        return all
    }

    /// The problems found, as readable sentences; empty when UIKit could show the tree.
    static func violations(in window: UIWindow) -> [String] {
        var problems: [String] = []
        var seen = Set<ObjectIdentifier>()
        var layer = window.rootViewController
        var layerIndex = 0
        var presenters: [UIViewController] = []
        while let root = layer, layerIndex < 64 {
            if layerIndex > 0 {
                if root.parent != nil { problems.append("layer \(layerIndex) \(name(root)) is presented and has a parent") }
                if let presenter = root.presentingViewController, !presenters.contains(where: { $0 === presenter }) {
                    problems.append("layer \(layerIndex) \(name(root)) names a presenter outside the layer below")
                }
            }
            let members = members(of: root)
            for controller in members {
                if !seen.insert(ObjectIdentifier(controller)).inserted {
                    problems.append("\(name(controller)) is in two places")
                }
                for child in controller.children where child.parent !== controller {
                    problems.append("\(name(child)) is a child of \(name(controller)) but names another parent")
                }
                if let stack = controller as? UINavigationController, stack.viewControllers.isEmpty {
                    problems.append("the stack \(name(stack)) is empty")
                }
                if let tabs = controller as? UITabBarController, let count = tabs.viewControllers?.count, count > 0,
                    !(0..<count).contains(tabs.selectedIndex)
                {
                    problems.append("the tabs \(name(tabs)) select \(tabs.selectedIndex) of \(count)")
                }
            }
            let presented = members.compactMap(\.presentedViewController)
            if let first = presented.first, presented.contains(where: { $0 !== first }) {
                problems.append("layer \(layerIndex) presents two controllers")
            }
            presenters = members
            layer = presented.first
            layerIndex += 1
        }
        return problems
    }

    /// A layer's containment tree, breadth first (bounded by the tree, not by a caller).
    static func members(of root: UIViewController) -> [UIViewController] {
        var members = [root]
        var index = 0
        while index < members.count, index < 10_000 {
            members += members[index].children
            index += 1
        }
        return members
    }

    /// The tree UIKit shows, as text that differs whenever the tree does: every controller by
    /// identity, its parent and (tab bar controllers) selection, layer by layer through what each
    /// layer presents.
    static func fingerprint(of window: UIWindow) -> String {
        var lines: [String] = []
        var layer = window.rootViewController
        while let root = layer, lines.count < 10_000 {
            layer = nil
            for member in members(of: root) {
                let parent = member.parent.map { "\(ObjectIdentifier($0).hashValue)" } ?? "-"
                let selected = (member as? UITabBarController).map { " selected \($0.selectedIndex)" } ?? ""
                lines.append("\(ObjectIdentifier(member).hashValue) \(name(member)) in \(parent)\(selected)")
                if layer == nil, let presented = member.presentedViewController, presented.presentingViewController === member {
                    layer = presented
                }
            }
            lines.append("--")
        }
        return lines.joined(separator: "\n")
    }

    static func name(_ controller: UIViewController) -> String {
        "\(type(of: controller))(\(controller.title ?? "untitled"))"
    }
}
