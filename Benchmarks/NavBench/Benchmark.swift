import NavDSL

/// One comparison: a baseline and the NavDSL way of doing the same work.
@MainActor
struct Benchmark {
    let name: String
    let baseline: @MainActor () -> Void
    let navdsl: @MainActor () -> Void

    func measure(rounds: Int) -> BenchmarkResult {
        baseline()
        navdsl()
        let clock = ContinuousClock()
        var baselineTimes: [Duration] = []
        var navdslTimes: [Duration] = []
        for _ in 0..<rounds {
            baselineTimes.append(clock.measure(baseline))
            navdslTimes.append(clock.measure(navdsl))
        }
        return BenchmarkResult(name: name, baseline: Spread(baselineTimes), navdsl: Spread(navdslTimes))
    }
}

/// Keeps a value alive so the optimizer cannot delete the work that produced it.
@inline(never) @_optimize(none)
func blackHole<T>(_ value: T) {}
