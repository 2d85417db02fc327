import NavDSL
import NavDSLHeadless

extension Benchmark {
    static let iterations = 2_000

    /// The comparisons NavBench runs.
    static var all: [Benchmark] { [pushPop, mergedStackEdit, topSearch, longRoute, observedNavigation] }

    /// A navigation of one push and one of one pop, versus push/pop calls on the controller.
    static let pushPop = Benchmark(
        name: "push + pop, \(iterations) times",
        baseline: {
            let (window, stack) = makeStackWindow()
            for index in 0..<iterations {
                stack.pushViewController(HeadlessViewController(screenKey: ScreenKey(name: "Chat", traits: [index])), animated: true)
                stack.popViewController(animated: true)
            }
            blackHole(window)
        },
        navdsl: {
            let (window, _) = makeStackWindow()
            let navigator = ScreenNavigator(window: window, logger: nil)
            pushAndPop(with: navigator)
            blackHole(window)
        })

    /// `popToRoot().push(a).push(b)` merged into one change, versus one setViewControllers call.
    static let mergedStackEdit = Benchmark(
        name: "popToRoot+push+push merged, \(iterations) times",
        baseline: {
            let (window, stack) = makeStackWindow()
            for index in 0..<iterations {
                let root = stack.viewControllers[0]
                stack.setViewControllers(
                    [
                        root, HeadlessViewController(screenKey: ScreenKey(name: "A", traits: [index])),
                        HeadlessViewController(screenKey: ScreenKey(name: "B", traits: [index])),
                    ], animated: true)
            }
            blackHole(window)
        },
        navdsl: {
            let (window, _) = makeStackWindow()
            let navigator = ScreenNavigator(window: window, logger: nil)
            for index in 0..<iterations {
                navigator.navigate(
                    to: HeadlessWindowRoute().top(.stack).popToRoot()
                        .push(HeadlessScreen(name: "A", traits: [index])).push(HeadlessScreen(name: "B", traits: [index])))
            }
            blackHole(window)
        })

    /// `top(.stack)` on 5 tabs of 20-deep stacks, versus walking the selected tab by hand.
    static let topSearch = Benchmark(
        name: "top(.stack) on 5 tabs x 20 controllers, \(iterations) times",
        baseline: {
            let window = makeTabsWindow()
            var found: HeadlessNavigationController?
            for _ in 0..<iterations {
                found = (window.rootViewController as? HeadlessTabBarController)?.selectedViewController as? HeadlessNavigationController
            }
            blackHole(found)
        },
        navdsl: {
            let window = makeTabsWindow()
            let navigator = ScreenNavigator(window: window, logger: nil)
            var found: HeadlessNavigationController?
            for _ in 0..<iterations {
                navigator.navigate(to: HeadlessWindowRoute().top(.stack).get { found = $0 })
            }
            blackHole(found)
        })

    /// Building and running one route of 10,000 `get` steps, versus building and calling an array
    /// of 10,000 completion-style closures (a naive runner without types, merging or errors).
    static let longRoute = Benchmark(
        name: "build + run a route of 10,000 get steps",
        baseline: {
            var count = 0
            let window = HeadlessWindow()
            var steps: [@MainActor (HeadlessWindow, (Result<Void, any Error>) -> Void) -> Void] = []
            for _ in 0..<10_000 {
                steps.append { _, done in
                    count += 1; done(.success(()))
                }
            }
            for step in steps { step(window) { blackHole($0) } }
            blackHole(count)
        },
        navdsl: {
            var count = 0
            let window = HeadlessWindow()
            var route = HeadlessWindowRoute()
            for _ in 0..<10_000 { route = route.get { _ in count += 1 } }
            ScreenNavigator(window: window, logger: nil).navigate(to: route)
            blackHole(count)
        })

    /// The cost of observing: the same push + pop navigations with an event observer (every event
    /// built, route text included) against the unobserved navigator as the baseline.
    static let observedNavigation = Benchmark(
        name: "observed navigation vs unobserved (push + pop), \(iterations) times",
        baseline: {
            let (window, _) = makeStackWindow()
            let navigator = ScreenNavigator(window: window, logger: nil)
            pushAndPop(with: navigator)
            blackHole(window)
        },
        navdsl: {
            let (window, _) = makeStackWindow()
            let navigator = ScreenNavigator(window: window, logger: nil)
            var count = 0
            let token = navigator.addListener { event in count += event.description.utf8.count }
            pushAndPop(with: navigator)
            blackHole((window, count, token))
        })

    /// The navigations of `pushPop` and `observedNavigation`: `iterations` pushes, each popped.
    private static func pushAndPop(with navigator: ScreenNavigator) {
        for index in 0..<iterations {
            navigator.navigate(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Chat", traits: [index])))
            navigator.navigate(to: HeadlessWindowRoute().top(.stack).pop())
        }
    }

    private static func makeStackWindow() -> (HeadlessWindow, HeadlessNavigationController) {
        let window = HeadlessWindow()
        let stack = HeadlessNavigationController(rootViewController: HeadlessViewController(screenKey: ScreenKey(name: "Home")))
        window.rootViewController = stack
        return (window, stack)
    }

    private static func makeTabsWindow() -> HeadlessWindow {
        let window = HeadlessWindow()
        let stacks = (0..<5).map { tab in
            HeadlessPlatform.makeStackContainer(
                with: (0..<20).map { HeadlessViewController(screenKey: ScreenKey(name: "S", traits: [tab, $0])) })
        }
        window.rootViewController = HeadlessPlatform.makeTabsContainer(with: stacks)
        return window
    }
}
