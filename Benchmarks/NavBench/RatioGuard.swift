import Foundation
import NavDSL

/// CI's performance guard: each comparison's same-run ratio (NavDSL over its baseline) at most
/// twice the ratio checked into `Benchmarks/guard-ratios.txt`.
///
/// A ratio, not a time: both sides run in the same process, interleaved round by round, so a
/// slower or busier machine moves both. Each round times the baseline and then the NavDSL side in
/// the process's CPU time (a loaded machine's wait for a core is not the work's), and the guard
/// takes the median of the rounds' ratios. The file records 0.8 times the ratios measured when it
/// was written (``recordedShare``), so the limit, twice that, is 1.6 times the recorded cost.
///
/// `NAVBENCH_PLANTED_SLOWDOWN=TEXT` runs the NavDSL side twice per round for the comparisons whose
/// names contain TEXT: a planted 2x slowdown, which CI uses to show the guard trips. It changes
/// only what NavBench times, never the library.
@MainActor
enum RatioGuard {
    static let rounds = 9

    /// One comparison's verdict.
    struct Verdict {
        let name: String
        let measured: Double
        let checkedIn: Double?
        var limit: Double? { checkedIn.map { $0 * 2 } }
        var passes: Bool { limit.map { measured <= $0 } ?? false }
    }

    /// Measures `benchmarks` and compares them with the ratios in the file at `path`; prints a
    /// table and returns whether every comparison passed.
    static func check(_ benchmarks: [Benchmark], against path: String) -> Bool {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            print("NavBench guard: cannot read \(path)")
            return false
        }
        let checkedIn = ratios(in: text)
        let planted = ProcessInfo.processInfo.environment["NAVBENCH_PLANTED_SLOWDOWN"].flatMap { $0.isEmpty ? nil : $0 }
        var verdicts: [Verdict] = []
        for benchmark in benchmarks {
            let doubled = planted.map { benchmark.name.contains($0) } ?? false
            let measured = medianRatio(of: benchmark, doublingNavDSL: doubled)
            verdicts.append(Verdict(name: benchmark.name, measured: measured, checkedIn: checkedIn[benchmark.name]))
        }
        var lines = ["guard (median of \(rounds) rounds, CPU time) | ratio | checked in | limit | verdict", "---|---|---|---|---"]
        for verdict in verdicts {
            let checked = verdict.checkedIn.map { "\(format2($0))x" } ?? "none"
            let limit = verdict.limit.map { "\(format2($0))x" } ?? "-"
            let word = verdict.checkedIn == nil ? "FAIL (no ratio checked in)" : verdict.passes ? "ok" : "FAIL"
            lines.append("\(verdict.name) | \(format2(verdict.measured))x | \(checked) | \(limit) | \(word)")
        }
        if let planted { lines.append("(planted 2x slowdown in the comparisons named with \"\(planted)\")") }
        print(lines.joined(separator: "\n"))
        return verdicts.allSatisfy(\.passes)
    }

    /// Lines for the ratio file (`--guard-record`): each comparison's ratio measured now, times
    /// ``recordedShare`` and rounded down.
    static func record(_ benchmarks: [Benchmark]) -> String {
        benchmarks.map { benchmark in
            let recorded = (medianRatio(of: benchmark, doublingNavDSL: false) * recordedShare * 100).rounded(.down) / 100
            return "\(format2(recorded)) \(benchmark.name)"
        }.joined(separator: "\n")
    }

    /// The share of a measured ratio the file records: the guard then trips at 1.6 times the cost
    /// measured when the file was recorded, so a 2x regression trips it for certain, while the
    /// run-to-run noise of these medians (a few percent) never does.
    static let recordedShare = 0.8

    /// The median over ``rounds`` of NavDSL's CPU time over the baseline's, after one warm-up run.
    private static func medianRatio(of benchmark: Benchmark, doublingNavDSL: Bool) -> Double {
        let navdsl = {
            benchmark.navdsl()
            if doublingNavDSL { benchmark.navdsl() }
        }
        benchmark.baseline()
        navdsl()
        var ratios: [Double] = []
        for _ in 0..<rounds {
            let baseline = cpuSeconds { benchmark.baseline() }
            let measured = cpuSeconds { navdsl() }
            ratios.append(measured / max(baseline, 1e-9))
        }
        return ratios.sorted()[ratios.count / 2]
    }

    private static func cpuSeconds(_ body: @MainActor () -> Void) -> Double {
        let start = Scaling.cpuTime()
        body()
        return BenchmarkResult.seconds(Scaling.cpuTime() - start)
    }

    /// `ratio name` lines; `#` starts a comment.
    private static func ratios(in text: String) -> [String: Double] {
        var ratios: [String: Double] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: " ", maxSplits: 1)
            guard parts.count == 2, let ratio = Double(parts[0]) else { continue }
            ratios[String(parts[1])] = ratio
        }
        return ratios
    }
}
