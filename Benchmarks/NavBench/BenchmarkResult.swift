/// The medians of one comparison.
struct BenchmarkResult {
    let name: String
    let baseline: Duration
    let navdsl: Duration

    var ratio: Double { Self.seconds(navdsl) / max(Self.seconds(baseline), 1e-12) }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    static func table(_ results: [BenchmarkResult]) -> String {
        func milliseconds(_ duration: Duration) -> String {
            let value = seconds(duration) * 1000
            return String(Int(value)) + "." + String(Int(value * 100) % 100 + 100).dropFirst() + " ms"
        }
        var lines = ["benchmark | baseline | navdsl | ratio", "---|---|---|---"]
        for result in results {
            let ratio = Int(result.ratio * 100)
            lines.append(
                "\(result.name) | \(milliseconds(result.baseline)) | \(milliseconds(result.navdsl)) | \(ratio / 100).\(String(ratio % 100 + 100).dropFirst())x"
            )
        }
        return lines.joined(separator: "\n")
    }
}
