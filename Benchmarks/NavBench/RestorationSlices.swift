import Foundation
import NavDSL
import NavDSLHeadless

/// How long a restore holds the main actor at once, and how long the largest records take.
///
/// A ticker task yields the main actor in a loop while a restore runs; the longest gap between
/// two of its turns is the longest slice of work that ran without giving the main actor back (what
/// a launch would feel as a hang). The records: one stack, one tab bar and one presentation chain
/// of 30,000 screens, and the largest records the default size limit accepts (a stack and a chain
/// of the smallest screen nodes, which cost the most per byte).
@MainActor
enum RestorationSlices {
    static let name = "restoration: longest main-actor slice"

    /// A screen with the shortest type name and state, as a hostile record would use.
    struct TinyScreen: RestorableScreen {
        let id: Int
        static let screenRestorationType = "s"
        var screenRestorationState: Int? { id }
        init?(screenRestorationState id: Int) { self.id = id }
        func build(navigator: ScreenNavigator) -> HeadlessViewController { HeadlessViewController() }
    }

    static let registry = Scaling.restorationRegistry.registering(TinyScreen.self)

    /// The rows: a label and the record; the largest records only when the sizes go to 10,000.
    static func records(sizeLimit: Int) -> [(label: String, record: ScreenRestorationRecord)] {
        let width = min(30_000, sizeLimit)
        let wide: [(label: String, record: ScreenRestorationRecord)] = [
            ("one stack of \(width) screens", Scaling.wideRecord(.stack, width)),
            ("one tab bar of \(width) tabs", Scaling.wideRecord(.tabs, width)),
            ("one presentation chain of \(width) screens", chain(width, type: HeadlessScreen.screenRestorationType)),
        ]
        guard sizeLimit >= 10_000 else { return wide }  // --quick stays quick
        return wide + [
            ("the largest stack 1 MiB holds", largest { tinyStack($0) }),
            ("the largest chain 1 MiB holds", largest { chain($0, type: "s") }),
        ]
    }

    static func table(sizeLimit: Int) async -> String {
        var lines = ["record | nodes | bytes | read | restore | longest main-actor slice", "---|---|---|---|---|---"]
        let clock = ContinuousClock()
        for (label, record) in records(sizeLimit: sizeLimit) {
            let data = (try? record.jsonData()) ?? Data()
            let start = clock.now
            let read = try? ScreenRestorationRecord(jsonData: data, maximumByteCount: .max)
            let reading = clock.now - start
            let (restoring, longest) = await sliced {
                let window = HeadlessWindow()
                let navigator = ScreenNavigator(window: window, logger: nil)
                _ = try? await navigator.restore(from: read ?? record, using: registry)
                blackHole(window)
            }
            lines.append(
                "\(label) | \(record.nodes.count) | \(data.count) | \(milliseconds(reading)) | \(milliseconds(restoring)) | \(milliseconds(longest))"
            )
        }
        return lines.joined(separator: "\n")
    }

    /// The time `work` took and the longest time the main actor ran without a ticker's turn.
    static func sliced(_ work: @MainActor () async -> Void) async -> (total: Duration, longest: Duration) {
        final class Ticks {
            var running = true
            var last: ContinuousClock.Instant
            var longest = Duration.zero
            init(_ now: ContinuousClock.Instant) { last = now }
        }
        let clock = ContinuousClock()
        let ticks = Ticks(clock.now)
        let ticker = Task { @MainActor in
            while ticks.running {
                let now = clock.now
                ticks.longest = max(ticks.longest, now - ticks.last)
                ticks.last = now
                await Task.yield()
            }
        }
        await Task.yield()
        let start = clock.now
        ticks.last = start
        ticks.longest = .zero
        await work()
        let end = clock.now
        ticks.longest = max(ticks.longest, end - ticks.last)
        ticks.running = false
        await ticker.value
        return (end - start, ticks.longest)
    }

    /// The most nodes of `make` whose JSON fits the default limit.
    static func largest(_ make: (Int) -> ScreenRestorationRecord) -> ScreenRestorationRecord {
        let sample = make(1_000)
        let perNode = Double((try? sample.jsonData().count) ?? 1) / 1_000
        var count = Int(Double(ScreenRestorationRecord.defaultMaximumByteCount) / perNode)
        while count > 1, ((try? make(count).jsonData().count) ?? .max) > ScreenRestorationRecord.defaultMaximumByteCount {
            count -= count / 100 + 1
        }
        return make(count)
    }

    static func tinyStack(_ width: Int) -> ScreenRestorationRecord {
        ScreenRestorationRecord(
            nodes: [.init(kind: .stack)]
                + (0..<width).map { .init(kind: .screen, parent: 0, relation: .child, screen: "s", state: "\($0)") })
    }

    /// A screen presenting a screen, ..., `depth` deep.
    static func chain(_ depth: Int, type: String) -> ScreenRestorationRecord {
        ScreenRestorationRecord(
            nodes: (0..<depth).map { index in
                .init(
                    kind: .screen, parent: index == 0 ? nil : index - 1, relation: index == 0 ? nil : .presented, screen: type,
                    state: type == "s" ? "\(index)" : #"{"name":"S","traits":[\#(index)]}"#,
                    presentation: index == 0 ? nil : .init(style: "fullScreen"))
            })
    }

    static func milliseconds(_ duration: Duration) -> String {
        "\(format2(BenchmarkResult.seconds(duration) * 1_000)) ms"
    }
}
