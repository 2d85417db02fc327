// The behavioural UIKit's view of a window's tree: which controllers are on screen, when their
// views enter the window (Checks/UIKitStubs/RULES.md §8 "Views enter the window at layout", device question 2),
// and the appearance callbacks UIKit calls from inside its calls (§8 "Lifecycle callbacks run
// inside UIKit calls"; UIViewController.h: present's completion after `viewDidAppear:`).

/// Where the appearance callbacks last left a controller.
enum StubAppearanceState {
    case disappeared, appearing, appeared, disappearing
}

struct StubWeakController {
    weak var controller: UIViewController?
}

extension UIViewController {
    /// The children on screen when this controller is: a stack's top, the selected tab, a split
    /// view's shown columns, every child of a custom container (§5, §6).
    var stubVisibleChildren: [UIViewController] {
        if let stack = self as? UINavigationController { return stack.topViewController.map { [$0] } ?? [] }
        if let tabs = self as? UITabBarController { return tabs.selectedViewController.map { [$0] } ?? [] }
        if let split = self as? UISplitViewController, split.isCollapsed { return split.stubCollapsedVisible }
        return children
    }

    /// What this controller's view reports as `window`, by device question 2's answer.
    var stubViewWindow: UIWindow? {
        guard let window = stubStructuralWindow else { return nil }
        switch window.stubRunLoop.answers.windowEntry {
        case .atOnce:
            return window.stubVisibleControllers(settled: false).contains { $0 === self } ? window : nil
        case .atNextLayout:
            if window.rootViewController === self, stubLaidOutWindow !== window {
                return window.stubVisibleControllers(settled: false).contains { $0 === self } ? window : nil
            }
            return stubLaidOutWindow === window ? window : nil
        case .rootAlsoAtNextLayout:
            return stubLaidOutWindow === window ? window : nil
        }
    }

    /// The first controller this layer's controllers present, searching the layer downwards.
    var stubPresentedInLayer: UIViewController? {
        var pending: [UIViewController] = [self]
        while let controller = pending.popLast() {
            if let presented = controller.stubOwnPresented { return presented }
            pending.append(contentsOf: controller.children)
        }
        return nil
    }
}

extension UIWindow {
    /// The controllers on screen, layer by layer, parents first. `settled` answers for the end of
    /// the running transitions (a dismissed layer gone, a full-screen one covering what it covers);
    /// otherwise for now (both layers are in the window while a transition runs).
    func stubVisibleControllers(settled: Bool) -> [UIViewController] {
        var visible: [UIViewController] = []
        var layerRoot = rootViewController
        while let root = layerRoot {
            if settled && root.stubBeingDismissed { break }
            // §6: a full-screen presentation removes the presenter's views once it has finished.
            let covers = root.stubPresenter != nil && root.stubPresentedStyle == .fullScreen
            if covers && (settled || (!root.stubBeingPresented && !root.stubBeingDismissed)) { visible = [] }
            var layer: [UIViewController] = []
            var pending = [root]
            while let controller = pending.popLast() {
                layer.append(controller)
                pending.append(contentsOf: controller.stubVisibleChildren.reversed())
            }
            visible += layer
            layerRoot = layer.lazy.compactMap(\.stubOwnPresented).first
        }
        return visible
    }

    /// The controllers whose appearance callbacks have run or should: on screen in a shown window.
    func stubAppearingControllers() -> [UIViewController] {
        isHidden ? [] : stubVisibleControllers(settled: true)
    }

    var stubLayoutIsCurrent: Bool {
        let now = stubVisibleControllers(settled: false)
        let laidOut = stubLaidOut.compactMap(\.controller)
        return now.count == laidOut.count && zip(now, laidOut).allSatisfy { $0 === $1 }
    }

    /// A layout pass: the views of the controllers on screen enter the window (loaded first), the
    /// others leave it (§8, device question 2).
    func stubLayoutPass() {
        let now = stubVisibleControllers(settled: false)
        for old in stubLaidOut.compactMap(\.controller) where old.stubLaidOutWindow === self { old.stubLaidOutWindow = nil }
        for controller in now {
            _ = controller.view
            controller.stubLaidOutWindow = self
        }
        stubLaidOut = now.map { StubWeakController(controller: $0) }
    }

    /// Runs the will-callbacks of what a change makes appear or disappear now, inside the UIKit
    /// call, and the did-callbacks when `transition` ends (reversed if it is cancelled), or at the
    /// next turn without one (§8, [P3]).
    func stubChangeAppearance(from before: [UIViewController], transition: StubTransition?) {
        let after = stubAppearingControllers()
        let leaving = before.filter { old in !after.contains { $0 === old } }
        let arriving = after.filter { new in !before.contains { $0 === new } }
        guard !leaving.isEmpty || !arriving.isEmpty else { return }
        let animated = transition?.isAnimated ?? false
        for controller in leaving where [.appeared, .appearing].contains(controller.stubAppearance) {
            controller.stubAppearance = .disappearing
            controller.viewWillDisappear(animated)
        }
        for controller in arriving where [.disappeared, .disappearing].contains(controller.stubAppearance) {
            _ = controller.view
            if StubAnimationBlocks.isAnimating { stubRunLoop.layoutsInsideAnimations.append(controller.stubDescription) }
            controller.stubAppearance = .appearing
            controller.viewWillAppear(animated)
        }
        let end: @MainActor (Bool) -> Void = { cancelled in
            for controller in leaving where controller.stubAppearance == .disappearing {
                if cancelled {
                    controller.viewWillAppear(animated)
                    controller.stubAppearance = .appeared
                    controller.viewDidAppear(animated)
                } else {
                    controller.stubAppearance = .disappeared
                    controller.viewDidDisappear(animated)
                }
            }
            for controller in arriving where controller.stubAppearance == .appearing {
                if cancelled {
                    controller.viewWillDisappear(animated)
                    controller.stubAppearance = .disappeared
                    controller.viewDidDisappear(animated)
                } else {
                    controller.stubAppearance = .appeared
                    controller.viewDidAppear(animated)
                }
            }
        }
        if let transition {
            transition.finish.append(end)
        } else {
            stubRunLoop.schedule(afterTurns: 1) { end(false) }
        }
    }
}
