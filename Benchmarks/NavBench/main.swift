import NavDSL

// NavBench: what NavDSL costs over driving the same headless containers by hand.
// Build and run in release mode:  swift run -c release NavBench
// Each case runs a baseline (direct container calls doing the same work) and the NavDSL version in
// the same process, several rounds each, and reports the median times and their ratio.

let rounds = 7
var results: [BenchmarkResult] = []
for benchmark in Benchmark.all {
    results.append(benchmark.measure(rounds: rounds))
}
print(BenchmarkResult.table(results))
