import Foundation
import NavDSL

// NavBench: what NavDSL costs over driving the same headless containers by hand, and how its
// costs grow with the work.
// Build and run in release mode:  swift run -c release NavBench [--quick] [--json FILE] [--only TEXT] [--size-limit N]
// Each comparison runs a baseline (direct container calls doing the same work) and the NavDSL
// version in the same process, several rounds each, and reports the median times and their ratio.
// Each scaling row reports the median time per unit at growing sizes: flat means linear.
// --quick runs one round at small sizes: a smoke check for CI, not a measurement.
// --instructions adds instruction counts per comparison (valgrind's callgrind, where installed).
// --guard FILE checks each comparison's ratio against the ratio FILE holds (CI's guard, RatioGuard.swift);
// --guard-record prints the lines of such a file from the ratios measured now.

let arguments = Array(CommandLine.arguments.dropFirst())
let isQuick = arguments.contains("--quick")
let jsonPath = arguments.firstIndex(of: "--json").flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
let rounds = isQuick ? 1 : 7
// --size-limit N runs the scaling rows up to size N (for counting instructions at one size).
let sizeLimit = arguments.firstIndex(of: "--size-limit").flatMap { arguments.indices.contains($0 + 1) ? Int(arguments[$0 + 1]) : nil }
// --only TEXT runs the comparisons and scaling rows whose names contain TEXT (for profiling one).
let only = arguments.firstIndex(of: "--only").flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
func isSelected(_ name: String) -> Bool { only.map { name.contains($0) } ?? true }

let comparisons = (Benchmark.all + Benchmark.scenarios + Benchmark.routeBuilding + Benchmark.swiftUI).filter { isSelected($0.name) }
// The child callgrind runs for --instructions: only the counted runs, no timing, no table.
if arguments.contains("--instructions-child") {
    InstructionCounts.runCounted(comparisons)
    exit(0)
}
if let guardPath = arguments.firstIndex(of: "--guard").flatMap({ arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }) {
    exit(RatioGuard.check(comparisons, against: guardPath) ? 0 : 1)
}
if arguments.contains("--guard-record") {
    print(RatioGuard.record(comparisons))
    exit(0)
}
var results: [BenchmarkResult] = []
for benchmark in comparisons {
    results.append(benchmark.measure(rounds: rounds))
}
print(BenchmarkResult.table(results))
print()
if arguments.contains("--instructions") {
    let forwarded = only.map { ["--only", $0] } ?? []
    if let counts = InstructionCounts.count(comparisons, forwarding: forwarded) {
        print(InstructionCounts.table(counts))
    } else {
        print("instructions: not counted (valgrind is not installed, or its run failed)")
    }
    print()
}
var scaling: [ScalingResult] = []
for row in Scaling.all + Scaling.swiftUI where isSelected(row.name) {
    scaling.append(await row.measure(rounds: isQuick ? 1 : 5, sizeLimit: sizeLimit ?? (isQuick ? 1_000 : .max)))
}
print(ScalingResult.table(scaling))
if isSelected(RestorationSlices.name) {
    print()
    print(await RestorationSlices.table(sizeLimit: sizeLimit ?? (isQuick ? 1_000 : .max)))
}

func spread(_ spread: Spread) -> [String: Double] {
    [
        "median": BenchmarkResult.seconds(spread.median), "min": BenchmarkResult.seconds(spread.min),
        "max": BenchmarkResult.seconds(spread.max),
    ]
}

if let jsonPath {
    let comparisons = results.map {
        [
            "name": $0.name, "ratio": $0.ratio,
            "baselineSeconds": spread($0.baseline), "navdslSeconds": spread($0.navdsl),
        ] as [String: Any]
    }
    let growth = scaling.map { result in
        [
            "name": result.name, "unit": result.unit,
            "nanosecondsPerUnit": result.perUnit.map { ["size": $0.size, "nanoseconds": $0.nanoseconds] },
        ] as [String: Any]
    }
    let data = try JSONSerialization.data(
        withJSONObject: ["comparisons": comparisons, "scaling": growth], options: [.prettyPrinted, .sortedKeys])
    try data.write(to: URL(fileURLWithPath: jsonPath))
    print("\nWrote \(jsonPath)")
}
