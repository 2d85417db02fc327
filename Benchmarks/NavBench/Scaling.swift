import NavDSL
import NavDSLHeadless

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a cost grows with the work.
///
/// The time per unit (a route step, a pushed controller, a searched container) at several sizes.
/// Flat rows mean linear growth; a row that rises with the size is a super-linear cost.
@MainActor
struct Scaling {
    let name: String
    let unit: String
    let sizes: [Int]
    /// How many units the run at a size does (the size itself unless said otherwise).
    var work: @MainActor (_ size: Int) -> Int = { $0 }
    /// Builds what a run at `size` needs (untimed) and returns the timed run.
    ///
    /// What the run leaves behind is released after the clock stops, so set-up and tear-down of
    /// big trees are not counted as the work. Runs are async for the work that yields the main
    /// actor (a large restore); the others never suspend.
    let prepare: @MainActor (_ size: Int) async -> @MainActor () async -> Void

    /// Median nanoseconds per unit at each size, in the process's CPU time: the work runs on the
    /// main actor alone, and on a machine shared with other builds the time it waits for a core is
    /// not the work's. (Not the thread's: the main actor's jobs may run on another thread after an
    /// `await`, as `dispatch_main` does on Linux.)
    func measure(rounds: Int, sizeLimit: Int) async -> ScalingResult {
        var perUnit: [(size: Int, nanoseconds: Double)] = []
        for size in sizes where size <= sizeLimit {
            await prepare(min(size, 10))()
            var times: [Duration] = []
            for _ in 0..<rounds {
                let run = await prepare(size)
                let start = Self.cpuTime()
                await run()
                times.append(Self.cpuTime() - start)
            }
            let median = times.sorted()[times.count / 2]
            perUnit.append((size, BenchmarkResult.seconds(median) * 1e9 / Double(work(size))))
        }
        return ScalingResult(name: name, unit: unit, perUnit: perUnit)
    }

    /// The CPU time the process has used.
    static func cpuTime() -> Duration {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }
}

/// The per-unit costs of one ``Scaling``.
struct ScalingResult {
    let name: String
    let unit: String
    let perUnit: [(size: Int, nanoseconds: Double)]

    /// The largest per-unit cost over the smallest, from size 100 on (a size of 10 mostly measures
    /// the fixed cost of one navigation): about 1 when the cost is linear.
    var growth: Double {
        let costs = perUnit.filter { $0.size >= 100 }.map(\.nanoseconds)
        guard let smallest = costs.min(), let largest = costs.max(), smallest > 0 else { return 1 }
        return largest / smallest
    }

    static func table(_ results: [ScalingResult]) -> String {
        var lines = ["scaling | per-unit cost at each size | max / min from size 100", "---|---|---"]
        for result in results {
            let cells = result.perUnit.map { "\($0.size): \(Int($0.nanoseconds.rounded())) ns" }.joined(separator: ", ")
            lines.append("\(result.name) (per \(result.unit)) | \(cells) | \(String(format2(result.growth)))x")
        }
        return lines.joined(separator: "\n")
    }
}

/// Two decimals without Foundation.
func format2(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    return "\(hundredths / 100).\(String(hundredths % 100 + 100).dropFirst())"
}

extension Scaling {
    static let all: [Scaling] =
        [mergedRouteBuild, separatedRouteBuild, pushIntoDeepStack, presentOnDeepChain, deepSearch, wideSearch] + restoration
        + wideRestoration + listened

    /// Building a route of `size` merged pushes (one set-stack step).
    static let mergedRouteBuild = Scaling(name: "build a route of merged pushes", unit: "push", sizes: [10, 100, 1_000, 10_000]) { size in
        {
            var route = HeadlessWindowRoute().top(.stack)
            for index in 0..<size { route = route.push(HeadlessScreen(name: "P", traits: [index])) }
            blackHole(route)
        }
    }

    /// Building a route of `size` separated pushes (one step each).
    static let separatedRouteBuild = Scaling(name: "build a route of separated pushes", unit: "push", sizes: [10, 100, 1_000, 10_000]) {
        size in
        {
            var route = HeadlessWindowRoute().top(.stack)
            for index in 0..<size { route = route.push(HeadlessScreen(name: "P", traits: [index]), separated: true) }
            blackHole(route)
        }
    }

    /// 100 separated pushes (route built and run) onto a stack already `size` deep, per push.
    ///
    /// Flat means a push costs the same however deep the stack is. Building the deep stack is set-up.
    static let pushIntoDeepStack = Scaling(
        name: "push onto a stack this deep", unit: "push", sizes: [10, 1_000, 10_000], work: { _ in 100 }
    ) { size in
        let window = HeadlessWindow()
        window.rootViewController = HeadlessPlatform.makeStackContainer(
            with: (0..<size).map { HeadlessViewController(screenKey: ScreenKey(name: "S", traits: [$0])) })
        let navigator = ScreenNavigator(window: window, logger: nil)
        return {
            var route = HeadlessWindowRoute().top(.stack)
            for index in 0..<100 { route = route.push(HeadlessScreen(name: "P", traits: [index]), separated: true) }
            navigator.navigate(to: route)
            blackHole(window)
        }
    }

    /// Presenting on top of a presentation chain `size` deep, one `present` per level through
    /// `navigate(from:)`: flat means a present costs the same however deep the chain is.
    static let presentOnDeepChain = Scaling(name: "present on a presentation chain", unit: "present", sizes: [100, 1_000, 10_000]) {
        size in
        let window = HeadlessWindow()
        let root = ChainController(screenKey: ScreenKey(name: "Root"))
        window.rootViewController = root
        let navigator = ScreenNavigator(window: window, logger: nil)
        return {
            var top: HeadlessViewController = root
            for index in 0..<size {
                let next = ChainController(screenKey: ScreenKey(name: "M", traits: [index]))
                navigator.navigate(from: top) { $0.present(next) }
                top = next
            }
            blackHole(window)
        }
    }

    /// `last(.container(name:))` down a chain of custom containers `size` deep (the chain is set-up).
    static let deepSearch = Scaling(name: "last() on a deep containment chain", unit: "container", sizes: [1_000, 10_000, 100_000]) {
        size in
        var top = HeadlessViewController(screenKey: ScreenKey(name: "Leaf"))
        for _ in 0..<size {
            let parent = HeadlessViewController()
            parent.addChild(top)
            top = parent
        }
        return search(from: top)
    }

    /// `last(.container(name:))` over a root with `size` children (the tree is set-up).
    static let wideSearch = Scaling(name: "last() on a wide tree", unit: "container", sizes: [1_000, 10_000, 100_000]) { size in
        let root = HeadlessViewController()
        for index in 0..<size { root.addChild(HeadlessViewController(screenKey: ScreenKey(name: index == size - 1 ? "Leaf" : "C"))) }
        return search(from: root)
    }

    /// The timed part of a search row: one navigation that finds the leaf under `root`.
    private static func search(from root: HeadlessViewController) -> @MainActor () -> Void {
        let window = HeadlessWindow()
        window.rootViewController = root
        let navigator = ScreenNavigator(window: window, logger: nil)
        return {
            var found: HeadlessViewController?
            navigator.navigate(to: HeadlessWindowRoute().last(.container(name: "Leaf")).get { found = $0 })
            blackHole(found)
            blackHole(window)  // the navigator holds its window weakly
        }
    }
}

/// A controller class that opts in as a screen, so a route presents this very instance.
final class ChainController: HeadlessViewController {}
extension ChainController: Screen {}
