import NavDSL
import NavDSLHeadless

/// The invariants every headless tree must satisfy after any navigation, failed or not.
@MainActor
enum TreeInvariants {
    /// Every controller in the window's tree, depth first (children, then what it presents).
    static func controllers(in window: HeadlessWindow) -> [HeadlessViewController] {
        var result: [HeadlessViewController] = []
        var pending = window.rootViewController.map { [$0] } ?? []
        while let controller = pending.popLast() {
            result.append(controller)
            if let presented = ownPresented(of: controller) { pending.append(presented) }
            pending.append(contentsOf: controller.children.reversed())
        }
        return result
    }

    /// The tree's controllers and those its split views keep for their columns (the first
    /// controller of a column popped off a collapsed stack, which comes back when it expands).
    static func retained(in window: HeadlessWindow) -> [HeadlessViewController] {
        let all = controllers(in: window)
        let kept = all.compactMap { $0 as? HeadlessSplitViewController }.flatMap { split in
            ScreenSplitColumn.allCases.compactMap { split.viewController(for: $0) }
        }
        return all + kept
    }

    /// What `controller` presents as the presenter.
    static func ownPresented(of controller: HeadlessViewController) -> HeadlessViewController? {
        guard let presented = controller.presentedViewController, presented.presentingViewController === controller else { return nil }
        return presented
    }

    /// The broken invariants, empty when the tree is sound.
    static func violations(in window: HeadlessWindow) -> [String] {
        var problems: [String] = []
        let all = controllers(in: window)
        var seen = Set<ObjectIdentifier>()
        for controller in all where !seen.insert(ObjectIdentifier(controller)).inserted {
            problems.append("\(controller) appears twice in the tree")
        }
        if let root = window.rootViewController, root.parent != nil || root.presentingViewController != nil {
            problems.append("the root \(root) has a parent or a presenter")
        }
        for controller in all {
            for child in controller.children where child.parent !== controller {
                problems.append("\(child) is a child of \(controller) but its parent is \(child.parent.map { "\($0)" } ?? "nil")")
            }
            if let stack = controller as? HeadlessNavigationController,
                stack.viewControllers.contains(where: { $0 is HeadlessNavigationController })
            {
                problems.append("a navigation controller is inside \(stack)'s stack")
            }
            if let tabs = controller as? HeadlessTabBarController, let list = tabs.viewControllers, !list.isEmpty,
                !list.indices.contains(tabs.selectedIndex)
            {
                problems.append("\(tabs) selects index \(tabs.selectedIndex) of \(list.count) tabs")
            }
            if let split = controller as? HeadlessSplitViewController {
                if split.isCollapsed != (window.traitCollection.horizontalSizeClass == .compact) {
                    problems.append(
                        "\(split) is \(split.isCollapsed ? "collapsed" : "expanded") in a \(window.traitCollection.horizontalSizeClass) window"
                    )
                }
                if split.parent is HeadlessNavigationController { problems.append("\(split) is inside a navigation stack") }
            }
            if let presented = ownPresented(of: controller) {
                if presented.parent != nil { problems.append("presented \(presented) has a parent") }
                if presented.window !== window { problems.append("presented \(presented) is not in the window") }
            }
            if controller.window !== window { problems.append("\(controller) reports another window") }
        }
        return problems
    }

    /// The tree's shape with identities: equal fingerprints mean the same controllers in the same places.
    static func fingerprint(of window: HeadlessWindow) -> [String] {
        controllers(in: window).map { controller in
            let selected = (controller.parent as? HeadlessTabBarController)?.selectedViewController === controller
            return "\(ObjectIdentifier(controller).hashValue):\(controller.parent.map { ObjectIdentifier($0).hashValue } ?? 0):"
                + "\(controller.presentingViewController.map { ObjectIdentifier($0).hashValue } ?? 0):\(selected)"
        }
    }
}
