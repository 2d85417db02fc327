import Foundation
import NavDSL

/// Instructions per comparison, counted by valgrind's callgrind where it is installed.
///
/// Wall-clock ratios on a shared machine move by a third and more from run to run; an instruction
/// count moves by a fraction of a percent, so it is the figure to follow one change by. NavBench
/// runs itself once under callgrind (`--instructions-child`), with collection switched on only
/// inside ``countedRun(_:)`` and a profile part dumped as each counted run ends: each comparison's
/// baseline, then its NavDSL side, after one uncounted warm-up run of both (the first run of a
/// path pays for the runtime's one-time metadata and conformance caches). Swift's hashing is made
/// deterministic, so two runs of the same build count the same.
@MainActor
enum InstructionCounts {
    /// One comparison's counts.
    struct Row {
        let name: String
        let baseline: Int
        let navdsl: Int
        var ratio: Double { Double(navdsl) / Double(max(baseline, 1)) }
    }

    /// The child's side: runs each benchmark once uncounted, then its baseline and its NavDSL side
    /// counted, in order.
    static func runCounted(_ benchmarks: [Benchmark]) {
        for benchmark in benchmarks {
            benchmark.baseline()
            benchmark.navdsl()
            countedRun(benchmark, baseline: true)
            countedRun(benchmark, baseline: false)
        }
    }

    /// The parent's side: runs the child under callgrind and reads one profile part per counted
    /// run; `nil` when valgrind is not installed.
    static func count(_ benchmarks: [Benchmark], forwarding arguments: [String]) -> [Row]? {
        guard let valgrind = executable(named: "valgrind") else { return nil }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navbench-callgrind-\(getpid())")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("callgrind.out").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: valgrind)
        // The counted function as callgrind names it (Swift symbols are not demangled); a dump needs
        // the exact name, so the function is never specialized.
        let counted = "$s8NavBench10countedRun_8baselineyAA9BenchmarkV_SbtF"
        process.arguments =
            [
                "--tool=callgrind", "--collect-atstart=no", "--toggle-collect=\(counted)", "--dump-after=\(counted)",
                "--callgrind-out-file=\(output)", CommandLine.arguments[0], "--instructions-child",
            ] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        var rows: [Row] = []
        for (index, benchmark) in benchmarks.enumerated() {
            guard let baseline = collected(in: "\(output).\(2 * index + 1)"), let navdsl = collected(in: "\(output).\(2 * index + 2)")
            else { return nil }
            rows.append(Row(name: benchmark.name, baseline: baseline, navdsl: navdsl))
        }
        return rows
    }

    static func table(_ rows: [Row]) -> String {
        var lines = ["instructions | baseline | navdsl | ratio", "---|---|---|---"]
        for row in rows {
            lines.append("\(row.name) | \(millions(row.baseline)) M | \(millions(row.navdsl)) M | \(format2(row.ratio))x")
        }
        return lines.joined(separator: "\n")
    }

    /// The instructions a profile part collected (its `summary:` line).
    private static func collected(in path: String) -> Int? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("summary:") {
            return Int(line.dropFirst("summary:".count).trimmingCharacters(in: .whitespaces))
        }
        return nil
    }

    private static func millions(_ count: Int) -> String {
        let tenths = Int((Double(count) / 100_000).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// The path of `name` on `PATH`, if any.
    private static func executable(named name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}

/// The one function callgrind counts.
///
/// Collection is on while it runs, and a profile part is written when it returns. Not optimized,
/// so no specialized copy takes its name.
@MainActor @inline(never) @_optimize(none)
func countedRun(_ benchmark: Benchmark, baseline: Bool) {
    if baseline { benchmark.baseline() } else { benchmark.navdsl() }
}
