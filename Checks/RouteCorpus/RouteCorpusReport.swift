import NavDSL
import NavDSLHeadless

/// What a corpus run did on one platform: per entry, each step's outcome and the tree after it,
/// and the entries skipped for a capability the platform lacks.
///
/// Two platforms agree when their reports are equal:
/// ```swift
/// let headless = await RouteCorpusReport.run(HeadlessCorpus.self, animated: true) { headlessSession() }
/// let uikit = await RouteCorpusReport.run(UIKitCorpus.self, animated: true) { uikitSession() }
/// #expect(headless.difference(from: uikit) == [])
/// ```
/// - Note: A run never throws: a failing step is an outcome, a step that does not end as the
///   corpus expects is listed in ``unexpected``.
public struct RouteCorpusReport: Equatable, Sendable {
    /// One step as it ended.
    public struct Step: Equatable, Sendable {
        /// The step's name (`start` for the starting route).
        public let name: String
        /// How it ended.
        public let outcome: RouteCorpusOutcome
        /// The tree after it.
        public let tree: [String]
    }

    /// The entries run, in corpus order, with their steps.
    public private(set) var entries: [(name: String, steps: [Step])] = []
    /// The entries skipped, with the capabilities the platform lacks.
    public private(set) var skipped: [String: [RouteCorpusCapability]] = [:]
    /// Steps that did not end as the corpus expects (`entry / step: expected ..., got ...`).
    public private(set) var unexpected: [String] = []

    /// Runs every entry of the corpus on the platform of `corpus`, each on a fresh session.
    ///
    /// `forcing` runs the entries that need those capabilities although the family does not
    /// declare them: for a test that holds a known mismatch open until it is fixed.
    @MainActor
    public static func run<Corpus: RouteCorpusPlatform>(
        _ corpus: Corpus.Type, animated: Bool, forcing: Set<RouteCorpusCapability> = [], only names: Set<String>? = nil,
        session: @MainActor () -> RouteCorpusSession<Corpus.Platform>
    ) async -> RouteCorpusReport {
        var report = RouteCorpusReport()
        if Corpus.capabilities.contains(.alerts) && Corpus.alertEntries(animated: animated) == nil {
            // The placeholders would "pass" with no steps: a declared capability must be real.
            report.unexpected.append("\(Corpus.self) declares alerts but its platform is no ScreenAlertPlatform with sheets and tab items")
        }
        for entry in RouteCorpus<Corpus>.entries(animated: animated) where names?.contains(entry.name) ?? true {
            let missing = entry.needs.subtracting(Corpus.availableCapabilities.union(forcing)).sorted()
            guard missing.isEmpty else {
                report.skipped[entry.name] = missing
                continue
            }
            await report.run(entry, in: session())
        }
        return report
    }

    @MainActor
    private mutating func run<Platform>(_ entry: RouteCorpusEntry<Platform>, in session: RouteCorpusSession<Platform>) async {
        let start = RouteCorpusStep<Platform>.route("start", entry.start)
        var steps: [Step] = []
        for step in [start] + entry.steps {
            let outcome: RouteCorpusOutcome
            do {
                try await step.run(session)
                outcome = .success
            } catch {
                outcome = RouteCorpusOutcome(.failure(error))
            }
            if !outcome.matches(step.expected) {
                unexpected.append("\(entry.name) / \(step.name): expected \(step.expected), got \(outcome)")
            }
            steps.append(Step(name: step.name, outcome: outcome, tree: session.tree))
        }
        entries.append((entry.name, steps))
    }

    /// The steps whose outcome or tree differ from `other`'s, one readable line each.
    ///
    /// Empty when the platforms agree. Entries either side skipped are left out: ``skipped`` says which.
    public func difference(from other: RouteCorpusReport) -> [String] {
        var lines: [String] = []
        let mine = entries.filter { other.skipped[$0.name] == nil }
        let theirs = other.entries.filter { skipped[$0.name] == nil }
        if mine.map(\.name) != theirs.map(\.name) {
            lines.append("entries: \(mine.map(\.name)) vs \(theirs.map(\.name))")
        }
        for (mine, theirs) in zip(mine, theirs) where mine.name == theirs.name {
            for (step, otherStep) in zip(mine.steps, theirs.steps) where step != otherStep {
                lines.append(
                    "\(mine.name) / \(step.name): \(step.outcome) vs \(otherStep.outcome)\n"
                        + "\(step.tree.joined(separator: "\n"))\n--- vs ---\n\(otherStep.tree.joined(separator: "\n"))")
            }
        }
        return lines
    }

    /// Equal when the same entries ran with the same steps and outcomes and trees.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.difference(from: rhs).isEmpty && lhs.skipped == rhs.skipped && lhs.unexpected == rhs.unexpected
    }
}
