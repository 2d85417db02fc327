import NavDSL
import NavDSLHeadless

// The six everyday navigations of issue 11, each against the container calls a developer would
// write by hand for the same change. Both sides build their new controllers.
extension Benchmark {
    static let scenarioIterations = 1_000

    /// The everyday scenarios NavBench compares.
    static var scenarios: [Benchmark] { [tabStackPushPop, presentWrappedDismiss, deepLink, makeVisible, fallback, separatedPushes] }

    /// `top(.stack).push` then `top(.stack).pop()` on the selected tab of a tab bar.
    static let tabStackPushPop = Benchmark(
        name: "push on a tab's stack + pop, \(scenarioIterations) times",
        baseline: {
            let window = makeTabsWindow(depth: 3)
            for index in 0..<scenarioIterations {
                guard let tabs = window.rootViewController as? HeadlessTabBarController,
                    let stack = tabs.selectedViewController as? HeadlessNavigationController
                else { return }
                stack.pushViewController(HeadlessViewController(screenKey: ScreenKey(name: "Chat", traits: [index])), animated: true)
                stack.popViewController(animated: true)
            }
            blackHole(window)
        },
        navdsl: {
            let window = makeTabsWindow(depth: 3)
            let navigator = ScreenNavigator(window: window, logger: nil)
            for index in 0..<scenarioIterations {
                navigator.navigate(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Chat", traits: [index])))
                navigator.navigate(to: HeadlessWindowRoute().top(.stack).pop())
            }
            blackHole(window)
        })

    /// Presenting a screen wrapped in a navigation controller, then dismissing it.
    static let presentWrappedDismiss = Benchmark(
        name: "present stack-wrapped + dismiss, \(scenarioIterations) times",
        baseline: {
            let window = makeTabsWindow(depth: 3)
            for index in 0..<scenarioIterations {
                guard let root = window.rootViewController else { return }
                let login = HeadlessNavigationController(
                    rootViewController: HeadlessViewController(screenKey: ScreenKey(name: "Login", traits: [index])))
                root.present(login, animated: true)
                login.dismiss(animated: true)
            }
            blackHole(window)
        },
        navdsl: {
            let window = makeTabsWindow(depth: 3)
            let navigator = ScreenNavigator(window: window, logger: nil)
            for index in 0..<scenarioIterations {
                navigator.navigate(
                    to: HeadlessWindowRoute().top(.container).present(HeadlessScreen(name: "Login", traits: [index]).withStackContainer()))
                navigator.navigate(to: HeadlessWindowRoute().root.dismiss())
            }
            blackHole(window)
        })

    /// A deep link: select a tab, pop its stack to the root and push three screens, merged.
    static let deepLink = Benchmark(
        name: "deep link (select tab, popToRoot, push 3, merged), \(scenarioIterations) times",
        baseline: {
            let window = makeTabsWindow(depth: 3)
            for index in 0..<scenarioIterations {
                guard let tabs = window.rootViewController as? HeadlessTabBarController else { return }
                tabs.selectedIndex = index % 5
                guard let stack = tabs.selectedViewController as? HeadlessNavigationController, let root = stack.viewControllers.first
                else { return }
                stack.setViewControllers(
                    [
                        root, HeadlessViewController(screenKey: ScreenKey(name: "A", traits: [index])),
                        HeadlessViewController(screenKey: ScreenKey(name: "B", traits: [index])),
                        HeadlessViewController(screenKey: ScreenKey(name: "C", traits: [index])),
                    ], animated: true)
            }
            blackHole(window)
        },
        navdsl: {
            let window = makeTabsWindow(depth: 3)
            let navigator = ScreenNavigator(window: window, logger: nil)
            for index in 0..<scenarioIterations {
                navigator.navigate(
                    to: HeadlessWindowRoute().top(.tabs).selectTab(with: .index(index % 5)).top(.stack).popToRoot()
                        .push(HeadlessScreen(name: "A", traits: [index])).push(HeadlessScreen(name: "B", traits: [index]))
                        .push(HeadlessScreen(name: "C", traits: [index])))
            }
            blackHole(window)
        })

    /// `makeVisible()` on a controller in a hidden tab's stack, under a modal.
    ///
    /// Dismiss, select the tab, pop to it; both sides restore the same starting state by hand each time.
    static let makeVisible = Benchmark(
        name: "makeVisible across a modal, a tab and a stack, \(scenarioIterations) times",
        baseline: {
            let (window, target) = makeHiddenTargetWindow()
            for _ in 0..<scenarioIterations {
                hideTarget(target, in: window)
                guard let tabs = window.rootViewController as? HeadlessTabBarController, let stack = target.navigationController else {
                    return
                }
                tabs.dismiss(animated: true)
                tabs.selectedIndex = 3
                stack.popToViewController(target, animated: true)
            }
            blackHole(window)
        },
        navdsl: {
            let (window, target) = makeHiddenTargetWindow()
            let navigator = ScreenNavigator(window: window, logger: nil)
            for _ in 0..<scenarioIterations {
                hideTarget(target, in: window)
                navigator.navigate(to: HeadlessWindowRoute().first(.container(name: "Target")).makeVisible())
            }
            blackHole(window)
        })

    /// A search that fails, then a fallback that presents an error screen, then dismissing it.
    static let fallback = Benchmark(
        name: "fallback from a failed search to present + dismiss, \(scenarioIterations) times",
        baseline: {
            let window = makeTabsWindow(depth: 3)
            for index in 0..<scenarioIterations {
                guard let root = window.rootViewController else { return }
                if findByHand(name: "Missing", from: root) == nil {
                    let alert = HeadlessViewController(screenKey: ScreenKey(name: "Oops", traits: [index]))
                    root.present(alert, animated: true)
                    alert.dismiss(animated: true)
                }
            }
            blackHole(window)
        },
        navdsl: {
            let window = makeTabsWindow(depth: 3)
            let navigator = ScreenNavigator(window: window, logger: nil)
            for index in 0..<scenarioIterations {
                navigator.navigate(
                    to: HeadlessWindowRoute().first(.container(name: "Missing")).dismiss()
                        .fallback(to: HeadlessWindowRoute().top(.container).present(HeadlessScreen(name: "Oops", traits: [index]))))
                navigator.navigate(to: HeadlessWindowRoute().root.dismiss())
            }
            blackHole(window)
        })

    /// 100 pushes that each make their own transition, then the stack is reset by hand.
    static let separatedPushes = Benchmark(
        name: "100 separated pushes, \(scenarioIterations / 10) times",
        baseline: {
            let window = makeTabsWindow(depth: 1)
            for round in 0..<(scenarioIterations / 10) {
                guard
                    let stack = (window.rootViewController as? HeadlessTabBarController)?.selectedViewController
                        as? HeadlessNavigationController
                else { return }
                for index in 0..<100 {
                    stack.pushViewController(
                        HeadlessViewController(screenKey: ScreenKey(name: "P", traits: [round, index])), animated: true)
                }
                stack.setViewControllers(Array(stack.viewControllers.prefix(1)), animated: false)
            }
            blackHole(window)
        },
        navdsl: {
            let window = makeTabsWindow(depth: 1)
            let navigator = ScreenNavigator(window: window, logger: nil)
            for round in 0..<(scenarioIterations / 10) {
                var route = HeadlessWindowRoute().top(.stack)
                for index in 0..<100 { route = route.push(HeadlessScreen(name: "P", traits: [round, index]), separated: true) }
                navigator.navigate(to: route)
                guard
                    let stack = (window.rootViewController as? HeadlessTabBarController)?.selectedViewController
                        as? HeadlessNavigationController
                else { return }
                stack.setViewControllers(Array(stack.viewControllers.prefix(1)), animated: false)
            }
            blackHole(window)
        })

    static func makeTabsWindow(depth: Int) -> HeadlessWindow {
        let window = HeadlessWindow()
        let stacks = (0..<5).map { tab in
            HeadlessPlatform.makeStackContainer(
                with: (0..<depth).map { HeadlessViewController(screenKey: ScreenKey(name: "S", traits: [tab, $0])) })
        }
        window.rootViewController = HeadlessPlatform.makeTabsContainer(with: stacks)
        return window
    }

    /// Tabs of 3-deep stacks; "Target" is the second controller of tab 3.
    private static func makeHiddenTargetWindow() -> (HeadlessWindow, HeadlessViewController) {
        let target = HeadlessViewController(screenKey: ScreenKey(name: "Target"))
        let window = HeadlessWindow()
        let stacks = (0..<5).map { tab in
            HeadlessPlatform.makeStackContainer(
                with: (0..<3).map {
                    tab == 3 && $0 == 1 ? target : HeadlessViewController(screenKey: ScreenKey(name: "S", traits: [tab, $0]))
                })
        }
        window.rootViewController = HeadlessPlatform.makeTabsContainer(with: stacks)
        return (window, target)
    }

    /// Tab 0 selected, a modal on top, and a controller pushed over the target.
    private static func hideTarget(_ target: HeadlessViewController, in window: HeadlessWindow) {
        guard let tabs = window.rootViewController as? HeadlessTabBarController, let stack = target.navigationController else { return }
        stack.pushViewController(HeadlessViewController(screenKey: ScreenKey(name: "Over")), animated: false)
        tabs.selectedIndex = 0
        tabs.present(HeadlessViewController(screenKey: ScreenKey(name: "Modal")), animated: false)
    }

    /// A depth-first walk over children and presented controllers, as an app would write it.
    private static func findByHand(name: String, from root: HeadlessViewController) -> HeadlessViewController? {
        var pending = [root]
        while let controller = pending.popLast() {
            if controller.assignedScreenKey?.name == name { return controller }
            pending.append(contentsOf: controller.children)
            if let presented = controller.presentedViewController { pending.append(presented) }
        }
        return nil
    }
}
