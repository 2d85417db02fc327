import Foundation
import NavDSL
import NavDSLRouteCorpus
import Testing

/// The route corpus on the headless platform: every entry ends each step as the corpus expects,
/// immediate and deferred (transitions ending turns later, as on a device) give the same trees,
/// and nothing is skipped (headless has every capability).
@MainActor
@Suite(.timeLimit(.minutes(1))) struct RouteCorpusHeadlessTests {
    @Test(arguments: [true, false])
    func everyEntryEndsAsTheCorpusExpects(animated: Bool) async throws {
        let report = await RouteCorpusReport.run(RouteCorpusHeadless.self, animated: animated) { RouteCorpusHeadless.session() }
        #expect(report.unexpected == [])
        #expect(report.skipped.isEmpty)
        #expect(report.entries.count == RouteCorpus<RouteCorpusHeadless>.entries(animated: animated).count)
    }

    @Test(arguments: [true, false])
    func deferredTransitionsEndInTheSameTrees(animated: Bool) async throws {
        let immediate = await RouteCorpusReport.run(RouteCorpusHeadless.self, animated: animated) { RouteCorpusHeadless.session() }
        let deferred = await RouteCorpusReport.run(RouteCorpusHeadless.self, animated: animated) { RouteCorpusHeadless.session(.deferred) }
        #expect(deferred.unexpected == [])
        #expect(immediate.difference(from: deferred) == [])
    }
}

extension RouteCorpusHeadlessTests {
    /// Every step leaves a tree, and with `ROUTE_CORPUS_PRINT=1` the whole report is printed: what a
    /// reviewer reads to check the corpus's trees against Checks/UIKitStubs/RULES.md.
    @Test func everyStepLeavesATreeToCompare() async throws {
        let report = await RouteCorpusReport.run(RouteCorpusHeadless.self, animated: true) { RouteCorpusHeadless.session() }
        for (name, steps) in report.entries {
            #expect(steps.allSatisfy { !$0.tree.isEmpty }, "\(name)")
            guard ProcessInfo.processInfo.environment["ROUTE_CORPUS_PRINT"] == "1" else { continue }
            print("== \(name)")
            for step in steps { print("-- \(step.name): \(step.outcome)\n" + step.tree.joined(separator: "\n")) }
        }
    }
}
