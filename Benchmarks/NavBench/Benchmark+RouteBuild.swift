import NavDSL
import NavDSLHeadless

/// What building a route costs over keeping the same steps as plain closures.
extension Benchmark {
    static var routeBuilding: [Benchmark] { [mergedPushBuild] }

    static let routeBuildScreens = (0..<1_000).map { HeadlessScreen(name: "P", traits: [$0]) }

    /// A route of 1,000 pushes merged into one set-stack step, versus an array of closures.
    ///
    /// The baseline's 1,000 closures each capture the screen they would push (a naive runner
    /// without types, merging or errors). The screens exist before either side runs: only the
    /// steps are built, 20 times a round, so a round outlasts what the allocator's state does to
    /// a single short one.
    static let mergedPushBuild = Benchmark(
        name: "build a route of 1,000 merged pushes vs an array of closures, 20 times",
        baseline: {
            for _ in 0..<20 {
                var steps: [@MainActor (HeadlessNavigationController) -> Void] = []
                for screen in routeBuildScreens {
                    steps.append { stack in stack.pushViewController(HeadlessViewController(screenKey: screen.key), animated: true) }
                }
                blackHole(steps)
            }
        },
        navdsl: {
            for _ in 0..<20 {
                var route = HeadlessWindowRoute().top(.stack)
                for screen in routeBuildScreens { route = route.push(screen) }
                blackHole(route)
            }
        })
}
