/// The median, fastest and slowest of a set of timed rounds.
struct Spread {
    let median: Duration
    let min: Duration
    let max: Duration

    init(_ times: [Duration]) {
        let sorted = times.sorted()
        median = sorted[sorted.count / 2]
        min = sorted[0]
        max = sorted[sorted.count - 1]
    }
}

/// The timings of one comparison.
struct BenchmarkResult {
    let name: String
    let baseline: Spread
    let navdsl: Spread

    /// NavDSL's median over the baseline's median.
    var ratio: Double { Self.seconds(navdsl.median) / Swift.max(Self.seconds(baseline.median), 1e-12) }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    static func table(_ results: [BenchmarkResult]) -> String {
        func milliseconds(_ duration: Duration) -> String { format2(seconds(duration) * 1000) }
        func cell(_ spread: Spread) -> String {
            "\(milliseconds(spread.median)) ms (\(milliseconds(spread.min))-\(milliseconds(spread.max)))"
        }
        var lines = ["benchmark | baseline median (min-max) | navdsl median (min-max) | ratio", "---|---|---|---"]
        for result in results {
            lines.append("\(result.name) | \(cell(result.baseline)) | \(cell(result.navdsl)) | \(format2(result.ratio))x")
        }
        return lines.joined(separator: "\n")
    }
}
